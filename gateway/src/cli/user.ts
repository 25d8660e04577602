import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../core/config';
import { openDatabase } from '../database';
import { User } from '../modules/auth/user.entity';
import { resetTwoFactor } from '../modules/auth/two-factor.service';
import { checkRole, createUser, setPassword, setRole, UserError } from '../modules/auth/users.service';

export const USAGE = `Kullanım: npm run user -- <komut> [seçenekler]

  create   --email E [--password P] [--role admin|user] [--username U]   yeni kullanıcı
  password --email E [--password P]                                     şifreyi değiştirir (eski oturumlar kapanır)
  role     --email E --role admin|user                                  rolü değiştirir
  2fa-reset --email E                                                   iki adımlı doğrulamayı kapatır (kayıp telefon)
  list                                                                  kullanıcıları listeler

--password verilmezse şifre standart girdiden okunur (ör. echo "şifre" | npm run user -- password --email E).`;

const describe = (user: Pick<User, 'email' | 'role' | 'username'>) =>
  `${user.email} (${user.role}${user.username ? `, ${user.username}` : ''})`;

function parseArguments(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        username: { type: 'string' },
      },
    });
  } catch (error) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    throw new UserError(`Geçersiz seçenek: ${option}\n\n${USAGE}`);
  }
}

/** Runs one user command against an open database and returns what to print. */
export async function runUserCommand(
  dataSource: DataSource,
  argv: string[],
  readPassword: () => Promise<string>,
): Promise<string> {
  const { positionals, values } = parseArguments(argv);
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new UserError(`Fazla argüman: ${extra.join(' ')}\n\n${USAGE}`);
  const email = () => {
    if (!values.email) throw new UserError(`--email gerekli.\n\n${USAGE}`);
    return values.email;
  };
  const password = async () => values.password ?? (await readPassword());

  switch (command) {
    case 'create': {
      const role = values.role === undefined ? 'user' : checkRole(values.role);
      const user = await createUser(dataSource, {
        email: email(),
        password: await password(),
        role,
        username: values.username,
      });
      return `Kullanıcı oluşturuldu: ${describe(user)}`;
    }
    case 'password': {
      const user = await setPassword(dataSource, email(), await password());
      return `Şifre değiştirildi, önceki oturumlar kapatıldı: ${describe(user)}`;
    }
    case 'role': {
      if (!values.role) throw new UserError(`--role gerekli.\n\n${USAGE}`);
      const user = await setRole(dataSource, email(), checkRole(values.role));
      return `Rol değiştirildi: ${describe(user)}`;
    }
    case '2fa-reset': {
      const { user, wasOn } = await resetTwoFactor(dataSource, email());
      return wasOn
        ? `İki adımlı doğrulama kapatıldı, kurtarma kodları silindi: ${describe(user)}`
        : `İki adımlı doğrulama zaten kapalıydı: ${describe(user)}`;
    }
    case 'list': {
      const users = await dataSource.getRepository(User).find({ order: { createdAt: 'ASC' } });
      return users.length ? users.map(describe).join('\n') : 'Henüz kullanıcı yok.';
    }
    default:
      throw new UserError(command ? `Bilinmeyen komut: ${command}\n\n${USAGE}` : USAGE);
  }
}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Şifre: ');
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('\n')) break;
  }
  return input.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const dataSource = await openDatabase(loadConfig().database);
  try {
    console.log(await runUserCommand(dataSource, process.argv.slice(2), readStdinLine));
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const known =
      error instanceof UserError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
}
