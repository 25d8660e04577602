import { IsNull } from 'typeorm';
import type { Config } from '../../core/config';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';
import { MailOutbox } from '../mail/mail-outbox.entity';
import { retryDelay } from '../mail/outbox';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { messageInput } from '../../../test/support/content';
import { openSharedDatabase, openTestDatabase, testDb } from '../../../test/support/db';
import { freePort } from '../../../test/support/net';
import { restCall } from '../../../test/support/rest';
import { noMail } from '../../../test/support/services';
import { MailServer, until } from '../../../test/support/smtp';

/**
 * Issue 24, 'Every message reaches the owner': each contact message is mailed to the owner through
 * a real SMTP server (smtp-server, in this process), from an outbox written with the message.
 * A dead server neither loses a message nor fails the visitor's request; the mails go once it is
 * back; two gateways never send one mail twice.
 */

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const STATUS = '{ inboxStatus { mailEnabled mailWaiting mailError } }';

/** Each message from its own address (TRUST_PROXY): the per-address limit stays out of the way. */
let address = 0;
const visitor = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++address}` } });

/** Retries and looks for due mails much sooner than a real site does, for a test's seconds. */
const quick = (port: number) => (config: Config) => ({
  ...config,
  mail: { ...config.mail!, smtpUrl: new URL(`smtp://127.0.0.1:${port}`), retryMaxMs: 400, pollMs: 100 },
});

describe(`mail to the owner (${testDb})`, () => {
  let smtp: MailServer;
  let app: TestApp;
  let token: string;
  let owner: string;

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
    const admin = await app.signIn('admin', 'sahip@ornek.com');
    token = admin.token;
    owner = admin.user.email;
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('mails each message to the owner at once, with the visitor to reply to', async () => {
    const started = Date.now();
    const input = messageInput({
      name: 'Işıl Çağlar',
      email: 'isil@ornek.com',
      message: 'Merhaba, şu yazınız hakkında soracaklarım var: ğüşıöç İ.',
    });
    expect(await app.gql(SEND, { input }, visitor())).toEqual({ data: { sendContactMessage: true } });
    await until(() => smtp.received.length === 1);
    console.info(`mail at the SMTP server ${Date.now() - started} ms after the message`);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ value: [{ address: owner }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'site@ornek.com' }] });
    expect(mail!.replyTo).toMatchObject({ value: [{ address: 'isil@ornek.com' }] });
    expect(mail!.subject).toBe('Yeni mesaj: Işıl Çağlar');
    expect(mail!.text).toContain('Merhaba, şu yazınız hakkında soracaklarım var: ğüşıöç İ.');
    const rows = await app.dataSource.getRepository(MailOutbox).find();
    expect(rows).toHaveLength(1);
    expect(mail!.messageId).toBe(`<${rows[0]!.id}@ornek.com>`);
    expect(rows[0]).toMatchObject({ attempts: 0, claimedBy: null, lastError: null });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps every message while the server is down, answers the visitor, and sends each mail once when it is back', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    for (const name of ['Ali', 'Ayşe', 'Can', 'Deniz', 'Ece'])
      expect(await app.gql(SEND, { input: messageInput({ name }) }, visitor())).toEqual({
        data: { sendContactMessage: true },
      });
    const waiting = async () =>
      (await app.gql<{ inboxStatus: { mailWaiting: number; mailError: string | null } }>(STATUS, {}, { token })).data!
        .inboxStatus;
    await until(async () => (await waiting()).mailError !== null);
    expect(await waiting()).toMatchObject({ mailWaiting: 5, mailError: expect.stringMatching(/ECONNREFUSED/) });
    // Several attempts fail while it stays down.
    await until(
      async () =>
        (await app.dataSource.getRepository(MailOutbox).findOneByOrFail({ subject: 'Yeni mesaj: Ali' })).attempts >= 3,
    );

    await smtp.start();
    await until(async () => (await waiting()).mailWaiting === 0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second sending would come in this time
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      ['Ali', 'Ayşe', 'Can', 'Deniz', 'Ece'].map((name) => `Yeni mesaj: ${name}`),
    );
    expect(await waiting()).toEqual({ mailEnabled: true, mailWaiting: 0, mailError: null });
  });

  it('keeps no message text in the outbox once its mail is sent, or once the message is deleted or expired (issue 42.6)', async () => {
    const mails = app.dataSource.getRepository(MailOutbox);
    const messages = app.dataSource.getRepository(ContactMessage);
    /** Everything the outbox holds, as one text. */
    const outbox = async () => JSON.stringify(await app.dataSource.query('SELECT * FROM mail_outbox'));
    const send = async (name: string, message: string) => {
      expect(
        await app.gql(SEND, { input: messageInput({ name, email: 'gizli@ornek.com', message }) }, visitor()),
      ).toEqual({ data: { sendContactMessage: true } });
      return (await messages.findOneByOrFail({ name })).id;
    };
    smtp.received.length = 0;

    // Sent: the row keeps what a second sending needs to be recognised (its id), not the visitor's words.
    await send('Gönderilen', 'Gönderilen mesajın gizli metni');
    await until(() => smtp.received.length === 1);
    await until(async () => (await mails.countBy({ sentAt: IsNull() })) === 0);
    expect(smtp.received[0]!.text).toContain('Gönderilen mesajın gizli metni');
    expect(await outbox()).not.toMatch(/gizli|Gönderilen/);

    // Waiting while the server is down, then deleted by the owner, on either door: nothing of it stays, and it never goes.
    await smtp.stop();
    const one = await send('Silinen Bir', 'Silinen mesajın gizli metni bir');
    const two = await send('Silinen İki', 'Silinen mesajın gizli metni iki');
    expect(await outbox()).toContain('Silinen mesajın gizli metni bir');
    expect((await restCall(app, 'DELETE', `/api/contact/${one}`, { token })).status).toBe(200);
    expect(
      await app.gql(
        'mutation($ids: [ID!]!) { updateContactMessages(ids: $ids, action: DELETE) }',
        { ids: [two] },
        { token },
      ),
    ).toEqual({ data: { updateContactMessages: 1 } });
    expect(await outbox()).not.toMatch(/gizli|Silinen/);

    // Past the retention: the message and its mail waiting go; so does any mail older than the retention.
    const kept = await send('Eski', 'Eski mesajın gizli metni');
    const old = new Date(Date.now() - 31 * 86_400_000);
    await messages.update({ id: kept }, { createdAt: old });
    await mails.update({ messageId: kept }, { createdAt: old });
    await mails.insert(
      mails.create({
        messageId: null,
        replyTo: 'x@ornek.com',
        subject: 'Sahipsiz',
        text: 'Sahipsiz gizli metin',
        createdAt: old,
        nextAttemptAt: old,
      }),
    );
    await new ContactService(app.dataSource, app.limits, noMail(app), 30).deleteExpired();
    expect(await outbox()).not.toMatch(/gizli|Eski|Sahipsiz/);
    expect(await mails.countBy({ sentAt: IsNull() })).toBe(0);

    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a deleted message's mail would come in this time
    expect(smtp.received).toHaveLength(1);
  });

  it('waits twice as long after each failed attempt, never longer than the most, and never gives up', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 60_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000,
    ]);
    // Ten minutes of a dead server: each mail is tried again at most a minute after it is back.
    let waited = 0;
    let attempts = 0;
    while (waited < 10 * 60_000) waited += retryDelay(++attempts, 60_000);
    expect(retryDelay(attempts + 1, 60_000)).toBe(60_000);
    expect(retryDelay(1_000, 60_000)).toBe(60_000);
  });
});

describe(`mail to the owner from two gateways (${testDb})`, () => {
  it('sends each of 30 messages sent through either gateway once', async () => {
    const smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSources, drop } = await openSharedDatabase(2);
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'sahip@ornek.com', TRUST_PROXY: 'true' };
    const gateways = [
      await serveTestApp(dataSources[0]!, env, async () => undefined, quick(smtp.port)),
      await serveTestApp(dataSources[1]!, env, drop, quick(smtp.port)),
    ];
    try {
      const names = Array.from({ length: 30 }, (_, i) => `Ziyaretçi ${i + 1}`);
      await Promise.all(
        names.map((name, i) => gateways[i % 2]!.gql(SEND, { input: messageInput({ name }) }, visitor())),
      );
      await until(() => smtp.received.length >= 30);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a second sending would come in this time
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
        names.map((name) => `Yeni mesaj: ${name}`).sort(),
      );
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
      expect(smtp.received.every((mail) => JSON.stringify(mail.to).includes('sahip@ornek.com'))).toBe(true);
    } finally {
      for (const gateway of gateways) await gateway.close();
      await smtp.stop();
    }
  });
});
