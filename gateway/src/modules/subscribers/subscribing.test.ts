import { createHmac, randomUUID } from 'node:crypto';
import { siteName } from '@portfolio/content-rules';
import type { Config } from '../../core/config';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { freePort } from '../../../test/support/net';
import { restCall } from '../../../test/support/rest';
import { MailServer, until } from '../../../test/support/smtp';
import { snapshot } from '../../../test/support/snapshot';
import { Subscriber, SubscriberDeparture, SubscriberStatus } from './subscriber.entities';

/**
 * Issue 47, a reader's side: subscribing on every door (GraphQL, REST's 202, the form without
 * JavaScript) answers the same whatever the address's state; the confirmation mail (at most one a
 * day, through a real SMTP server) holds the one link, which confirms only by a POST; a mail's
 * unsubscribe link deletes the address at once (RFC 8058's one-click POST too), keeping only its
 * keyed hash; unconfirmed addresses go after 7 days. Every refusal is Turkish and changes nothing.
 */

const SUBSCRIBE = 'mutation($email: String!, $website: String) { subscribe(email: $email, website: $website) }';
const CONFIRM = 'mutation($token: String!) { confirmSubscription(token: $token) }';
const UNSUBSCRIBE = 'mutation($token: String!) { unsubscribe(token: $token) }';
const INVALID_EMAIL = 'Geçerli bir e-posta adresi girin';
const INVALID_LINK = 'Bu bağlantı geçersiz ya da süresi dolmuş';
const SITE = 'https://site.example';

/** Each call from its own client address (TRUST_PROXY), so the per-address limit stays out of the way. */
let address = 0;
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${(++address % 250) + 1}` });

/** Polls for due mails much sooner than a real site does, for a test's seconds. */
const quick = (port: number) => (config: Config) => ({
  ...config,
  mail: { ...config.mail!, smtpUrl: new URL(`smtp://127.0.0.1:${port}`), retryMaxMs: 400, pollMs: 100 },
});

/** The contract's tokens, made here from the key as the contract writes them. */
const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
const leaveToken = (key: string, id: string) => `${id}.${mac(key, `leave:${id}`)}`;

describe(`subscribing, confirming and leaving (${testDb})`, () => {
  let smtp: MailServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(
      dataSource,
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'site@ornek.com', TRUST_PROXY: 'true' },
      drop,
      quick(smtp.port),
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const subscribers = () => app.dataSource.getRepository(Subscriber);
  const find = (email: string) => subscribers().findOneBy({ email });
  const hashKey = async () =>
    ((await app.dataSource.query('SELECT hashKey FROM subscriber_settings')) as Array<{ hashKey: string }>)[0]!.hashKey;
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
  const linkIn = (text: string) => new RegExp(`${SITE}/subscribe/confirm/([A-Za-z0-9._-]+)`).exec(text)?.[1];
  /**
   * Waits until every mail queued so far has gone: a new address's mail, queued last, has come (the
   * outbox sends the oldest first). Then a mail that should not come would have.
   */
  let marks = 0;
  const drained = async () => {
    const email = `isaret${++marks}@ornek.com`;
    await app.gql(SUBSCRIBE, { email }, { headers: fresh() });
    await until(() => mailsTo(email).length === 1, 10_000);
  };
  /** What is stored once the outbox is still (its sending changes its rows). */
  const settled = async () => {
    await drained();
    return snapshot(app);
  };
  const mailCount = async (email: string) => {
    await drained();
    return mailsTo(email).length;
  };

  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = fresh()) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const redirect = async (response: Response) => ({
    status: response.status,
    location: response.headers.get('location'),
  });

  it('before any link was given out, a well-formed one is refused and the key is not made by it', async () => {
    const before = await snapshot(app);
    const token = `${randomUUID()}.${'A'.repeat(22)}`;
    expect(failure(await app.gql(CONFIRM, { token }))).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_LINK });
    expect(failure(await app.gql(UNSUBSCRIBE, { token }))).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_LINK });
    expect(await snapshot(app)).toEqual(before);
    expect(before.subscriber_settings).toEqual([]);
  });

  it('a new address, on each door: the same answer, a pending row, and one confirmation mail with its link', async () => {
    expect(await app.gql(SUBSCRIBE, { email: '  Okur.Bir@Ornek.COM ' }, { headers: fresh() })).toEqual({
      data: { subscribe: true },
    });
    const rest = await restCall(app, 'POST', '/api/subscribers', {
      body: { email: 'okur.iki@ornek.com' },
      headers: fresh(),
    });
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 202, body: { success: true, data: null } });
    expect(await redirect(await form('/subscribe', { email: 'okur.uc@ornek.com', website: '' }))).toEqual({
      status: 303,
      location: '/subscribe?durum=gonderildi',
    });

    for (const email of ['okur.bir@ornek.com', 'okur.iki@ornek.com', 'okur.uc@ornek.com']) {
      const row = await find(email);
      expect(row).toMatchObject({ email, status: SubscriberStatus.PENDING, source: 'form', confirmedAt: null });
      expect(row!.confirmationSentAt).toBeInstanceOf(Date);
      expect(await mailCount(email)).toBe(1);
    }
    const [mail] = mailsTo('okur.bir@ornek.com');
    expect(mail!.subject).toBe(`${siteName(null)}: aboneliğinizi onaylayın`);
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail!.headers.get('precedence')).toBeUndefined();
    const link = linkIn(mail!.text!);
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`${SITE}/subscribe/confirm/${link}`);
    expect(mail!.html).not.toMatch(/<img/i); // no tracking pixel
  });

  it('a known, a confirmed and a honeypot address are answered exactly as a new one, and get no mail', async () => {
    const rest = (body: object) => restCall(app, 'POST', '/api/subscribers', { body, headers: fresh() });
    const newOne = await rest({ email: 'yeni@ornek.com' });
    await subscribers().update(
      { email: 'okur.iki@ornek.com' },
      { status: SubscriberStatus.CONFIRMED, confirmedAt: new Date() },
    );
    const before = await settled();
    const answers = [
      await rest({ email: 'okur.bir@ornek.com' }), // pending, its mail sent today
      await rest({ email: 'OKUR.IKI@ornek.com' }), // confirmed
      await rest({ email: 'robot@ornek.com', website: 'https://spam.example' }), // the honeypot
    ];
    for (const answer of answers)
      expect({ status: answer.status, text: answer.text }).toEqual({ status: newOne.status, text: newOne.text });
    expect(await app.gql(SUBSCRIBE, { email: 'robot@ornek.com', website: 'x' }, { headers: fresh() })).toEqual({
      data: { subscribe: true },
    });
    expect(await redirect(await form('/subscribe', { email: 'robot@ornek.com', website: 'x' }))).toEqual({
      status: 303,
      location: '/subscribe?durum=gonderildi',
    });
    expect(await snapshot(app)).toEqual(before);
    expect(await mailCount('okur.bir@ornek.com')).toBe(1);
    expect(mailsTo('okur.iki@ornek.com')).toHaveLength(1);
    expect(mailsTo('robot@ornek.com')).toEqual([]);
  });

  it.each([
    ['no at sign', 'okur.ornek.com', INVALID_EMAIL],
    ['no domain ending', 'okur@ornek', INVALID_EMAIL],
    ['a space inside', 'okur bir@ornek.com', INVALID_EMAIL],
    ['two addresses', 'okur@ornek.com, baska@ornek.com', INVALID_EMAIL],
    ['a display name', 'Okur <okur@ornek.com>', INVALID_EMAIL],
    ['a quoted local part', '"okur"@ornek.com', INVALID_EMAIL],
    // Every one-line argument of the schema refuses line breaks before the field runs.
    [
      'a line break',
      'okur@ornek.com\r\nBcc: x@ornek.com',
      'Bu alan tek satır olmalıdır: satır sonu ve sekme kullanılamaz',
    ],
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, INVALID_EMAIL],
    ['empty', '   ', INVALID_EMAIL],
  ])(
    '%s: refused in Turkish on every door (the form: durum=gecersiz), and nothing stored',
    async (_what, email, message) => {
      const before = await settled();
      expect(failure(await app.gql(SUBSCRIBE, { email }, { headers: fresh() }))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
      const rest = await restCall(app, 'POST', '/api/subscribers', { body: { email }, headers: fresh() });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 400,
        body: { success: false, message },
      });
      expect(await redirect(await form('/subscribe', { email }))).toEqual({
        status: 303,
        location: '/subscribe?durum=gecersiz',
      });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('5 subscriptions per client address in 10 minutes: then 429 in Turkish, nothing stored, another address unaffected', async () => {
    const one = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i++)
      expect(await app.gql(SUBSCRIBE, { email: `sinir${i}@ornek.com` }, { headers: one })).toEqual({
        data: { subscribe: true },
      });
    const before = await settled();
    const refused = failure(await app.gql(SUBSCRIBE, { email: 'sinir5@ornek.com' }, { headers: one }));
    expect(refused).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Çok fazla deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/),
    });
    const rest = await restCall(app, 'POST', '/api/subscribers', { body: { email: 'sinir5@ornek.com' }, headers: one });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ success: false, message: refused.message });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await redirect(await form('/subscribe', { email: 'sinir5@ornek.com' }, one))).toEqual({
      status: 303,
      location: '/subscribe?durum=cok-fazla',
    });
    expect(await snapshot(app)).toEqual(before);
    expect(await app.gql(SUBSCRIBE, { email: 'sinir5@ornek.com' }, { headers: fresh() })).toEqual({
      data: { subscribe: true },
    });
  });

  it('a waiting address gets at most one confirmation mail a day; a newer mail kills the older link', async () => {
    const email = 'gunde.bir@ornek.com';
    await app.gql(SUBSCRIBE, { email }, { headers: fresh() });
    expect(await mailCount(email)).toBe(1);
    await app.gql(SUBSCRIBE, { email }, { headers: fresh() });
    expect(await mailCount(email)).toBe(1);
    const first = linkIn(mailsTo(email)[0]!.text!)!;
    // A day later (the last mail's time set back a day): a new mail, a new link.
    const row = (await find(email))!;
    await subscribers().update({ id: row.id }, { confirmationSentAt: new Date(Date.now() - 86_400_001) });
    await app.gql(SUBSCRIBE, { email }, { headers: fresh() });
    expect(await mailCount(email)).toBe(2);
    const second = linkIn(mailsTo(email)[1]!.text!)!;
    expect(second).not.toBe(first);
    const before = await settled();
    expect(failure(await app.gql(CONFIRM, { token: first }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: INVALID_LINK,
    });
    expect(await snapshot(app)).toEqual(before);
    expect(await app.gql(CONFIRM, { token: second })).toEqual({ data: { confirmSubscription: true } });
    expect((await find(email))!.status).toBe(SubscriberStatus.CONFIRMED);
  });

  it("the mail's link confirms by a POST alone (a GET confirms nothing); again is fine; a bad link changes nothing", async () => {
    const email = 'okur.uc@ornek.com';
    const token = linkIn(mailsTo(email)[0]!.text!)!;
    await fetch(`${app.url}/subscribe/confirm/${token}`, { redirect: 'manual' });
    await fetch(`${app.url}/subscribe/confirm/${token}`, { method: 'HEAD', redirect: 'manual' });
    expect((await find(email))!.status).toBe(SubscriberStatus.PENDING);

    const { id } = (await find(email))!;
    const before = await settled();
    for (const token of [
      `${id}.${'A'.repeat(22)}`,
      `${id}.${mac(await hashKey(), `leave:${id}`)}`, // a leave token is no confirm token
      'bozuk',
      '',
      `${id}.${'A'.repeat(22)}.x`,
    ]) {
      expect(failure(await app.gql(CONFIRM, { token }))).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_LINK });
      const rest = await restCall(app, 'POST', '/api/subscribers/confirm', { body: { token } });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 400,
        body: { success: false, message: INVALID_LINK },
      });
      if (token)
        expect(await redirect(await form(`/subscribe/confirm/${encodeURIComponent(token)}`, {}))).toEqual({
          status: 303,
          location: '/subscribe?durum=baglanti-gecersiz',
        });
    }
    expect(await snapshot(app)).toEqual(before);

    const started = Date.now();
    expect(await redirect(await form(`/subscribe/confirm/${token}`, {}))).toEqual({
      status: 303,
      location: '/subscribe?durum=onaylandi',
    });
    const confirmed = (await find(email))!;
    expect(confirmed.status).toBe(SubscriberStatus.CONFIRMED);
    expect(confirmed.confirmedAt!.getTime()).toBeGreaterThanOrEqual(started - 5);
    const rest = await restCall(app, 'POST', '/api/subscribers/confirm', { body: { token } });
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: { success: true, data: null } });
    expect((await find(email))!.confirmedAt).toEqual(confirmed.confirmedAt);
  });

  it("RFC 8058's one-click POST deletes the address at once and keeps only its keyed hash; again answers the same", async () => {
    const email = 'okur.uc@ornek.com';
    const { id } = (await find(email))!;
    const key = await hashKey();
    const token = leaveToken(key, id);
    const click = () =>
      fetch(`${app.url}/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });
    const left = Date.now();
    const answer = await click();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe('Abonelikten çıktınız.');
    expect(await find(email)).toBeNull();
    const departures = await app.dataSource.getRepository(SubscriberDeparture).find();
    const hash = createHmac('sha256', key).update(`email:${email}`).digest('hex');
    expect(departures.map((row) => row.hash)).toEqual([hash]);
    expect(departures[0]!.leftAt.getTime()).toBeGreaterThanOrEqual(left - 5);
    expect(JSON.stringify(await app.dataSource.query('SELECT * FROM subscriber_departures'))).not.toContain('ornek');

    const before = await settled();
    expect((await click()).status).toBe(200);
    expect(await app.gql(UNSUBSCRIBE, { token })).toEqual({ data: { unsubscribe: true } });
    expect(await snapshot(app)).toEqual(before);
  });

  it("a multipart one-click (the RFC prefers it), the page's button and both API doors unsubscribe too", async () => {
    const key = await hashKey();
    const tokenOf = async (email: string) => leaveToken(key, (await find(email))!.id);

    const boundary = 'sinir-4f2a';
    const multipart = await fetch(`${app.url}/unsubscribe/${await tokenOf('okur.bir@ornek.com')}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      redirect: 'manual',
    });
    expect({ status: multipart.status, text: await multipart.text() }).toEqual({
      status: 200,
      text: 'Abonelikten çıktınız.',
    });
    expect(await redirect(await form(`/unsubscribe/${await tokenOf('okur.iki@ornek.com')}`, {}))).toEqual({
      status: 303,
      location: '/subscribe?durum=ayrildi',
    });
    const rest = await restCall(app, 'POST', '/api/subscribers/unsubscribe', {
      body: { token: await tokenOf('yeni@ornek.com') },
    });
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: { success: true, data: null } });
    expect(await app.gql(UNSUBSCRIBE, { token: await tokenOf('gunde.bir@ornek.com') })).toEqual({
      data: { unsubscribe: true },
    });
    for (const email of ['okur.bir@ornek.com', 'okur.iki@ornek.com', 'yeni@ornek.com', 'gunde.bir@ornek.com'])
      expect(await find(email)).toBeNull();
    expect(await app.dataSource.getRepository(SubscriberDeparture).count()).toBe(5);
  });

  it('an unsubscribe link whose signature is wrong is refused in Turkish on every door and changes nothing', async () => {
    const { id } = (await find('sinir0@ornek.com'))!;
    const before = await settled();
    for (const token of [`${id}.${'B'.repeat(22)}`, leaveToken('baska-anahtar', id), 'bozuk']) {
      expect(failure(await app.gql(UNSUBSCRIBE, { token }))).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_LINK });
      const rest = await restCall(app, 'POST', '/api/subscribers/unsubscribe', { body: { token } });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 400,
        body: { success: false, message: INVALID_LINK },
      });
      expect(await redirect(await form(`/unsubscribe/${token}`, {}))).toEqual({
        status: 303,
        location: '/subscribe?durum=baglanti-gecersiz',
      });
      const click = await form(`/unsubscribe/${token}`, { 'List-Unsubscribe': 'One-Click' });
      expect({ status: click.status, text: await click.text() }).toEqual({ status: 400, text: INVALID_LINK });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('an address left unconfirmed for 7 days is deleted by the hourly work of any gateway, with its link', async () => {
    const day = 86_400_000;
    const aged = async (email: string, days: number, status = SubscriberStatus.PENDING) => {
      await app.gql(SUBSCRIBE, { email }, { headers: fresh() });
      await subscribers().update({ email }, { createdAt: new Date(Date.now() - days * day), status });
    };
    await aged('eski.bekleyen@ornek.com', 7.01);
    await aged('yeni.bekleyen@ornek.com', 6.9);
    await aged('eski.onayli@ornek.com', 30, SubscriberStatus.CONFIRMED);
    await until(() => mailsTo('eski.bekleyen@ornek.com').length === 1, 10_000);
    const link = linkIn(mailsTo('eski.bekleyen@ornek.com')[0]!.text!)!;
    // Another gateway over the same database: it deletes them as it starts, then every hour.
    const other = await serveTestApp(app.dataSource, { TRUST_PROXY: 'true' });
    try {
      await until(async () => !(await find('eski.bekleyen@ornek.com')), 10_000);
      expect(await find('eski.bekleyen@ornek.com')).toBeNull();
      expect(await find('yeni.bekleyen@ornek.com')).not.toBeNull();
      expect(await find('eski.onayli@ornek.com')).not.toBeNull();
      expect(failure(await app.gql(CONFIRM, { token: link }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: INVALID_LINK,
      });
    } finally {
      await other.close();
    }
  });
});
