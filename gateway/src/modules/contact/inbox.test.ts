import { randomUUID } from 'node:crypto';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { messageInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { expectAdminOnly, expectOnlyError } from '../../../test/support/graphql';
import { restCall as api } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';
import { noMail } from '../../../test/support/services';

/**
 * Issue 24, 'Every message reaches the owner': the inbox. Messages are filtered (inbox, unread,
 * archived, all), changed several at a time (all or none), counted for the admin's badge, and
 * deleted once past their retention; on both doors, every refusal changing nothing stored.
 */

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const LIST = 'query($filter: MessageFilter) { contactMessages(filter: $filter) { name readAt archivedAt } }';
const UPDATE = 'mutation($ids: [ID!]!, $action: MessageAction!) { updateContactMessages(ids: $ids, action: $action) }';
const STATUS = '{ inboxStatus { unread retentionDays mailEnabled mailWaiting mailError } }';

type Listed = { name: string; readAt: string | null; archivedAt: string | null };

describe(`contact inbox (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const ids: Record<string, string> = {};

  const names = async (filter?: string) =>
    (await app.gql<{ contactMessages: Listed[] }>(LIST, filter ? { filter } : {}, { token })).data!.contactMessages.map(
      (message) => message.name,
    );
  const update = (list: string[], action: string) =>
    app.gql<{ updateContactMessages: number }>(UPDATE, { ids: list, action }, { token });
  const status = async () =>
    (await app.gql<{ inboxStatus: Record<string, unknown> }>(STATUS, {}, { token })).data!.inboxStatus;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp({ MESSAGE_RETENTION_DAYS: '30' }));
    for (const name of ['Ali', 'Ayşe', 'Can', 'Deniz']) {
      await app.gql(SEND, { input: messageInput({ name }) });
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
    }
    const all = await app.dataSource.getRepository(ContactMessage).find();
    for (const message of all) ids[message.name] = message.id;
  });
  afterAll(() => app.close());

  it('lists the inbox, the unread, the archive and everything, newest first', async () => {
    expect(await update([ids.Ali!, ids.Ayşe!], 'ARCHIVE')).toEqual({ data: { updateContactMessages: 2 } });
    expect(await update([ids.Can!], 'READ')).toEqual({ data: { updateContactMessages: 1 } });
    expect(await names('INBOX')).toEqual(['Deniz', 'Can']);
    expect(await names('UNREAD')).toEqual(['Deniz']);
    expect(await names('ARCHIVED')).toEqual(['Ayşe', 'Ali']);
    expect(await names('ALL')).toEqual(['Deniz', 'Can', 'Ayşe', 'Ali']);
    expect(await names()).toEqual(['Deniz', 'Can', 'Ayşe', 'Ali']); // the list of docs/product/admin.md#messages: every message
    expect(await status()).toEqual({
      unread: 1,
      retentionDays: 30,
      mailEnabled: false,
      mailWaiting: 0,
      mailError: null,
    });
    const stats = await app.gql('{ dashboardStats { messageCount unreadMessageCount } }', {}, { token });
    expect(stats.data).toEqual({ dashboardStats: { messageCount: 4, unreadMessageCount: 1 } });
  });

  it('keeps the first time a message was read or archived, and takes each action back', async () => {
    const before = await snapshot(app, ['contact_messages']);
    await update([ids.Ali!, ids.Can!], 'ARCHIVE'); // Ali is archived already, Can not yet
    await update([ids.Can!, ids.Deniz!], 'READ'); // Can is read already
    const rows = await app.dataSource.getRepository(ContactMessage).find();
    const row = (name: string) => rows.find((message) => message.name === name)!;
    const earlier = JSON.parse(before.contact_messages!.find((text) => text.includes('"Ali"'))!) as ContactMessage;
    expect(new Date(row('Ali').archivedAt!).getTime()).toBe(new Date(earlier.archivedAt!).getTime());
    expect(row('Can').archivedAt).not.toBeNull();
    expect(row('Deniz').readAt).not.toBeNull();

    await update([ids.Can!, ids.Ali!], 'UNARCHIVE');
    await update([ids.Can!, ids.Deniz!], 'UNREAD');
    expect(await names('INBOX')).toEqual(['Deniz', 'Can', 'Ali']);
    expect(await names('UNREAD')).toEqual(['Deniz', 'Can', 'Ali']);
  });

  it('REST: GET /api/contact?filter=…, GET /api/contact/status, POST /api/contact/bulk', async () => {
    const archived = await api<Listed[]>(app, 'GET', '/api/contact?filter=archived', { token });
    expect(archived.status).toBe(200);
    expect(archived.body.data!.map((message) => message.name)).toEqual(['Ayşe']);

    const done = await api(app, 'POST', '/api/contact/bulk', { token, body: { ids: [ids.Ayşe], action: 'unarchive' } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, data: 1 });
    expect((await api<Listed[]>(app, 'GET', '/api/contact?filter=inbox', { token })).body.data).toHaveLength(4);

    const glance = await api(app, 'GET', '/api/contact/status', { token });
    expect(glance.body).toEqual({
      success: true,
      data: { unread: 4, retentionDays: 30, mailEnabled: false, mailWaiting: 0, mailError: null },
    });
    const wrong = await api(app, 'GET', '/api/contact?filter=spam', { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.success).toBe(false);
  });

  it.each([
    ['an unknown id among known ones', () => [ids.Ali!, randomUUID()], 'ARCHIVE', 'NOT_FOUND', 'Mesaj bulunamadı'],
    ['an id that is not a uuid', () => ['olmayan-mesaj'], 'DELETE', 'NOT_FOUND', 'Mesaj bulunamadı'],
    ['no id', () => [], 'READ', 'BAD_USER_INPUT', 'En az bir mesaj seçin'],
    [
      'more than 200 ids',
      () => Array.from({ length: 201 }, () => randomUUID()),
      'DELETE',
      'BAD_USER_INPUT',
      'Bir seferde en fazla 200 mesaj seçilebilir',
    ],
  ])('refuses %s and changes nothing', async (_case, list, action, code, message) => {
    const before = await snapshot(app);
    expectOnlyError(await update(list(), action), code, message);
    const rest = await api(app, 'POST', '/api/contact/bulk', {
      token,
      body: { ids: list(), action: action.toLowerCase() },
    });
    expect(rest.body).toEqual({ success: false, message });
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses an unknown action in Turkish on both doors', async () => {
    const before = await snapshot(app);
    const graphql = await update([ids.Ali!], 'SPAM');
    expect(graphql.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const rest = await api(app, 'POST', '/api/contact/bulk', { token, body: { ids: [ids.Ali], action: 'spam' } });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/action/);
    expect(await snapshot(app)).toEqual(before);
  });

  it('is the admin’s alone', async () => {
    await expectAdminOnly(app, [
      [LIST, { filter: 'ARCHIVED' }],
      [STATUS, {}],
      [UPDATE, { ids: [ids.Ali], action: 'DELETE' }],
    ]);
  });

  it('deletes several messages at once', async () => {
    expect(await update([ids.Ali!, ids.Ali!, ids.Ayşe!], 'DELETE')).toEqual({ data: { updateContactMessages: 2 } });
    expect(await names('ALL')).toEqual(['Deniz', 'Can']);
  });

  it('deletes the messages past their retention, and only those', async () => {
    const messages = app.dataSource.getRepository(ContactMessage);
    const old = new Date(Date.now() - 31 * 86_400_000);
    await messages.update({ id: ids.Can! }, { createdAt: old });
    const service = new ContactService(app.dataSource, app.limits, noMail(app), 30);
    expect(await service.deleteExpired()).toBe(1);
    expect(await names('ALL')).toEqual(['Deniz']);
    expect(
      await new ContactService(app.dataSource, app.limits, noMail(app), 0).deleteExpired(new Date(Date.now() + 1e12)),
    ).toBe(0);
    expect(await names('ALL')).toEqual(['Deniz']);
  });
});
