import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { createUser } from '../src/modules/auth/users.service';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { advance, fakeDate } from './support/clock';
import { expectOnlyError } from './support/graphql';

/**
 * docs/api.md#limits-and-bad-input:
 * - login: 5 failures for one email from one address → refused for 10 minutes (doubling on
 *   repeat, at most 24 h); at most 100 login attempts per address per hour;
 * - contact form: 5 messages per address per 10 minutes, 20 per day; a honeypot drops bots;
 * - client address: the socket address, or X-Forwarded-For only when TRUST_PROXY says so.
 *
 * The counters read the clock through `Date`, so time is moved by faking Date alone; the HTTP
 * server, the database drivers and every timer keep running for real. Each test that needs
 * fresh counters starts its own app.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

afterEach(() => {
  jest.useRealTimers();
});

/** Starts an app (fresh counters), runs the test, closes the app with the real clock. */
async function withApp(env: Record<string, string>, test: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp(env);
  try {
    await test(app);
  } finally {
    jest.useRealTimers();
    await app.close();
  }
}

const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { email } }
}`;
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const PASSWORD = 'dogru-sifre-123';
const WRONG = 'yanlis-sifre-000';

const LOGIN_FAILED = 'Giriş başarısız';
const blockedText = (wait: string) => `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
const busyText = (wait: string) => `Çok fazla giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
const contactText = (wait: string) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;

type LoginData = { login: { token: string; user: { email: string } } };

const login = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  app.gql<LoginData>(LOGIN, { email, password }, { headers });

const message = (n: number, extra: Record<string, unknown> = {}) => ({
  input: {
    name: 'Ziyaretçi',
    email: 'ziyaretci@example.com',
    message: `Merhaba, bu ${n}. deneme mesajıdır.`,
    ...extra,
  },
});
const send = (app: TestApp, n: number, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  app.gql(SEND, message(n, extra), { headers });
const stored = (app: TestApp) => app.dataSource.getRepository(ContactMessage).count();

function expectSignedIn(response: GraphQLResponse<LoginData>, email: string) {
  expect(response.errors).toBeUndefined();
  expect(response.data!.login.user.email).toBe(email);
  expect(typeof response.data!.login.token).toBe('string');
}

const expectLoginFailed = (response: GraphQLResponse) => expectOnlyError(response, 'UNAUTHENTICATED', LOGIN_FAILED);

/** TOO_MANY_REQUESTS with exactly this message and `retryAfter` (seconds) within [min, max]; returns it. */
function expectTooMany(response: GraphQLResponse, text: string, min: number, max: number): number {
  expect(response.data ?? null).toBeNull();
  expect(response.errors).toHaveLength(1);
  const [error] = response.errors!;
  expect(error!.extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(error!.message).toBe(text);
  expect(error!.message).toMatch(/^Çok fazla .*Lütfen \d+ (dakika|saat) sonra tekrar deneyin\.$/);
  const retryAfter = error!.extensions.retryAfter as number;
  expect(typeof retryAfter).toBe('number');
  expect(retryAfter).toBeGreaterThanOrEqual(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
  return retryAfter;
}

async function failTimes(app: TestApp, email: string, times: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < times; i++) expectLoginFailed(await login(app, email, WRONG, headers));
}

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

describe(`GraphQL contact form limits (${testDb})`, () => {
  it('5 messages per address per 10 minutes: the 6th is refused and stores nothing; allowed again after 10 minutes', () =>
    withApp({}, async (app) => {
      fakeDate();
      for (let n = 1; n <= 5; n++) expect(await send(app, n)).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(5);

      expectTooMany(await send(app, 6), contactText('10 dakika'), 590, 600);
      expect(await stored(app)).toBe(5);

      advance(9 * MINUTE);
      expectTooMany(await send(app, 7), contactText('1 dakika'), 50, 60);
      expect(await stored(app)).toBe(5);

      advance(MINUTE + 1_000);
      expect(await send(app, 8)).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(6);
      const texts = (await app.dataSource.getRepository(ContactMessage).find()).map((row) => row.message).sort();
      expect(texts).not.toContain('Merhaba, bu 6. deneme mesajıdır.');
      expect(texts).not.toContain('Merhaba, bu 7. deneme mesajıdır.');
      expect(texts).toContain('Merhaba, bu 8. deneme mesajıdır.');
    }));

  it('15 messages at once store 5: each is counted before it is stored', () =>
    withApp({}, async (app) => {
      fakeDate();
      const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => send(app, n + 1)));
      expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(5);
      for (const answer of answers.filter((a) => a.errors)) expectTooMany(answer, contactText('10 dakika'), 590, 600);
      expect(await stored(app)).toBe(5);
      // The refused ones count against neither limit: the next 10 minutes take 5 more.
      advance(10 * MINUTE + 1_000);
      for (let n = 16; n <= 20; n++) expect(await send(app, n)).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(10);
    }));

  it('at most 20 messages per address per day', () =>
    withApp({}, async (app) => {
      fakeDate();
      let n = 0;
      for (let window = 0; window < 4; window++) {
        if (window > 0) advance(10 * MINUTE + 1_000);
        for (let i = 0; i < 5; i++) expect(await send(app, ++n)).toEqual({ data: { sendContactMessage: true } });
      }
      expect(await stored(app)).toBe(20);

      advance(10 * MINUTE + 1_000); // the 10-minute window is fresh; the day is not
      const retryAfter = expectTooMany(await send(app, ++n), contactText('24 saat'), 23 * 3600, 24 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600 - 4 * 10 * 60);
      expect(await stored(app)).toBe(20);

      advance(12 * HOUR);
      expectTooMany(await send(app, ++n), contactText('12 saat'), 11 * 3600, 12 * 3600);
      expect(await stored(app)).toBe(20);

      advance(12 * HOUR); // a day and 50 minutes after the first message
      expect(await send(app, n + 1)).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(21);
    }));

  it('the honeypot: `website` filled → true, but nothing is stored', async () =>
    withApp({}, async (app) => {
      expect(await send(app, 1, {}, { website: 'https://spam.example.com' })).toEqual({
        data: { sendContactMessage: true },
      });
      expect(await stored(app)).toBe(0);
      // An empty honeypot is a person.
      expect(await send(app, 2, {}, { website: '' })).toEqual({ data: { sendContactMessage: true } });
      expect(await send(app, 3, {}, { website: null })).toEqual({ data: { sendContactMessage: true } });
      expect(await stored(app)).toBe(2);
    }));

  it('invalid input is BAD_USER_INPUT and stores nothing', () =>
    withApp({}, async (app) => {
      const response = await app.gql(SEND, {
        input: { name: 'Ziyaretçi', email: 'ziyaretci@example.com', message: 'kısa' },
      });
      expect(response.data ?? null).toBeNull();
      expect(response.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toBe('Mesaj en az 10 karakter olmalıdır');
      expect(await stored(app)).toBe(0);
    }));
});

describe(`GraphQL client address (${testDb})`, () => {
  const spoofed = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: spoofed addresses share the socket’s contact counter', () =>
    withApp({}, async (app) => {
      for (let n = 1; n <= 5; n++) {
        expect(await send(app, n, spoofed(n))).toEqual({ data: { sendContactMessage: true } });
      }
      expectTooMany(await send(app, 6, spoofed(6)), contactText('10 dakika'), 590, 600);
      expectTooMany(await send(app, 7, { 'x-forwarded-for': '127.0.0.2' }), contactText('10 dakika'), 590, 600);
      expectTooMany(
        await send(app, 8, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }),
        contactText('10 dakika'),
        590,
        600,
      );
      expectTooMany(await send(app, 9), contactText('10 dakika'), 590, 600);
      expect(await stored(app)).toBe(5);
    }));

  it('without TRUST_PROXY, spoofed addresses share the login failure counter', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      for (let n = 1; n <= 5; n++) expectLoginFailed(await login(app, 'sahip@example.com', WRONG, spoofed(n)));
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD, spoofed(6)), blockedText('10 dakika'), 590, 600);
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD), blockedText('10 dakika'), 590, 600);
    }));

  it('without TRUST_PROXY, spoofed addresses share the 100-per-hour login counter', () =>
    withApp({}, async (app) => {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      for (let n = 0; n < 100; n++) {
        expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, spoofed(n % 250)), 'sahip@example.com');
      }
      expectTooMany(await login(app, 'sahip@example.com', PASSWORD, spoofed(251)), busyText('60 dakika'), 3590, 3600);
    }));

  describe.each(['true', 'loopback'])('with TRUST_PROXY=%s', (trustProxy) => {
    it('each X-Forwarded-For address has its own contact counter', () =>
      withApp({ TRUST_PROXY: trustProxy }, async (app) => {
        for (let n = 1; n <= 5; n++) {
          expect(await send(app, n, spoofed(1))).toEqual({ data: { sendContactMessage: true } });
        }
        expectTooMany(await send(app, 6, spoofed(1)), contactText('10 dakika'), 590, 600);
        expect(await stored(app)).toBe(5);

        for (let n = 7; n <= 11; n++) {
          expect(await send(app, n, spoofed(2))).toEqual({ data: { sendContactMessage: true } });
        }
        expectTooMany(await send(app, 12, spoofed(2)), contactText('10 dakika'), 590, 600);
        expect(await send(app, 13)).toEqual({ data: { sendContactMessage: true } }); // the proxy itself
        expect(await stored(app)).toBe(11);
      }));

    it('each X-Forwarded-For address has its own login failure counter', () =>
      withApp({ TRUST_PROXY: trustProxy }, async (app) => {
        await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
        await failTimes(app, 'sahip@example.com', 5, spoofed(1));
        expectTooMany(await login(app, 'sahip@example.com', PASSWORD, spoofed(1)), blockedText('10 dakika'), 590, 600);
        expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, spoofed(2)), 'sahip@example.com');
        // The success from the other address cleared only that address's count.
        expectTooMany(await login(app, 'sahip@example.com', PASSWORD, spoofed(1)), blockedText('10 dakika'), 590, 600);
      }));

    it('each X-Forwarded-For address has its own 100-per-hour login counter', () =>
      withApp({ TRUST_PROXY: trustProxy }, async (app) => {
        await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
        for (let n = 0; n < 100; n++) {
          expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, spoofed(1)), 'sahip@example.com');
        }
        expectTooMany(await login(app, 'sahip@example.com', PASSWORD, spoofed(1)), busyText('60 dakika'), 3590, 3600);
        expectSignedIn(await login(app, 'sahip@example.com', PASSWORD, spoofed(2)), 'sahip@example.com');
      }));
  });
});
