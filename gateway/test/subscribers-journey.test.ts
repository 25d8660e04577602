import type { ParsedMail } from 'mailparser';
import type { Config } from '../src/core/config';
import { serveTestApp, type TestApp } from './support/app';
import { blogInput } from './support/content';
import { openTestDatabase, testDb } from './support/db';
import { freePort } from './support/net';
import { restCall } from './support/rest';
import { MailServer, until } from './support/smtp';

/**
 * Issue 47, done when: subscribe → confirm → publish → mail → one-click leave → next post not sent,
 * a reader's whole way through the doors a reader and the owner use (the form without JavaScript,
 * the mail's links, REST), with a real SMTP server, on each database.
 */

const SITE = 'https://site.example';
const quick = (config: Config) => ({ ...config, mail: { ...config.mail!, retryMaxMs: 400, pollMs: 100 } });

describe(`a reader who follows by e-mail, from the form to leaving (${testDb})`, () => {
  let smtp: MailServer;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(
      dataSource,
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'yazilar@ornek.com' },
      drop,
      quick,
    );
    token = (await app.signIn('admin', 'sahip@ornek.com')).token;
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  /** A form's POST, as a browser without JavaScript sends it; the answer's redirect. */
  const post = async (path: string, fields: Record<string, string>) => {
    const answer = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return `${answer.status} ${answer.headers.get('location')}`;
  };
  const mailsTo = (address: string) =>
    smtp.received.filter((mail: ParsedMail) => JSON.stringify(mail.to).includes(address));
  const publish = async (title: string) => {
    const created = await restCall<{ _id: string }>(app, 'POST', '/api/blogs', { token, body: blogInput({ title }) });
    expect(created.status).toBe(201);
    await until(async () => smtp.received.some((mail) => mail.subject === title));
  };

  it('subscribes by the form, confirms by the mail, gets the post, leaves in one click, and gets no more', async () => {
    // Two readers subscribe from the form without JavaScript; one mail each, with its one link.
    for (const email of ['okur@ornek.com', 'komsu@ornek.com'])
      expect(await post('/subscribe', { email, website: '' })).toBe('303 /subscribe?durum=gonderildi');
    await until(() => smtp.received.length === 2);
    for (const email of ['okur@ornek.com', 'komsu@ornek.com']) {
      const [mail] = mailsTo(email);
      const link = new RegExp(`${SITE}(/subscribe/confirm/[A-Za-z0-9._-]+)`).exec(mail!.text!)![1]!;
      // Opening the link (a mail scanner, a preview) confirms nothing; its page's button does.
      await fetch(`${app.url}${link}`, { redirect: 'manual' });
      expect((await app.gql('{ subscriberCounts { confirmed } }', {}, { token })).data).toMatchObject({
        subscriberCounts: { confirmed: email === 'okur@ornek.com' ? 0 : 1 },
      });
      expect(await post(link, {})).toBe('303 /subscribe?durum=onaylandi');
    }

    // The owner publishes: each reader gets the post once.
    await publish('İlk yazı: ğüşıöç');
    await until(() => mailsTo('komsu@ornek.com').length === 2);
    const [postMail] = mailsTo('okur@ornek.com').filter((mail) => mail.subject === 'İlk yazı: ğüşıöç');
    expect(mailsTo('okur@ornek.com')).toHaveLength(2);

    // One click in the mail client (RFC 8058): a POST to the header's link, answered without a page.
    const header = postMail!.headerLines.find(({ key }) => key === 'list-unsubscribe')!.line.replace(/\r?\n\s/g, '');
    const leave = /<https:\/\/site\.example([^>]+)>/.exec(header)![1]!;
    const answer = await fetch(`${app.url}${leave}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([answer.status, await answer.text()]).toEqual([200, 'Abonelikten çıktınız.']);

    // The next post goes to the one who stayed, not to the one who left.
    await publish('İkinci yazı');
    await new Promise((resolve) => setTimeout(resolve, 500)); // a mail to the one who left would come in this time
    expect(mailsTo('okur@ornek.com').map((mail) => mail.subject)).not.toContain('İkinci yazı');
    expect(mailsTo('komsu@ornek.com').map((mail) => mail.subject)).toContain('İkinci yazı');
    expect((await app.gql('{ subscriberCounts { confirmed waiting leftThisMonth } }', {}, { token })).data).toEqual({
      subscriberCounts: { confirmed: 1, waiting: 0, leftThisMonth: 1 },
    });
  });
});
