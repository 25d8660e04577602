import { createHmac, randomUUID } from 'node:crypto';
import type { Config } from '../../core/config';
import { serveTestApp, startAdminApp, type TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { expectAdminOnly, failure, ISO } from '../../../test/support/graphql';
import { freePort } from '../../../test/support/net';
import { restCall } from '../../../test/support/rest';
import { MailServer, until } from '../../../test/support/smtp';
import { snapshot } from '../../../test/support/snapshot';
import { Subscriber, SubscriberDeparture, SubscriberStatus } from './subscriber.entities';

/**
 * Issue 47, the owner's 'Aboneler': counts, the list with search and pages, deleting, CSV export and
 * import (departed addresses skipped, invalid ones counted, a confirmation mail each unless the owner
 * declares they agreed), the mails' settings, the sends. The admin's alone, on both doors.
 */

const COUNTS = '{ subscriberCounts { confirmed waiting leftThisMonth } }';
const LIST =
  'query($search: String, $page: Int, $perPage: Int) { subscribers(search: $search, page: $page, perPage: $perPage) { items { id email status source createdAt confirmedAt } page perPage total pages } }';
const DELETE = 'mutation($id: ID!) { deleteSubscriber(id: $id) }';
const CSV = '{ subscribersCsv }';
const IMPORT =
  'mutation($csv: String!, $agreed: Boolean!) { importSubscribers(csv: $csv, alreadyAgreed: $agreed) { added known departed invalid } }';
const SENDS = '{ subscriberSends { id kind itemId title status total sent failed dueAt startedAt finishedAt } }';
const MAILING = 'query($id: ID!) { postMailing(postId: $id) { id } }';
const SETTINGS = '{ subscriberSettings { mailContent mailEnabled } }';
const SET_SETTINGS =
  'mutation($content: MailContent!) { setSubscriberSettings(mailContent: $content) { mailContent mailEnabled } }';

type Listed = {
  id: string;
  email: string;
  status: string;
  source: string;
  createdAt: string;
  confirmedAt: string | null;
};

describe(`the owner's subscribers (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const subscribers = () => app.dataSource.getRepository(Subscriber);
  const add = (email: string, status: SubscriberStatus, minutesAgo: number) =>
    subscribers().save(
      subscribers().create({
        email,
        status,
        source: 'form',
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        confirmedAt: status === SubscriberStatus.CONFIRMED ? new Date() : null,
      }),
    );
  const hashKey = async () =>
    ((await app.dataSource.query('SELECT hashKey FROM subscriber_settings')) as Array<{ hashKey: string }>)[0]!.hashKey;
  const depart = async (email: string, leftAt = new Date()) =>
    app.dataSource.getRepository(SubscriberDeparture).save({
      hash: createHmac('sha256', await hashKey())
        .update(`email:${email}`)
        .digest('hex'),
      leftAt,
    });
  const list = async (variables: Record<string, unknown> = {}) =>
    (
      await app.gql<{ subscribers: { items: Listed[]; page: number; perPage: number; total: number; pages: number } }>(
        LIST,
        variables,
        { token },
      )
    ).data!.subscribers;

  beforeAll(async () => {
    // The module's key is made by the first write that needs it: saving the settings is one.
    await app.gql(SET_SETTINGS, { content: 'SUMMARY' }, { token });
    await add('ayse@ornek.com', SubscriberStatus.CONFIRMED, 50);
    await add('mehmet@ornek.com', SubscriberStatus.PENDING, 40);
    await add('ali_veli@ornek.com', SubscriberStatus.CONFIRMED, 30);
    await add('alixveli@ornek.com', SubscriberStatus.CONFIRMED, 20);
    await add('=formul@ornek.com', SubscriberStatus.PENDING, 10);
    await depart('giden@ornek.com');
    await depart('gecen.ay@ornek.com', new Date(Date.now() - 40 * 86_400_000));
  });

  it('counts the confirmed, the waiting, and who left this month (never an address)', async () => {
    expect((await app.gql(COUNTS, {}, { token })).data).toEqual({
      subscriberCounts: { confirmed: 3, waiting: 2, leftThisMonth: 1 },
    });
    const rest = await restCall(app, 'GET', '/api/subscribers/counts', { token });
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 200,
      body: { success: true, data: { confirmed: 3, waiting: 2, leftThisMonth: 1 } },
    });
  });

  it('lists newest first, page by page; search finds a part of the address, its % and _ as written', async () => {
    const all = await list();
    expect(all.items.map((item) => item.email)).toEqual([
      '=formul@ornek.com',
      'alixveli@ornek.com',
      'ali_veli@ornek.com',
      'mehmet@ornek.com',
      'ayse@ornek.com',
    ]);
    expect(all).toMatchObject({ page: 1, perPage: 50, total: 5, pages: 1 });
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      email: '=formul@ornek.com',
      status: 'PENDING',
      source: 'form',
      createdAt: expect.stringMatching(ISO),
      confirmedAt: null,
    });
    const second = await list({ page: 2, perPage: 2 });
    expect(second.items.map((item) => item.email)).toEqual(['ali_veli@ornek.com', 'mehmet@ornek.com']);
    expect(second).toMatchObject({ page: 2, perPage: 2, total: 5, pages: 3 });
    expect((await list({ search: ' ALI_ ' })).items.map((item) => item.email)).toEqual(['ali_veli@ornek.com']);
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: 'ornek' })).total).toBe(5);

    const rest = await restCall<Array<Record<string, unknown>>>(app, 'GET', '/api/subscribers?search=ali&perPage=1', {
      token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      success: true,
      data: [
        {
          _id: expect.any(String),
          email: 'alixveli@ornek.com',
          status: 'confirmed',
          source: 'form',
          createdAt: expect.stringMatching(ISO),
          confirmedAt: expect.stringMatching(ISO),
        },
      ],
      meta: { page: 1, perPage: 1, total: 2, pages: 2 },
    });
  });

  it.each([
    [{ page: 0 }, 'Sayfa 1 ya da daha büyük bir tam sayı olmalı'],
    [{ perPage: 0 }, 'Sayfa başına 1 ile 100 arasında abone gösterilebilir'],
    [{ perPage: 101 }, 'Sayfa başına 1 ile 100 arasında abone gösterilebilir'],
  ])('a page out of range (%j) is refused in Turkish', async (variables, message) => {
    expect(failure(await app.gql(LIST, variables, { token }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('exports every subscriber as RFC 4180 CSV, a formula made text', async () => {
    const csv = (await app.gql<{ subscribersCsv: string }>(CSV, {}, { token })).data!.subscribersCsv;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,status,createdAt,confirmedAt');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(/^ayse@ornek\.com,confirmed,\d{4}-.+Z,\d{4}-.+Z$/),
      expect.stringMatching(/^mehmet@ornek\.com,pending,\d{4}-.+Z,$/),
      expect.stringMatching(/^ali_veli@ornek\.com,confirmed,/),
      expect.stringMatching(/^alixveli@ornek\.com,confirmed,/),
      expect.stringMatching(/^'=formul@ornek\.com,pending,/),
    ]);
    const rest = await restCall(app, 'GET', '/api/subscribers/export', { token });
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: { success: true, data: csv } });
  });

  it('imports: new addresses added, known and repeated ones left, departed skipped, invalid counted', async () => {
    const csv = [
      '"Ad","E-posta","Not"',
      '"Zeynep","Zeynep@Ornek.com","ilk, virgüllü"',
      'Kaan,kaan@ornek.com,"satır\nsonlu"',
      'Kaan,KAAN@ornek.com,tekrar',
      'Ayşe,ayse@ornek.com,zaten var',
      'Giden,giden@ornek.com,ayrılmış',
      'Bozuk,bozuk-adres,',
      'Boş,,',
      "Formül,'=formul@ornek.com,dışa aktarılmıştı",
    ].join('\r\n');
    const result = await app.gql(IMPORT, { csv, agreed: true }, { token });
    expect(result).toEqual({ data: { importSubscribers: { added: 2, known: 3, departed: 1, invalid: 2 } } });
    const zeynep = await subscribers().findOneByOrFail({ email: 'zeynep@ornek.com' });
    expect(zeynep).toMatchObject({ status: SubscriberStatus.CONFIRMED, source: 'import', confirmationSentAt: null });
    expect(zeynep.confirmedAt).toBeInstanceOf(Date);
    expect(await subscribers().findOneBy({ email: 'giden@ornek.com' })).toBeNull();

    // No header: the first column; semicolons, as a spreadsheet saved in Turkish writes them.
    const rest = await restCall(app, 'POST', '/api/subscribers/import', {
      token,
      body: { csv: '\ufeffyeni1@ornek.com;Yeni\nyeni2@ornek.com;Yeni\n', alreadyAgreed: false },
    });
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 200,
      body: { success: true, data: { added: 2, known: 0, departed: 0, invalid: 0 } },
    });
    // Without mail (no SMTP_URL) they wait, unmailed, and go after 7 days.
    expect(await subscribers().findOneByOrFail({ email: 'yeni1@ornek.com' })).toMatchObject({
      status: SubscriberStatus.PENDING,
      source: 'import',
      confirmationSentAt: null,
    });
  });

  it.each([
    [
      '10 001 rows',
      `email\n${Array.from({ length: 10_001 }, (_, i) => `k${i}@ornek.com`).join('\n')}`,
      'Bir seferde en fazla 10 000 satır aktarılabilir',
    ],
    ['more than 1 MB', `email\n${'a'.repeat(89)}@ornek.com\n`.repeat(9_500), 'CSV dosyası en fazla 1 MB olabilir'],
    [
      'an unclosed quote',
      'email\n"acik@ornek.com\nbaska@ornek.com',
      'CSV okunamadı: tırnakları ve satırları denetleyin',
    ],
  ])('an import of %s is refused in Turkish and adds nothing', async (_what, csv, message) => {
    const before = await snapshot(app);
    expect(failure(await app.gql(IMPORT, { csv, agreed: true }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('a body over the request limit (1 MiB) is refused before it is read, in Turkish', async () => {
    const before = await snapshot(app);
    const csv = `email\n${'a'.repeat(89)}@ornek.com\n`.repeat(11_000);
    const rest = await restCall(app, 'POST', '/api/subscribers/import', { token, body: { csv, alreadyAgreed: true } });
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 413,
      body: { success: false, message: 'İstek çok büyük (en fazla 1 MB).' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it("deletes an address without keeping a departure (it was not the reader's choice); an unknown one is 404", async () => {
    const { id } = await subscribers().findOneByOrFail({ email: 'mehmet@ornek.com' });
    const departures = await app.dataSource.getRepository(SubscriberDeparture).count();
    expect(await app.gql(DELETE, { id }, { token })).toEqual({ data: { deleteSubscriber: true } });
    expect(await subscribers().findOneBy({ id })).toBeNull();
    expect(await app.dataSource.getRepository(SubscriberDeparture).count()).toBe(departures);
    const before = await snapshot(app);
    for (const unknown of [id, randomUUID(), 'yok']) {
      expect(failure(await app.gql(DELETE, { id: unknown }, { token }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Abone bulunamadı',
      });
      const rest = await restCall(app, 'DELETE', `/api/subscribers/${unknown}`, { token });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 404,
        body: { success: false, message: 'Abone bulunamadı' },
      });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it("the mails' settings: a summary by default, the whole post when chosen; mail off without SMTP_URL", async () => {
    expect((await app.gql(SETTINGS, {}, { token })).data).toEqual({
      subscriberSettings: { mailContent: 'SUMMARY', mailEnabled: false },
    });
    expect((await app.gql(SET_SETTINGS, { content: 'FULL' }, { token })).data).toEqual({
      setSubscriberSettings: { mailContent: 'FULL', mailEnabled: false },
    });
    const rest = await restCall(app, 'PUT', '/api/subscribers/settings', { token, body: { mailContent: 'summary' } });
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 200,
      body: { success: true, data: { mailContent: 'summary', mailEnabled: false } },
    });
    expect((await restCall(app, 'GET', '/api/subscribers/settings', { token })).body.data).toEqual({
      mailContent: 'summary',
      mailEnabled: false,
    });
    const before = await snapshot(app);
    const refused = await restCall(app, 'PUT', '/api/subscribers/settings', { token, body: { mailContent: 'hepsi' } });
    expect(refused.status).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('no send yet: the list of sends is empty and a post has none', async () => {
    expect((await app.gql(SENDS, {}, { token })).data).toEqual({ subscriberSends: [] });
    expect((await app.gql(MAILING, { id: randomUUID() }, { token })).data).toEqual({ postMailing: null });
    expect((await restCall(app, 'GET', '/api/subscribers/sends', { token })).body).toEqual({ success: true, data: [] });
  });

  it('every admin field refuses anonymous callers and users, on both doors, and changes nothing', async () => {
    const { id } = await subscribers().findOneByOrFail({ email: 'ayse@ornek.com' });
    await expectAdminOnly(app, [
      [COUNTS, {}],
      [LIST, {}],
      [DELETE, { id }],
      [CSV, {}],
      [IMPORT, { csv: 'x@ornek.com', agreed: true }],
      [SENDS, {}],
      [MAILING, { id }],
      [SETTINGS, {}],
      [SET_SETTINGS, { content: 'FULL' }],
    ]);
    const before = await snapshot(app);
    for (const [method, path, body] of [
      ['GET', '/api/subscribers'],
      ['GET', '/api/subscribers/counts'],
      ['GET', '/api/subscribers/export'],
      ['GET', '/api/subscribers/sends'],
      ['GET', '/api/subscribers/settings'],
      ['PUT', '/api/subscribers/settings', { mailContent: 'full' }],
      ['POST', '/api/subscribers/import', { csv: 'x@ornek.com', alreadyAgreed: true }],
      ['DELETE', `/api/subscribers/${id}`],
    ] as const) {
      const rest = await restCall(app, method, path, { body });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 401,
        body: { success: false, message: 'Oturum açmanız gerekiyor.' },
      });
    }
    expect(await snapshot(app)).toEqual(before);
  });
});

describe(`an import whose addresses have not agreed yet (${testDb})`, () => {
  it('mails each new address its confirmation, and says mail is on', async () => {
    const smtp = new MailServer(await freePort());
    await smtp.start();
    const { dataSource, drop } = await openTestDatabase();
    const app = await serveTestApp(
      dataSource,
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'site@ornek.com' },
      drop,
      (config: Config) => ({ ...config, mail: { ...config.mail!, pollMs: 100 } }),
    );
    try {
      const { token } = await app.signIn('admin');
      const csv = Array.from({ length: 12 }, (_, i) => `okur${i}@ornek.com`).join('\n');
      expect((await app.gql(IMPORT, { csv, agreed: false }, { token })).data).toEqual({
        importSubscribers: { added: 12, known: 0, departed: 0, invalid: 0 },
      });
      await until(() => smtp.received.length >= 12, 15_000);
      const links = smtp.received.map((mail) => /\/subscribe\/confirm\/(\S+)/.exec(mail.text!)?.[1]);
      expect(new Set(links).size).toBe(12);
      const rows = await dataSource.getRepository(Subscriber).find();
      expect(rows.every((row) => row.status === SubscriberStatus.PENDING && row.confirmationSentAt)).toBe(true);
      // Each mail's link is its own address's: it confirms that one.
      const mail = smtp.received.find((received) => JSON.stringify(received.to).includes('okur7@ornek.com'))!;
      const link = /\/subscribe\/confirm\/(\S+)/.exec(mail.text!)![1]!;
      expect(await app.gql('mutation($t: String!) { confirmSubscription(token: $t) }', { t: link })).toEqual({
        data: { confirmSubscription: true },
      });
      expect((await dataSource.getRepository(Subscriber).findOneByOrFail({ email: 'okur7@ornek.com' })).status).toBe(
        SubscriberStatus.CONFIRMED,
      );
      expect((await app.gql(SETTINGS, {}, { token })).data).toEqual({
        subscriberSettings: { mailContent: 'SUMMARY', mailEnabled: true },
      });
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});
