import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** docs/api.md#limits-and-bad-input. */
export const LIMITS = {
  loginFailures: 5, // per account (or unknown email) + address, then refused…
  loginBlock: 10 * MINUTE, // …for 10 minutes, doubling on every repeat…
  loginMaxBlock: DAY, // …up to a day
  loginAttemptsPerHour: 100, // per address
  loginAccountFailuresPerHour: 20, // per account, from the addresses that have not signed in to it…
  loginKnownAddress: 30 * DAY, // …within 30 days
  contactPer10Minutes: 5, // per address
  contactPerDay: 20, // per address
  subscribePer10Minutes: 5, // per address
  subscribePerDay: 20, // per address
  commentsPerMinute: 5, // per address
  commentsPerDay: 30, // per address
  commentsPerPostPerDay: 100, // per post (or other answered row)
  webmentionsPerMinute: 30, // per address: Webmentions received (modules/webmentions)…
  webmentionsPerDay: 300, // …and a day
  fediverseInboxPerMinute: 300, // per address: activities POSTed to the fediverse inboxes (modules/fediverse)…
  fediverseInboxPerDay: 20_000, // …and a day
  pageViewsPerDay: 100, // per address: the views counted (modules/analytics)…
  pageViewBrowsersPerDay: 10, // …and the browsers counted as visitors of their own
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

const blocked = (wait: string) => `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
const busy = (wait: string) => `Çok fazla giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
const tooManyMessages = (wait: string) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;
const tooManyTries = (wait: string) => `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;

/** Takes a point, or re-throws the limiter's refusal as TOO_MANY_REQUESTS; other errors pass through. */
async function consume(
  limiter: Limiter,
  key: string,
  message: (wait: string) => string,
  options?: ConsumeOptions,
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1, options);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooMany(message, refusal.msBeforeNext);
    throw refusal;
  }
}

/** Takes a point of each limiter in turn; one refused hands back those taken, so it counts against none. */
async function both(limiters: Limiter[], key: string, message: (wait: string) => string): Promise<void> {
  const taken: Limiter[] = [];
  try {
    for (const limiter of limiters) {
      await consume(limiter, key, message);
      taken.push(limiter);
    }
  } catch (refusal) {
    await Promise.all(taken.map((limiter) => limiter.penalty(key, -1)));
    throw refusal;
  }
}

/** The n-th block within a day: 10 minutes, doubled on every repeat, at most a day. */
const blockSeconds = (n: number) => Math.min(LIMITS.loginBlock * 2 ** (n - 1), LIMITS.loginMaxBlock);

/** Whose tries a sign-in spends: the account once the email has found one, else the email as typed (normalised). */
export type LoginSubject = { account: string } | { email: string };

/** The outcome of a sign-in whose try was taken (RateLimits.loginTry). */
export type LoginTry = {
  /** Signed in: this address's failures are cleared, and it becomes one the account knows. */
  succeeded(): Promise<void>;
  /** A wrong password or code: the try stays spent; the last of the 5 counts a block (for the doubling). */
  failed(): Promise<void>;
  /** Neither (the right password without the code it needs): the try is handed back. */
  returned(): Promise<void>;
};

/** Takes a point; false when the limiter refuses it (nobody is told: a view not counted is no error). */
async function taken(limiter: Limiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/**
 * The counters behind sign-in, the contact form and the page views, shared by both doors (one instance per app)
 * and, through the database, by every gateway. Every address is counted by its addressGroup.
 *
 * Sign-in takes its tries before anything is checked, each in one atomic statement, so parallel
 * attempts cannot check more than the limits allow:
 * - each address may try 100 times an hour;
 * - each account (an unknown email: the email) may fail 5 times from one address before a block
 *   of 10 minutes, doubled on every repeat within a day (at most 24 h); a success clears its
 *   failures. The block starts with the fifth try, so tries running beside it are refused at once;
 * - each account may fail 20 times an hour from the addresses that have not signed in to it in
 *   the last 30 days, all together (a try is taken before the check and handed back on success),
 *   so a guesser spread over many addresses is limited too. The trade-off: whoever fails on
 *   purpose from many addresses can keep the owner out of new addresses (a phone network, a
 *   hotel) for at most the rest of that hour, and only by going on failing, but never out of an
 *   address the owner has signed in from; a fixed window, not a doubling block, so the lock-out
 *   never outlasts the attack by more than an hour. 20 an hour is at most 480 guesses a day
 *   against a password, or a 6-digit code behind it.
 * Contact: 5 messages per address per 10 minutes and 20 per day; subscriptions asked for alike, on counters of their own.
 * Comments (modules/comments): 5 per address a minute and 30 a day, and 100 new ones a post a day.
 * Webmentions received: 30 per address a minute and 300 a day.
 * Fediverse inbox POSTs: 300 per address a minute and 20 000 a day (a busy instance delivers from few addresses).
 * Page views: 100 per address a day, of which the first 10 browsers' (by their day's hash) count as
 * visitors of their own; past either, nothing is refused, the views are just not counted apart.
 */
export class RateLimits {
  private readonly loginFailures: Limiter;
  private readonly loginBlocks: Limiter;
  private readonly loginAttempts: Limiter;
  private readonly accountFailures: Limiter;
  private readonly knownAddresses: Limiter;
  private readonly contactShort: Limiter;
  private readonly contactDaily: Limiter;
  private readonly subscribeShort: Limiter;
  private readonly subscribeDaily: Limiter;
  private readonly commentShort: Limiter;
  private readonly commentDaily: Limiter;
  private readonly commentPost: Limiter;
  private readonly webmentionsShort: Limiter;
  private readonly webmentionsDaily: Limiter;
  private readonly fediverseShort: Limiter;
  private readonly fediverseDaily: Limiter;
  private readonly pageViews: Limiter;
  private readonly pageViewBrowsers: Limiter;
  private readonly pageViewBrowserSeen: Limiter;

  constructor(create: LimiterFactory) {
    this.loginFailures = create({ keyPrefix: 'login-failures', points: LIMITS.loginFailures, duration: DAY });
    this.loginBlocks = create({ keyPrefix: 'login-blocks', points: 1_000, duration: DAY });
    this.loginAttempts = create({ keyPrefix: 'login-attempts', points: LIMITS.loginAttemptsPerHour, duration: HOUR });
    this.accountFailures = create({
      keyPrefix: 'login-account',
      points: LIMITS.loginAccountFailuresPerHour,
      duration: HOUR,
    });
    this.knownAddresses = create({ keyPrefix: 'login-known', points: 1, duration: LIMITS.loginKnownAddress });
    this.contactShort = create({ keyPrefix: 'contact-10m', points: LIMITS.contactPer10Minutes, duration: 10 * MINUTE });
    this.contactDaily = create({ keyPrefix: 'contact-day', points: LIMITS.contactPerDay, duration: DAY });
    this.subscribeShort = create({
      keyPrefix: 'subscribe-10m',
      points: LIMITS.subscribePer10Minutes,
      duration: 10 * MINUTE,
    });
    this.subscribeDaily = create({ keyPrefix: 'subscribe-day', points: LIMITS.subscribePerDay, duration: DAY });
    this.commentShort = create({ keyPrefix: 'comment-1m', points: LIMITS.commentsPerMinute, duration: MINUTE });
    this.commentDaily = create({ keyPrefix: 'comment-day', points: LIMITS.commentsPerDay, duration: DAY });
    this.commentPost = create({ keyPrefix: 'comment-post', points: LIMITS.commentsPerPostPerDay, duration: DAY });
    this.webmentionsShort = create({
      keyPrefix: 'webmention-1m',
      points: LIMITS.webmentionsPerMinute,
      duration: MINUTE,
    });
    this.webmentionsDaily = create({ keyPrefix: 'webmention-day', points: LIMITS.webmentionsPerDay, duration: DAY });
    this.fediverseShort = create({
      keyPrefix: 'fediverse-1m',
      points: LIMITS.fediverseInboxPerMinute,
      duration: MINUTE,
    });
    this.fediverseDaily = create({ keyPrefix: 'fediverse-day', points: LIMITS.fediverseInboxPerDay, duration: DAY });
    this.pageViews = create({ keyPrefix: 'page-views', points: LIMITS.pageViewsPerDay, duration: DAY });
    this.pageViewBrowsers = create({
      keyPrefix: 'page-view-browsers',
      points: LIMITS.pageViewBrowsersPerDay,
      duration: DAY,
    });
    this.pageViewBrowserSeen = create({ keyPrefix: 'page-view-browser', points: 1, duration: DAY });
  }

  /**
   * Before a password or code is checked: takes this attempt's tries, or refuses it. Known and
   * unknown emails run the same statements (on their own keys), so neither answers sooner.
   */
  async loginTry(subject: LoginSubject, address: string): Promise<LoginTry> {
    const group = addressGroup(address);
    await consume(this.loginAttempts, group, busy);
    const who = 'account' in subject ? `account:${subject.account}` : `email:${subject.email}`;
    const key = `${who}|${group}`;
    const blocks = (await this.loginBlocks.get(key))?.consumedPoints ?? 0;
    const taken = await consume(this.loginFailures, key, blocked, { blockSeconds: blockSeconds(blocks + 1) });
    const last = taken.consumedPoints === LIMITS.loginFailures;
    const handBackFailure = async () => {
      // The last try has already started the block: the count goes back to 4 in a fresh day's
      // window (the first failures' window is not known here; a day is the stricter guess).
      if (last) await this.loginFailures.set(key, LIMITS.loginFailures - 1, DAY);
      else await this.loginFailures.penalty(key, -1);
    };
    let accountTry = false;
    try {
      accountTry = !(await this.knownAddresses.get(key));
      if (accountTry) await consume(this.accountFailures, who, blocked);
    } catch (refusal) {
      await handBackFailure(); // not checked, so not counted against this address either
      throw refusal;
    }
    // The account's count keeps the tries that failed: the owner signing in from a new address
    // spends none of it.
    const handBackAccountTry = async () => {
      if (accountTry) await this.accountFailures.penalty(who, -1);
    };
    return {
      succeeded: async () => {
        await Promise.all([
          this.loginFailures.delete(key),
          this.loginBlocks.delete(key),
          this.knownAddresses.set(key, 1, LIMITS.loginKnownAddress),
          handBackAccountTry(),
        ]);
      },
      failed: async () => {
        if (last) await this.loginBlocks.penalty(key);
      },
      returned: async () => {
        await Promise.all([handBackFailure(), handBackAccountTry()]);
      },
    };
  }

  /** Takes one of the address's page views of the day: false when it has none left. */
  pageView(address: string): Promise<boolean> {
    return taken(this.pageViews, addressGroup(address));
  }

  /**
   * Whether `browser` (the day's hash of the reader: analytics' visitor) is one of the address's
   * browsers counted as visitors of their own today: one seen before, or a new one while the
   * address has room for it; false for the rest, which analytics counts as one visitor.
   */
  async pageViewBrowser(address: string, browser: string): Promise<boolean> {
    const group = addressGroup(address);
    const key = `${group}|${browser}`;
    if (await this.pageViewBrowserSeen.get(key)) return true;
    if (!(await taken(this.pageViewBrowsers, group))) return false;
    await this.pageViewBrowserSeen.set(key, 1, DAY);
    return true;
  }

  /** Counts one message; a refused one counts against neither limit. */
  contactMessage(address: string): Promise<void> {
    return both([this.contactShort, this.contactDaily], addressGroup(address), tooManyMessages);
  }

  /** Counts one subscription asked for (modules/subscribers), as a message is; a refused one counts against neither limit. */
  subscribe(address: string): Promise<void> {
    return both([this.subscribeShort, this.subscribeDaily], addressGroup(address), tooManyTries);
  }

  /** Counts one comment sent from `address` (modules/comments); a refused one counts against neither limit. */
  comment(address: string): Promise<void> {
    return both([this.commentShort, this.commentDaily], addressGroup(address), tooManyTries);
  }

  /** Counts one new comment stored on `subject` (a post's id): 100 a day, whoever writes them. */
  async commentOn(subject: string): Promise<void> {
    await consume(this.commentPost, subject, tooManyTries);
  }

  /** Counts one Webmention received (modules/webmentions); a refused one counts against neither limit. */
  webmention(address: string): Promise<void> {
    return both([this.webmentionsShort, this.webmentionsDaily], addressGroup(address), tooManyTries);
  }

  /** Counts one activity POSTed to a fediverse inbox (modules/fediverse); a refused one counts against neither limit. */
  fediverseInbox(address: string): Promise<void> {
    return both([this.fediverseShort, this.fediverseDaily], addressGroup(address), tooManyTries);
  }
}
