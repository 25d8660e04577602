import { DEFAULT_SITE_NAME } from '@portfolio/content-rules';
import type { ParsedMail } from 'mailparser';
import { Not } from 'typeorm';
import type { Config } from '../../core/config';
import { leaveToken } from './tokens';
import {
  SendStatus,
  Subscriber,
  SubscriberDelivery,
  SubscriberSend,
  SubscriberSettingsRow,
  SubscriberStatus,
} from './subscriber.entities';
import { Sender } from './sender';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { openSharedDatabase, openTestDatabase, testDb } from '../../../test/support/db';
import { freePort } from '../../../test/support/net';
import { restCall } from '../../../test/support/rest';
import { noMail } from '../../../test/support/services';
import { MailServer, until } from '../../../test/support/smtp';

/**
 * Issue 47.3–47.5, 'A mail for every new post': when a post becomes visible (published now, or its
 * scheduled moment arrives) each confirmed subscriber gets one mail, through a real SMTP server
 * (smtp-server, in this process), exactly once across gateways and a dead SMTP server; an edit later
 * sends nothing; 'Abonelere gönder' off sends nothing; an address that leaves mid-send is not mailed;
 * every mail carries what mailbox providers ask of bulk mail, and its one-click unsubscribe works.
 */

const CREATE = 'mutation($input: BlogInput!) { createBlog(input: $input) { id slug publishDate } }';
const UPDATE = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
const DELETE = 'mutation($id: ID!) { deleteBlog(id: $id) }';
const MAILING =
  'query($id: ID!) { postMailing(postId: $id) { id kind itemId title status total sent failed dueAt startedAt finishedAt } }';
const SENDS = '{ subscriberSends { itemId status total sent failed } }';
const UNSUBSCRIBE = 'mutation($token: String!) { unsubscribe(token: $token) }';

const FROM = 'yazilar@ornek.com';
const RATE = 10;

type Mailing = { status: string; total: number; sent: number; failed: number; dueAt: string; id: string } | null;

/** The sender's waits much shorter than a real site's, for a test's seconds (MAIL_RATE stays as set). */
const quick = (config: Config) => ({ ...config, mail: { ...config.mail!, retryMaxMs: 400, pollMs: 100 } });
const env = (smtp: MailServer) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: FROM,
  MAIL_RATE: String(RATE),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw header of a received mail, unfolded (RFC 5322 2.2.3). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find(({ key }) => key === name.toLowerCase())
    ?.line.replace(/\r?\n(?=[ \t])/g, '')
    .slice(name.length + 1)
    .trim();

/** Confirmed (or pending) subscribers made as the owner's import makes them. */
async function subscribe(app: TestApp, emails: string[], status = SubscriberStatus.CONFIRMED): Promise<Subscriber[]> {
  const subscribers = app.dataSource.getRepository(Subscriber);
  return subscribers.save(
    emails.map((email) =>
      subscribers.create({
        email,
        status,
        source: 'admin',
        confirmedAt: status === SubscriberStatus.CONFIRMED ? new Date() : null,
      }),
    ),
  );
}

/** Whom `mails` went to, sorted. */
const recipients = (mails: ParsedMail[]) =>
  mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to!.value[0]!.address)).sort();

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@ornek.com`);

describe(`mails of new posts to subscribers (${testDb})`, () => {
  let smtp: MailServer;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(dataSource, env(smtp), drop, quick);
    token = (await app.signIn('admin', 'sahip@ornek.com')).token;
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });
  // Each test its own subscribers and mails.
  beforeEach(async () => {
    for (const entity of [SubscriberSend, Subscriber])
      await app.dataSource.createQueryBuilder().delete().from(entity).execute();
    smtp.received.length = 0;
  });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await app.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const publish = async (input: Record<string, unknown>) =>
    (await gql<{ createBlog: { id: string; slug: string; publishDate: string } }>(CREATE, { input: blogInput(input) }))
      .createBlog;
  const mailing = async (id: string) => (await gql<{ postMailing: Mailing }>(MAILING, { id })).postMailing;
  const done = (id: string) => until(async () => (await mailing(id))?.status === 'DONE');
  const mailsTo = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

  it('mails each confirmed subscriber once when a post is published, as mailbox providers ask; pending addresses get none; the one-click link unsubscribes', async () => {
    const confirmed = await subscribe(app, addresses('okur', 3));
    await subscribe(app, addresses('bekleyen', 2), SubscriberStatus.PENDING);
    const title = 'Işık, gölge ve İğne: ğüşıöç ĞÜŞIÖÇİ';
    const post = await publish({ title, shortDescription: 'Kısa özet: şehrin ışıkları.' });
    await done(post.id);
    expect(await mailing(post.id)).toMatchObject({ status: 'DONE', total: 3, sent: 3, failed: 0 });
    const mails = mailsTo(title);
    expect(recipients(mails)).toEqual(confirmed.map(({ email }) => email).sort());
    expect(smtp.received).toHaveLength(3);

    const { hashKey } = await app.dataSource.getRepository(SubscriberSettingsRow).findOneByOrFail({ id: 1 });
    const send = await app.dataSource.getRepository(SubscriberSend).findOneByOrFail({ itemId: post.id });
    for (const subscriber of confirmed) {
      const mail = mails.find((m) => JSON.stringify(m.to).includes(subscriber.email))!;
      const leave = leaveToken(hashKey, subscriber.id);
      expect(mail.messageId).toBe(`<${send.id}.${subscriber.id}@ornek.com>`);
      expect(mail.from).toMatchObject({ value: [{ address: FROM, name: DEFAULT_SITE_NAME }] });
      expect(mail.date).toBeInstanceOf(Date);
      expect(header(mail, 'List-Unsubscribe')).toBe(
        `<https://site.example/unsubscribe/${leave}>, <mailto:${FROM}?subject=unsubscribe%20${leave}>`,
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'Precedence')).toBe('bulk');
      expect(header(mail, 'Auto-Submitted')).toBe('auto-generated');
      expect(mail.text).toContain('Kısa özet: şehrin ışıkları.');
      expect(mail.text).toContain(`Yazının tamamını okuyun https://site.example/blog/${post.slug}`);
      expect(mail.text).toContain(`Abonelikten çık https://site.example/unsubscribe/${leave}`);
      expect(mail.html).toContain(`src="https://site.example/blog/${post.slug}/og.png"`);
      expect(mail.html).toContain(`href="https://site.example/unsubscribe/${leave}"`);
    }
    // Nothing of the send stays but its counts.
    expect(await app.dataSource.getRepository(SubscriberDelivery).count()).toBe(0);
    expect((await gql<{ subscriberSends: unknown[] }>(SENDS)).subscriberSends).toEqual([
      { itemId: post.id, status: 'DONE', total: 3, sent: 3, failed: 0 },
    ]);

    // A mailbox provider's one click (RFC 8058): a POST to the header's address, no page.
    const url = /<(https:[^>]+)>/.exec(header(mails[0]!, 'List-Unsubscribe')!)![1]!;
    const left = mails[0]!.to && !Array.isArray(mails[0]!.to) ? mails[0]!.to.value[0]!.address : '';
    const answer = await fetch(url.replace('https://site.example', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Abonelikten çıktınız.');
    expect(await app.dataSource.getRepository(Subscriber).countBy({ email: left })).toBe(0);

    // The next post goes to the others alone.
    const next = await publish({ title: 'Sonraki yazı' });
    await done(next.id);
    expect(recipients(mailsTo('Sonraki yazı'))).toEqual(
      confirmed
        .map(({ email }) => email)
        .filter((email) => email !== left)
        .sort(),
    );
  });

  it('sends nothing for an edit of a post, its unpublishing and publishing again, or when Abonelere gönder is off', async () => {
    await subscribe(app, addresses('okur', 2));
    const post = await publish({ title: 'Bir kez' });
    await done(post.id);
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Bir kez, düzeltildi', content: '<p>Yeni</p>' }) });
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Bir kez', status: 'DRAFT' }) });
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Bir kez', status: 'PUBLISHED' }) });

    const quiet = await publish({ title: 'Sessiz', mailSubscribers: false });
    expect(await mailing(quiet.id)).toBeNull();
    // Turned on once it is public: it went out quietly, and stays so.
    await gql(UPDATE, { id: quiet.id, input: blogInput({ title: 'Sessiz', mailSubscribers: true }) });
    // Through REST: a draft saved by the editor with the box unticked, then published with a body
    // that leaves the flag out, keeps it off.
    const draft = await restCall<{ _id: string }>(app, 'POST', '/api/blogs', {
      token,
      body: blogInput({ title: 'Taslak', status: 'draft' }),
    });
    const id = draft.body.data!._id;
    const saved = await restCall<{ mailSubscribers: boolean }>(app, 'PUT', `/api/blogs/${id}/autosave`, {
      token,
      body: { title: 'Taslak', mailSubscribers: false },
    });
    expect(saved.body.data!.mailSubscribers).toBe(false);
    const published = await restCall<{ mailSubscribers: boolean }>(app, 'PUT', `/api/blogs/${id}`, {
      token,
      body: blogInput({ title: 'Taslak', status: 'published' }),
    });
    expect(published.body.data!.mailSubscribers).toBe(false);
    await sleep(1_000); // a mail would come in this time
    expect(await mailing(quiet.id)).toBeNull();
    expect(await mailing(id)).toBeNull();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Bir kez', 'Bir kez']);
    expect(await app.dataSource.getRepository(SubscriberSend).count()).toBe(1);
  });

  it('sends a scheduled post at its moment, not before; its send follows its date and flag until then', async () => {
    await subscribe(app, addresses('okur', 2));
    const later = (ms: number) => new Date(Date.now() + ms).toISOString();
    const post = await publish({ title: 'Zamanlı', publishDate: later(60_000) });
    expect(await mailing(post.id)).toMatchObject({ status: 'WAITING', total: 0, dueAt: post.publishDate });
    // Off, it is dropped; on again before its moment, it waits again; a draft has none.
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Zamanlı', mailSubscribers: false }) });
    expect(await mailing(post.id)).toBeNull();
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Zamanlı', mailSubscribers: true }) });
    expect(await mailing(post.id)).toMatchObject({ status: 'WAITING' });
    await gql(UPDATE, { id: post.id, input: blogInput({ title: 'Zamanlı', status: 'DRAFT' }) });
    expect(await mailing(post.id)).toBeNull();
    // A scheduled post removed takes its send with it.
    const removed = await publish({ title: 'Silinen', publishDate: later(60_000) });
    expect(await mailing(removed.id)).toMatchObject({ status: 'WAITING' });
    await gql(DELETE, { id: removed.id });
    expect(await mailing(removed.id)).toBeNull();

    const moment = later(2_000);
    await gql(UPDATE, {
      id: post.id,
      input: blogInput({ title: 'Zamanlı, yeni adıyla', status: 'PUBLISHED', publishDate: moment }),
    });
    expect(await mailing(post.id)).toMatchObject({ status: 'WAITING', dueAt: moment });
    await sleep(Math.max(0, Date.parse(moment) - Date.now() - 700));
    expect(smtp.received).toHaveLength(0);
    await done(post.id);
    expect(recipients(mailsTo('Zamanlı, yeni adıyla'))).toEqual(addresses('okur', 2).sort());
    for (const mail of smtp.received) expect(mail.date!.getTime()).toBeGreaterThanOrEqual(Date.parse(moment) - 1_000);
  });

  it('loses and doubles no mail while the SMTP server is away mid-send, and shows the real progress', async () => {
    const emails = addresses('okur', 30);
    await subscribe(app, emails);
    const post = await publish({ title: 'Kesinti' });
    await until(() => smtp.received.length >= 5);
    await smtp.stop();
    const during = await mailing(post.id);
    expect(during).toMatchObject({ status: 'SENDING', total: 30 });
    expect(during!.sent).toBeLessThan(30);
    // It tries again while the server stays away, and waits longer each time.
    const deliveries = app.dataSource.getRepository(SubscriberDelivery);
    const attempts = async () => (await deliveries.maximum('attempts', { sendId: during!.id })) ?? 0;
    await until(async () => (await attempts()) >= 2);
    expect(await attempts()).toBeGreaterThanOrEqual(2);
    await smtp.start();
    await done(post.id);
    await sleep(500); // a second sending would come in this time
    expect(await mailing(post.id)).toMatchObject({ status: 'DONE', total: 30, sent: 30, failed: 0 });
    expect(recipients(mailsTo('Kesinti'))).toEqual(emails.sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
  });

  it('does not mail an address that leaves mid-send, and counts one a server refuses for good as failed', async () => {
    const emails = addresses('okur', 20);
    const subscribers = await subscribe(app, emails);
    smtp.refused.add('okur2@ornek.com');
    const post = await publish({ title: 'Ayrılan' });
    await until(() => smtp.received.length >= 1);
    // The one whose mail comes last leaves now.
    const { id: sendId } = (await mailing(post.id))!;
    const refused = subscribers.find(({ email }) => email === 'okur2@ornek.com')!;
    const last = await app.dataSource
      .getRepository(SubscriberDelivery)
      .findOneOrFail({ where: { sendId, subscriberId: Not(refused.id) }, order: { id: 'DESC' } });
    const leaving = subscribers.find(({ id }) => id === last.subscriberId)!;
    const { hashKey } = await app.dataSource.getRepository(SubscriberSettingsRow).findOneByOrFail({ id: 1 });
    expect(await app.gql(UNSUBSCRIBE, { token: leaveToken(hashKey, leaving.id) })).toEqual({
      data: { unsubscribe: true },
    });
    await done(post.id);
    smtp.refused.clear();
    expect(recipients(mailsTo('Ayrılan'))).toEqual(
      emails.filter((email) => email !== leaving.email && email !== 'okur2@ornek.com').sort(),
    );
    expect(await mailing(post.id)).toMatchObject({ status: 'DONE', total: 20, sent: 18, failed: 1 });
  });
});

describe(`mails of new posts from two gateways (${testDb})`, () => {
  it('sends each mail once, one send at a time for the site at MAIL_RATE', async () => {
    const smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSources, drop } = await openSharedDatabase(2);
    const gateways = [
      await serveTestApp(dataSources[0]!, env(smtp), async () => undefined, quick),
      await serveTestApp(dataSources[1]!, env(smtp), drop, quick),
    ];
    try {
      const emails = addresses('okur', 15);
      await subscribe(gateways[0]!, emails);
      const { token } = await gateways[1]!.signIn('admin', 'sahip@ornek.com');
      const posts = ['Birinci', 'İkinci'];
      for (const [i, title] of posts.entries())
        expect((await gateways[i]!.gql(CREATE, { input: blogInput({ title }) }, { token })).errors).toBeUndefined();
      await until(() => smtp.received.length >= 30, 30_000);
      await sleep(1_000); // a second sending would come in this time
      for (const title of posts)
        expect(recipients(smtp.received.filter((m) => m.subject === title))).toEqual(emails.sort());
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
      // Both gateways sending at once would take half the time.
      const times = smtp.received.map((mail) => mail.at);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual((30 / RATE - 1) * 1000);
    } finally {
      for (const gateway of gateways) await gateway.close();
      await smtp.stop();
    }
  });
});

describe(`mails of new posts without mail (${testDb})`, () => {
  it('makes no mailing of a post that appears while mail is off, even once mail is on', async () => {
    const { dataSource, drop } = await openTestDatabase();
    const app = await serveTestApp(dataSource, {}, drop);
    try {
      const { token } = await app.signIn('admin', 'sahip@ornek.com');
      const { data } = await app.gql<{ createBlog: { id: string } }>(CREATE, { input: blogInput() }, { token });
      const sends = dataSource.getRepository(SubscriberSend);
      expect(await sends.countBy({ itemId: data!.createBlog.id, status: SendStatus.WAITING })).toBe(1);
      // What every gateway without SMTP_URL does a minute after its start, and every minute.
      const sender = new Sender({
        dataSource,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
        mail: noMail(app),
        announced: [],
        publicUrl: 'https://site.example',
        siteName: async () => 'Site',
        settings: () => dataSource.getRepository(SubscriberSettingsRow).findOneByOrFail({ id: 1 }),
      });
      sender.start();
      await until(async () => (await sends.count()) === 0);
      await sender.stop();
      expect(await sends.count()).toBe(0);
      expect((await app.gql(MAILING, { id: data!.createBlog.id }, { token })).data).toEqual({ postMailing: null });
    } finally {
      await app.close();
    }
  });
});
