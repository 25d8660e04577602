import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { createUser } from '../src/modules/auth/users.service';
import { testDb } from './support/db';
import { advance, fakeDate } from './support/clock';
import {
  HOUR,
  MINUTE,
  PASSWORD,
  SEND,
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
 * - contact form: 5 messages per address per 10 minutes, 20 per day; a honeypot drops bots;
 * - client address: the socket address, or X-Forwarded-For only when TRUST_PROXY says so, for
 *   the contact form's and the login's counters (the login limits: graphql-login-limits.test.ts).
 *
 * The counters read the clock through `Date`, so time is moved by faking Date alone; the HTTP
 * server, the database drivers and every timer keep running for real. Each test that needs
 * fresh counters starts its own app.
 */

afterEach(() => {
  jest.useRealTimers();
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
