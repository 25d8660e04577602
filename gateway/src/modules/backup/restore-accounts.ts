import type { EntityManager } from 'typeorm';
import type { Entry, ZipFile } from 'yauzl';
import type { EntityClass } from '../../core/module';
import { BackupError, dataEntry, REFUSED, type Manifest } from './archive';
import { chunks, lines } from './archive-reader';

/*
 * A restore's care for the accounts (the table a module declares as `backup.accounts`): what the
 * archive would change of the target's, refused unless asked for, and every account's token
 * version kept at least the target's (restore.ts).
 */

/** What of an account a restore may change: who signs in, with what, as whom. */
export type Account = {
  id: string;
  email: string;
  passwordHash: string;
  role: string;
  totpSecret: string | null;
  tokenVersion: number;
};

/** The accounts in the target, before the restore. */
export async function targetAccounts(manager: EntityManager, table: EntityClass): Promise<Account[]> {
  return manager
    .getRepository<Account>(table)
    .createQueryBuilder('user')
    .select(['user.id', 'user.email', 'user.role', 'user.tokenVersion'])
    .addSelect(['user.passwordHash', 'user.totpSecret'])
    .getMany();
}

/** The accounts in the archive (read again: the file is checked already). */
export async function archivedAccounts(zip: ZipFile, entries: Map<string, Entry>, manifest: Manifest, table: string) {
  const name = dataEntry(table);
  const entry = entries.get(name);
  const accounts: Array<Omit<Account, 'tokenVersion'>> = [];
  if (!entry) return accounts;
  let number = 0;
  for await (const line of lines(chunks(zip, entry, manifest.files[name]!), name)) {
    number++;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
      if (typeof row !== 'object' || row === null) throw new Error('bir nesne değil');
    } catch {
      throw new BackupError(REFUSED.row(name, number, 'JSON nesnesi değil'));
    }
    accounts.push({
      id: String(row.id),
      email: String(row.email),
      passwordHash: String(row.passwordHash),
      role: String(row.role),
      totpSecret: (row.totpSecret as string | undefined) ?? null,
    });
  }
  return accounts;
}

/** What the archive would change of the target's accounts, one phrase each (none: the same accounts). */
export function accountChanges(before: Account[], after: Array<Omit<Account, 'tokenVersion'>>): string[] {
  if (!before.length) return [];
  const archived = new Map(after.map((account) => [account.id, account]));
  const changes: string[] = [];
  const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
  for (const account of [...before].sort(byEmail)) {
    const next = archived.get(account.id);
    if (!next) {
      changes.push(`${account.email} silinir`);
      continue;
    }
    const what: string[] = [];
    if (next.email !== account.email) what.push(`e-postası ${next.email} olur`);
    if (next.passwordHash !== account.passwordHash) what.push('şifresi yedektekine döner');
    if (next.role !== account.role) what.push(`rolü ${next.role} olur`);
    if (account.totpSecret && !next.totpSecret) what.push('iki adımlı doğrulaması kapanır');
    else if (next.totpSecret !== account.totpSecret) what.push('iki adımlı doğrulaması yedektekine döner');
    if (what.length) changes.push(`${account.email}: ${what.join(', ')}`);
  }
  const known = new Set(before.map((account) => account.id));
  for (const account of [...after].sort(byEmail)) if (!known.has(account.id)) changes.push(`${account.email} eklenir`);
  return changes;
}

/**
 * Keeps every account's token version at least what the target had (users' `tokenVersion` is what
 * revokes tokens: one revoked after the archive was made stays so).
 */
export async function keepTokenVersions(manager: EntityManager, table: EntityClass, before: Account[]): Promise<void> {
  for (const { id, tokenVersion } of before) {
    await manager
      .createQueryBuilder()
      .update(table)
      .set({ tokenVersion })
      .where('id = :id AND tokenVersion < :tokenVersion', { id, tokenVersion })
      .callListeners(false)
      .execute();
  }
}
