import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { migrate } from '../../core/db/data-source';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { messageInput } from '../../../test/support/content';
import { connectEmpty, testDb } from '../../../test/support/db';
import { expectAdminOnly, failure, ISO } from '../../../test/support/graphql';
import { restCall as api } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';

/**
 * Issue 26: a contact message is unread until the admin marks it read, on both doors
 * (`markContactMessageRead`, `PUT /api/contact/{id}/read`), and the dashboard counts the unread ones.
 * Every refusal changes nothing stored.
 */

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const MESSAGES = '{ contactMessages { id name readAt } }';
const MARK = 'mutation($id: ID!, $read: Boolean) { markContactMessageRead(id: $id, read: $read) { id name readAt } }';
const STATS = '{ dashboardStats { messageCount unreadMessageCount } }';

type Message = { id: string; name: string; readAt: string | null };
type RestMessage = {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
};

describe(`contact messages: read state (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let ids: Record<'ali' | 'ayse' | 'can', string>;

  const list = async () =>
    (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages;
  const stats = async () => (await app.gql(STATS, {}, { token })).data!.dashboardStats;
  const mark = (id: string, read?: boolean) =>
    app.gql<{ markContactMessageRead: Message }>(MARK, read === undefined ? { id } : { id, read }, { token });
  const readOf = async (id: string) => (await list()).find((message) => message.id === id)!.readAt;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    for (const name of ['Ali', 'Ayşe', 'Can']) {
      expect(await app.gql(SEND, { input: messageInput({ name }) })).toEqual({ data: { sendContactMessage: true } });
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
    }
    const [can, ayse, ali] = await list();
    ids = { ali: ali!.id, ayse: ayse!.id, can: can!.id };
  });
  afterAll(() => app.close());

  it('a new message is unread on both doors and counted as unread', async () => {
    expect((await list()).map(({ name, readAt }) => [name, readAt])).toEqual([
      ['Can', null],
      ['Ayşe', null],
      ['Ali', null],
    ]);
    const rest = await api<RestMessage[]>(app, 'GET', '/api/contact', { token });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body.data![0]!).sort()).toEqual([
      '_id',
      'archivedAt',
      'createdAt',
      'email',
      'message',
      'name',
      'readAt',
    ]);
    expect(rest.body.data!.map((message) => message.readAt)).toEqual([null, null, null]);
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 3 });
  });

  it('GraphQL: read defaults to true, stamps readAt once, and read: false makes it unread again', async () => {
    const before = Date.now();
    const marked = await mark(ids.ayse);
    expect(marked.errors).toBeUndefined();
    const readAt = marked.data!.markContactMessageRead.readAt!;
    expect(marked.data!.markContactMessageRead).toEqual({
      id: ids.ayse,
      name: 'Ayşe',
      readAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(readAt)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(readAt)).toBeLessThanOrEqual(Date.now());
    expect(await readOf(ids.ayse)).toBe(readAt);
    expect(await readOf(ids.ali)).toBeNull();
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 2 });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await mark(ids.ayse, true)).data!.markContactMessageRead.readAt).toBe(readAt); // first reading kept
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 2 });

    expect((await mark(ids.ayse, false)).data).toEqual({
      markContactMessageRead: { id: ids.ayse, name: 'Ayşe', readAt: null },
    });
    expect(await readOf(ids.ayse)).toBeNull();
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 3 });
    expect((await mark(ids.ayse, false)).data!.markContactMessageRead.readAt).toBeNull();
  });

  it('REST: PUT /api/contact/{id}/read with {"read": true|false} answers the message, both ways', async () => {
    const read = await api<RestMessage>(app, 'PUT', `/api/contact/${ids.can}/read`, { token, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      success: true,
      data: {
        _id: ids.can,
        name: 'Can',
        email: 'ziyaretci@ornek.com',
        message: 'Merhaba, bir sorum olacaktı.',
        createdAt: expect.stringMatching(ISO),
        readAt: expect.stringMatching(ISO),
        archivedAt: null,
      },
    });
    expect(await readOf(ids.can)).toBe(read.body.data!.readAt);
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 2 });

    const unread = await api<RestMessage>(app, 'PUT', `/api/contact/${ids.can}/read`, { token, body: { read: false } });
    expect(unread.status).toBe(200);
    expect(unread.body.data).toEqual({ ...read.body.data, readAt: null });
    expect(await readOf(ids.can)).toBeNull();
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 3 });
  });

  it('the unread count follows deletions', async () => {
    await mark(ids.ali);
    expect(await stats()).toEqual({ messageCount: 3, unreadMessageCount: 2 });
    await app.gql('mutation($id: ID!) { deleteContactMessage(id: $id) }', { id: ids.ayse }, { token });
    expect(await stats()).toEqual({ messageCount: 2, unreadMessageCount: 1 });
  });

  it.each([
    ['an unknown uuid', randomUUID()],
    ['an id that is not a uuid', 'olmayan-mesaj'],
    ['an empty id', ''],
  ])('%s is NOT_FOUND "Mesaj bulunamadı" on both doors and changes nothing', async (_what, id) => {
    const before = await snapshot(app);
    expect(failure(await mark(id))).toEqual({ code: 'NOT_FOUND', message: 'Mesaj bulunamadı' });
    if (id) {
      const rest = await api(app, 'PUT', `/api/contact/${id}/read`, { token, body: { read: true } });
      expect({ status: rest.status, body: rest.body }).toEqual({
        status: 404,
        body: { success: false, message: 'Mesaj bulunamadı' },
      });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['a string', { read: 'true' }, 'Geçersiz değer: read.'],
    ['a number', { read: 1 }, 'Geçersiz değer: read.'],
    ['a list', { read: [true] }, 'Geçersiz değer: read.'],
    ['null', { read: null }, 'Geçersiz istek.'],
    ['no read field', {}, 'Geçersiz değer: read.'],
    ['an array body', [true], 'Geçersiz değer: read.'],
  ])('REST with %s for read → 400 with a Turkish message, nothing changes', async (_what, body, message) => {
    const before = await snapshot(app);
    const response = await api(app, 'PUT', `/api/contact/${ids.can}/read`, { token, body });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { success: false, message },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('GraphQL refuses a non-boolean read with a Turkish message and changes nothing', async () => {
    const before = await snapshot(app);
    expect(failure(await app.gql(MARK, { id: ids.can, read: 'evet' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Geçersiz değer: read.',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('only the admin may mark a message or read the unread count (GraphQL), nothing changes', async () => {
    await expectAdminOnly(app, [
      [MARK, { id: ids.can, read: true }],
      [MARK, { id: ids.ali, read: false }],
      [STATS, {}],
    ]);
  });

  it('REST: no token → 401, a non-admin → 403, before the body is looked at; nothing changes', async () => {
    const { token: user } = await app.signIn('user');
    const before = await snapshot(app);
    for (const [caller, status, message] of [
      [undefined, 401, 'Oturum açmanız gerekiyor.'],
      ['bozuk.jeton', 401, 'Oturum açmanız gerekiyor.'],
      [user, 403, 'Bu işlem için admin yetkisi gereklidir.'],
    ] as const) {
      for (const body of [{ read: true }, { read: false }, { read: 'x' }]) {
        const response = await api(app, 'PUT', `/api/contact/${ids.ali}/read`, { token: caller, body });
        expect({ status: response.status, body: response.body }).toEqual({ status, body: { success: false, message } });
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });
});

describe(`the read-state migration on a database with messages (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ dataSource, drop } = await connectEmpty()));
  afterAll(() => drop());

  it('adds readAt and leaves every existing message unread; undone, it removes the column', async () => {
    await migrate(dataSource);
    // Back to just before it (it and every later migration undone).
    const applied = async () =>
      ((await dataSource.query('SELECT name FROM migrations')) as Array<{ name: string }>).map((row) => row.name);
    while ((await applied()).includes('ContactRead1797000000000'))
      await dataSource.undoLastMigration({ transaction: 'each' });
    const columns = async () =>
      (await dataSource.createQueryRunner().getTable('contact_messages'))!.columns.map((column) => column.name);
    expect(await columns()).not.toContain('readAt');
    await dataSource.query(
      'INSERT INTO contact_messages (id, createdAt, name, email, message) VALUES (?, ?, ?, ?, ?)',
      [
        '00000000-0000-4000-8000-000000000001',
        '2021-01-01 00:00:00.000',
        'Eski',
        'eski@ornek.com',
        'Göçten önceki mesaj.',
      ],
    );
    expect((await migrate(dataSource))[0]).toBe('ContactRead1797000000000');
    expect(await dataSource.query('SELECT name, readAt FROM contact_messages')).toEqual([
      { name: 'Eski', readAt: null },
    ]);
  });
});
