import { createUser } from '../src/modules/auth/users.service';
import { type GraphQLResponse } from './support/app';
import { testDb } from './support/db';
import { advance, fakeDate } from './support/clock';
import {
  HOUR,
  LOGIN_FAILED,
  MINUTE,
  PASSWORD,
  WRONG,
  blockedText,
  busyText,
  contactText,
  expectLoginFailed,
  expectSignedIn,
  expectTooMany,
  failTimes,
  login,
  send,
  stored,
  withApp,
} from './support/rate-limits';

/**
 * docs/api.md#limits-and-bad-input:
 * - login: 5 failures for one email from one address → refused for 10 minutes (doubling on
 *   repeat, at most 24 h); at most 100 login attempts per address per hour,
 *   under parallel and spread attempts too (the contact form and the client address:
 *   graphql-contact-limits.test.ts).
 *
 * The counters read the clock through `Date`, so time is moved by faking Date alone; the HTTP
 * server, the database drivers and every timer keep running for real. Each test that needs
 * fresh counters starts its own app.
 */

afterEach(() => {
  jest.useRealTimers();
});

describe(`GraphQL login limits (${testDb})`, () => {
  it('5 failures block that email from that address for 10 minutes, even with the right password', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      await createUser(app.dataSource, { email: 'diger@example.com', password: PASSWORD, role: 'user' });
      fakeDate();

      await failTimes(app, 'sahip@example.com', 5);
      const sixth = await login(app, 'sahip@example.com', PASSWORD);
      expectTooMany(sixth, blockedText('10 dakika'), 590, 600);
      expect(sixth.data?.login?.token).toBeUndefined();
      // A wrong password is refused the same way (no password check while blocked).
      expectTooMany(await login(app, 'sahip@example.com', WRONG), blockedText('10 dakika'), 590, 600);

      // Another email from the same address is unaffected.
      expectSignedIn(await login(app, 'diger@example.com', PASSWORD), 'diger@example.com');

      advance(5 * MINUTE);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('5 dakika'), 290, 300);
      advance(5 * MINUTE - 2_000);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('1 dakika'), 1, 2);

      advance(3_000); // 10 minutes and a second after the fifth failure
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
    }));

  it('the block counts the normalised email: case and spaces do not give more tries', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      for (const email of ['sahip@example.com', 'SAHIP@example.com', ' Sahip@Example.com ', 'sahip@EXAMPLE.COM']) {
        expectLoginFailed(await login(app, email, WRONG));
      }
      expectLoginFailed(await login(app, '\tsahip@example.com', WRONG));
      expectTooMany(await login(app, 'Sahip@Example.Com', PASSWORD), blockedText('10 dakika'), 590, 600);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
    }));

  it('unknown emails are blocked the same way (no hint that the account does not exist)', () =>
    withApp({}, async (app) => {
      fakeDate();
      await failTimes(app, 'kimse@example.com', 5);
      expectTooMany(await login(app, 'kimse@example.com', WRONG), blockedText('10 dakika'), 590, 600);
    }));

  it('a repeated block lasts twice as long: 20 minutes, then 40', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();

      await failTimes(app, 'sahip@example.com', 5);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
      advance(10 * MINUTE + 1_000);

      // The first block is over: the count starts again, and the next 5 failures block for 20 minutes.
      await failTimes(app, 'sahip@example.com', 5);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('20 dakika'), 1190, 1200);
      advance(10 * MINUTE + 1_000);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
      advance(10 * MINUTE);
      expectLoginFailed(await login(app, 'sahip@example.com', WRONG)); // 20 minutes and a second later

      await failTimes(app, 'sahip@example.com', 4);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('40 dakika'), 2390, 2400);
      advance(40 * MINUTE + 1_000);
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
    }));

  it('a successful login clears the failures: 4 failures, success, 4 failures → not blocked', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      await failTimes(app, 'sahip@example.com', 4);
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
      await failTimes(app, 'sahip@example.com', 4);
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
      // …and the count really restarted: 5 failures after the last success do block.
      await failTimes(app, 'sahip@example.com', 5);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
    }));

  it('at most 100 login attempts per address per hour: the 101st is refused, even with the right password', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      // 50 failures spread over 25 unknown emails (2 each: never blocked), 50 successes.
      for (let i = 0; i < 50; i++) expectLoginFailed(await login(app, `kimse-${i % 25}@example.com`, WRONG));
      for (let i = 0; i < 50; i++) expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');

      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), busyText('60 dakika'), 3590, 3600);
      expectTooMany(await login(app, 'yeni@example.com', WRONG), busyText('60 dakika'), 3590, 3600);

      advance(30 * MINUTE);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), busyText('30 dakika'), 1790, 1800);
      advance(30 * MINUTE + 1_000);
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
    }));

  it('attempts refused during a block neither extend it nor count as failures', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      await failTimes(app, 'sahip@example.com', 5);
      for (let i = 0; i < 3; i++) {
        expectTooMany(await login(app, 'sahip@example.com', WRONG), blockedText('10 dakika'), 590, 600);
      }
      advance(10 * MINUTE + 1_000);
      // The block ends on time, and the count starts again: one more failure is not a block.
      expectLoginFailed(await login(app, 'sahip@example.com', WRONG));
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
    }));
});

/** What each answer was: checked and failed, or refused (with its message and Retry-After), or signed in. */
function kinds(responses: GraphQLResponse[]) {
  return responses.map((response) => {
    const error = response.errors?.[0];
    if (!error) return 'signed in';
    if (error.extensions.code === 'UNAUTHENTICATED' && error.message === LOGIN_FAILED) return 'checked';
    return `${error.extensions.code}: ${error.message} (${String(error.extensions.retryAfter)})`;
  });
}

/** How many of each kind, e.g. `{ checked: 5, 'TOO_MANY_REQUESTS: … (600)': 10 }`. */
const tally = (responses: GraphQLResponse[]) =>
  kinds(responses).reduce<Record<string, number>>(
    (counts, kind) => ({ ...counts, [kind]: (counts[kind] ?? 0) + 1 }),
    {},
  );

const refusedFor = (wait: string, seconds: number) => `TOO_MANY_REQUESTS: ${blockedText(wait)} (${seconds})`;

describe(`GraphQL sign-in tries under parallel and spread attempts (${testDb})`, () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('15 wrong passwords at once check 5 (the tries are taken before the check); the others are refused with the block', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      for (const email of ['sahip@example.com', 'kimse@example.com']) {
        const answers = await Promise.all(Array.from({ length: 15 }, () => login(app, email, WRONG)));
        // "checked" is only ever answered after the password was compared: 5 (before, every one was).
        expect(tally(answers)).toEqual({ checked: 5, [refusedFor('10 dakika', 600)]: 10 });
      }
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
      advance(10 * MINUTE + 1_000);
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD), 'sahip@example.com');
    }));

  it('the tries belong to the account: every spelling the database finds it by spends them', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'owner@example.com', password: PASSWORD, role: 'admin' });
      const spellings = [
        'öwner@exämple.com',
        'owner@exämple.com',
        'ówner@example.com',
        'öwner@example.com',
        'OWNËR@example.com',
      ];
      fakeDate();
      if (testDb === 'mysql') {
        // utf8mb4_unicode_ci compares without accents: each spelling finds the account…
        expectSignedIn(await login(app, spellings[0]!, PASSWORD), 'owner@example.com');
        for (const email of spellings) expectLoginFailed(await login(app, email, WRONG));
        // …so the five failures are the account's, whichever spelling is tried next.
        expectTooMany(await login(app, 'owner@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
        expectTooMany(await login(app, spellings[1]!, PASSWORD), blockedText('10 dakika'), 590, 600);
      } else {
        // SQLite compares bytes: the spellings are unknown emails, each with its own tries.
        expectLoginFailed(await login(app, spellings[0]!, PASSWORD));
        for (const email of spellings) expectLoginFailed(await login(app, email, WRONG));
        expectSignedIn(await login(app, 'owner@example.com', PASSWORD), 'owner@example.com');
      }
    }));

  it('20 failures an hour per account from addresses that never signed in to it; the addresses it knows stay open', () =>
    withApp({ TRUST_PROXY: 'true' }, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, from('198.51.100.7')), 'sahip@example.com');

      // 30 wrong passwords at once, each from its own address (1 per address: no address limit
      // is reached). An unknown email is limited the same way: the answers tell nothing.
      const at = (n: number) => from(`203.0.113.${n + 1}`);
      const rounds = [];
      for (const email of ['sahip@example.com', 'kimse@example.com']) {
        const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => login(app, email, WRONG, at(n))));
        expect(tally(answers)).toEqual({ checked: 20, [refusedFor('60 dakika', 3600)]: 10 });
        rounds.push(kinds(answers));
      }
      // A new address is refused even with the right password; the one that signed in before is not.
      expectTooMany(
        await login(app, 'sahip@example.com', PASSWORD, from('192.0.2.1')),
        blockedText('60 dakika'),
        3590,
        3600,
      );
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, from('198.51.100.7')), 'sahip@example.com');

      // After the hour: an address whose try was refused there was not charged for it (5 failures
      // left before its block), one whose try was checked has 4 left.
      advance(HOUR + 1_000);
      const refusedAt = at(rounds[0]!.findIndex((kind) => kind !== 'checked'));
      const checkedAt = at(rounds[0]!.indexOf('checked'));
      await failTimes(app, 'sahip@example.com', 5, refusedAt);
      await failTimes(app, 'sahip@example.com', 4, checkedAt);
      for (const address of [refusedAt, checkedAt]) {
        expectTooMany(await login(app, 'sahip@example.com', PASSWORD, address), blockedText('10 dakika'), 590, 600);
      }
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, from('192.0.2.1')), 'sahip@example.com');
    }));

  it('IPv6 addresses are counted by their /64, an IPv4-mapped one as its IPv4 address', () =>
    withApp({ TRUST_PROXY: 'true' }, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      fakeDate();
      for (let n = 1; n <= 5; n++)
        expectLoginFailed(await login(app, 'sahip@example.com', WRONG, from(`2001:db8:1:2::${n}`)));
      expectTooMany(
        await login(app, 'sahip@example.com', PASSWORD, from('2001:DB8:1:2:ffff:ffff:ffff:ffff')),
        blockedText('10 dakika'),
        590,
        600,
      );
      expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, from('2001:db8:1:3::1')), 'sahip@example.com');

      await failTimes(app, 'sahip@example.com', 5, from('::ffff:203.0.113.9'));
      expectTooMany(
        await login(app, 'sahip@example.com', PASSWORD, from('203.0.113.9')),
        blockedText('10 dakika'),
        590,
        600,
      );

      for (let n = 1; n <= 5; n++) {
        expect(await send(app, n, from(`2001:db8:9:9:${n}::1`))).toEqual({ data: { sendContactMessage: true } });
      }
      expectTooMany(await send(app, 6, from('2001:db8:9:9::abcd')), contactText('10 dakika'), 590, 600);
      expect(await send(app, 7, from('2001:db8:9:a::1'))).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(6);
    }));
});
