import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** CONTRACT.md "Limits and bad input". */
export const LIMITS = {
  loginFailures: 5, // per email + address, then refused…
  loginBlock: 10 * MINUTE, // …for 10 minutes, doubling on every repeat…
  loginMaxBlock: DAY, // …up to a day
  loginAttemptsPerHour: 100, // per address
  contactPer10Minutes: 5, // per address
  contactPerDay: 20, // per address
} as const;

/**
 * The address a limit counts, so that one client cannot take fresh tries by changing address: an
 * IPv6 address by its /64, the smallest network a client is given, in which a host picks and
 * changes the other 64 bits itself (RFC 4941); an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`,
 * as a dual-stack socket reports IPv4 clients) as the IPv4 address. Anything else (`unknown`, or
 * a forwarded value that is no address) is counted as it is. A client given a larger network (a
 * /56, a /48) still has many /64s: the per-account sign-in limit is what bounds it.
 */
export function addressGroup(address: string): string {
  if (!isIP(address)) return address;
  const ip = ipaddr.process(address);
  return ip.kind() === 'ipv6' ? `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`).toString()}/64` : ip.toString();
}

/**
 * Builds one limiter. The app's are `databaseLimiters` (rate-limit-store.ts): the counters live in
 * the database, so every gateway of one site counts together. Every limiter reads the clock
 * through Date.
 */
export type LimiterFactory = (options: IRateLimiterOptions) => Limiter;

/** What `consume` takes beside rate-limiter-flexible's own: see RateLimiterDatabase.consume. */
export type ConsumeOptions = { blockSeconds?: number };

/** What RateLimits asks of a limiter: rate-limiter-flexible's API, with `blockSeconds` on consume. */
export type Limiter = Pick<RateLimiterAbstract, 'penalty' | 'set' | 'get' | 'delete'> & {
  consume(key: string | number, points?: number, options?: ConsumeOptions): Promise<RateLimiterRes>;
};

function waitText(seconds: number): string {
  return seconds > 90 * MINUTE
    ? `${Math.ceil(seconds / HOUR)} saat`
    : `${Math.max(1, Math.ceil(seconds / MINUTE))} dakika`;
}

function tooMany(message: (wait: string) => string, msBeforeNext: number): AppError {
  const seconds = Math.ceil(msBeforeNext / 1000);
  return new AppError('TOO_MANY_REQUESTS', message(waitText(seconds)), { retryAfter: seconds });
}

/** Re-throws a limiter's refusal as TOO_MANY_REQUESTS; other errors pass through. */
async function consume(limiter: Limiter, key: string, message: (wait: string) => string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooMany(message, refusal.msBeforeNext);
    throw refusal;
  }
}

/**
 * The counters behind sign-in and the contact form, shared by both doors (one instance per app)
 * and, through the database, by every gateway.
 * Sign-in: each email+address may fail 5 times before a block of 10 minutes, doubled on every
 * repeat within a day (at most 24 h); a success clears its failures. Each address may try 100
 * times an hour. Contact: 5 messages per address per 10 minutes and 20 per day.
 */
export class RateLimits {
  private readonly loginFailures: Limiter;
  private readonly loginBlocks: Limiter;
  private readonly loginAttempts: Limiter;
  private readonly contactShort: Limiter;
  private readonly contactDaily: Limiter;

  constructor(create: LimiterFactory) {
    this.loginFailures = create({ keyPrefix: 'login-failures', points: LIMITS.loginFailures, duration: DAY });
    this.loginBlocks = create({ keyPrefix: 'login-blocks', points: 1_000, duration: DAY });
    this.loginAttempts = create({ keyPrefix: 'login-attempts', points: LIMITS.loginAttemptsPerHour, duration: HOUR });
    this.contactShort = create({ keyPrefix: 'contact-10m', points: LIMITS.contactPer10Minutes, duration: 10 * MINUTE });
    this.contactDaily = create({ keyPrefix: 'contact-day', points: LIMITS.contactPerDay, duration: DAY });
  }

  /** Before a password is checked: refuses a blocked email+address or a busy address. */
  async beforeLogin(email: string, address: string): Promise<void> {
    const failures = await this.loginFailures.get(`${email}|${address}`);
    if (failures && failures.msBeforeNext > 0 && failures.consumedPoints >= LIMITS.loginFailures) {
      throw tooMany(
        (wait) => `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`,
        failures.msBeforeNext,
      );
    }
    await consume(
      this.loginAttempts,
      address,
      (wait) => `Çok fazla giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`,
    );
  }

  async loginFailed(email: string, address: string): Promise<void> {
    const key = `${email}|${address}`;
    const failures = await this.loginFailures.penalty(key);
    if (failures.consumedPoints < LIMITS.loginFailures) return;
    const blocks = await this.loginBlocks.penalty(key);
    const seconds = Math.min(LIMITS.loginBlock * 2 ** (blocks.consumedPoints - 1), LIMITS.loginMaxBlock);
    await this.loginFailures.set(key, LIMITS.loginFailures, seconds);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.loginFailures.delete(`${email}|${address}`),
      this.loginBlocks.delete(`${email}|${address}`),
    ]);
  }

  /** Counts one message; a refused one counts against neither limit. */
  async contactMessage(address: string): Promise<void> {
    for (const [limiter, points] of [
      [this.contactShort, LIMITS.contactPer10Minutes],
      [this.contactDaily, LIMITS.contactPerDay],
    ] as const) {
      const used = await limiter.get(address);
      if (used && used.msBeforeNext > 0 && used.consumedPoints >= points) {
        throw tooMany((wait) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`, used.msBeforeNext);
      }
    }
    await Promise.all([this.contactShort.penalty(address), this.contactDaily.penalty(address)]);
  }
}
