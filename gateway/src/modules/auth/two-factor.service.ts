import { WRONG_CODE } from '@portfolio/content-rules';
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import { badInput } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import { RecoveryCode } from './recovery-code.entity';
import { User } from './user.entity';
import { mustFind } from './users.service';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps; ±1 step of clock drift. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;
const ISSUER = 'Portfolyo';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'; // no 0/o, 1/l/i
const RECOVERY_LENGTH = 10; // ~49.5 bits

/** What the set-up screen shows once: the secret, as text, as an otpauth:// URL and as a QR code. */
export type TwoFactorSetupData = { secret: string; otpauthUrl: string; qrCode: string };

/** `abcde-fghjk`, random. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-z]/g, ''))
    .digest('hex');

/** The time step a TOTP code belongs to (within the window), or null when it is not a current code. */
function totpStep(secret: string, code: string): number | null {
  const timestamp = Date.now();
  const delta = TOTP.validate({
    ...TOTP_OPTIONS,
    secret: Secret.fromBase32(secret),
    token: code.replace(/\s/g, ''), // as typed: `123 456`
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_OPTIONS.period, timestamp }) + delta;
}

type Secrets = Pick<User, 'id' | 'totpSecret' | 'totpPendingSecret'>;

/**
 * Two-factor sign-in with TOTP (RFC 6238, the maintained `otpauth` library) and 10 single-use
 * recovery codes. A TOTP step is accepted once (replay); codes checked at sign-in or to turn the
 * feature off count in the same rate-limit counters as passwords.
 */
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: RateLimits,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  private secrets(id: string): Promise<Secrets> {
    return this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.totpSecret', 'user.totpPendingSecret'])
      .where({ id })
      .getOneOrFail();
  }

  /** Starts (or restarts) set-up with a new secret, kept pending until `enable` confirms a code from it. */
  async setup(user: User): Promise<TwoFactorSetupData> {
    if (user.twoFactorEnabled) throw badInput('İki adımlı doğrulama zaten açık.');
    const secret = new Secret({ size: 20 }).base32;
    await this.users.update(user.id, { totpPendingSecret: secret });
    const otpauthUrl = new TOTP({ ...TOTP_OPTIONS, issuer: ISSUER, label: user.email, secret }).toString();
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Turns it on with a code from the pending secret; answers the recovery codes, shown this once. */
  async enable(user: User, code: string): Promise<{ recoveryCodes: string[]; user: User }> {
    if (user.twoFactorEnabled) throw badInput('İki adımlı doğrulama zaten açık.');
    const { totpPendingSecret: secret } = await this.secrets(user.id);
    if (!secret) throw badInput('Önce kurulumu başlatın: QR kodu henüz oluşturulmadı.');
    const step = totpStep(secret, code);
    if (step === null) throw badInput(WRONG_CODE);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, user.id, {
        totpSecret: secret,
        totpPendingSecret: null,
        totpLastStep: step,
        twoFactorEnabledAt: new Date(),
      });
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.save(
        codes.map((plain) =>
          manager.create(RecoveryCode, { userId: user.id, codeHash: hashRecoveryCode(plain), usedAt: null }),
        ),
      );
    });
    return { recoveryCodes: codes, user: await this.users.findOneByOrFail({ id: user.id }) };
  }

  /** Turns it off; needs a current code or a recovery code, rate-limited like a password. */
  async disable(user: User, code: string, address: string): Promise<User> {
    if (!user.twoFactorEnabled) throw badInput('İki adımlı doğrulama zaten kapalı.');
    const attempt = await this.limits.loginTry({ account: user.id }, address); // as sign-in counts it
    if (!(await this.accept(await this.secrets(user.id), code))) {
      await attempt.failed();
      throw badInput(WRONG_CODE);
    }
    await attempt.returned(); // a right code counts neither way here: it signs no one in
    await turnOff(this.dataSource.manager, user.id);
    return this.users.findOneByOrFail({ id: user.id });
  }

  /**
   * Whether `code` is a current TOTP code not used before (6 digits) or an unused recovery code;
   * either is used up by being accepted, atomically, so two requests cannot both spend it.
   */
  async accept(user: Pick<User, 'id' | 'totpSecret'>, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const compact = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(compact)) {
      const step = totpStep(user.totpSecret, compact);
      if (step === null) return false;
      const { affected } = await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: step })
        .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id: user.id, step })
        .execute();
      return affected === 1;
    }
    const { affected } = await this.dataSource
      .getRepository(RecoveryCode)
      .createQueryBuilder()
      .update()
      .set({ usedAt: new Date() })
      .where('userId = :userId AND codeHash = :hash AND usedAt IS NULL', {
        userId: user.id,
        hash: hashRecoveryCode(code),
      })
      .execute();
    return affected === 1;
  }
}

async function turnOff(manager: EntityManager, userId: string): Promise<void> {
  await manager.transaction(async (inner) => {
    await inner.update(User, userId, {
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      twoFactorEnabledAt: null,
    });
    await inner.delete(RecoveryCode, { userId });
  });
}

/** `npm run user -- 2fa-reset`: turns two-factor sign-in off (a lost phone); true when it was on. */
export async function resetTwoFactor(dataSource: DataSource, email: string): Promise<{ user: User; wasOn: boolean }> {
  const user = await mustFind(dataSource, email);
  const wasOn = user.twoFactorEnabled;
  await turnOff(dataSource.manager, user.id);
  return { user, wasOn };
}
