import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { expectIso, ok, UUID, type Message } from './support/rest-shapes';

/**
 * The contact form's rows of docs/api.md#rest-routes (/api/contact) over real HTTP: each success
 * answer, field by field, with the field names of docs/api.md#field-names. The other rows:
 * rest-routes-*.test.ts.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`REST success answers (${testDb})`, () => {
  describe('/api/contact', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
    afterAll(() => app.close());

    it('GET /api/contact answers an empty list when there is no message', async () => {
      expect(ok(await api(app, 'GET', '/api/contact', { token: admin }))).toEqual([]);
    });

    it('POST /api/contact answers 201; GET /api/contact lists [{_id, name, email, message, createdAt, readAt, archivedAt}], newest first', async () => {
      const sent = [
        { name: 'Ali Veli', email: 'ali@example.com', message: 'Birinci mesajım burada.' },
        { name: '  Ayşe  ', email: ' ayse@example.org ', message: '  İkinci mesaj, boşluklu.  ' },
        { name: 'Can', email: 'can@example.net', message: 'Üçüncü ve en yeni mesaj.' },
      ];
      const before = Date.now();
      for (const body of sent) {
        const response = await api(app, 'POST', '/api/contact', { body });
        ok(response, 201);
        expect(response.body).toHaveProperty('data');
        await sleep(15); // distinct creation times
      }
      const list = ok<Message[]>(await api<Message[]>(app, 'GET', '/api/contact', { token: admin }));
      expect(list).toHaveLength(3);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual([
          '_id',
          'archivedAt',
          'createdAt',
          'email',
          'message',
          'name',
          'readAt',
        ]);
        expect(item).toHaveProperty('readAt', null); // unread
        expect(item).toHaveProperty('archivedAt', null); // in the inbox
        expect(item._id).toMatch(UUID);
        expectIso(item.createdAt);
        expect(Date.parse(item.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      }
      expect(list.map(({ name, email, message }) => ({ name, email, message }))).toEqual([
        { name: 'Can', email: 'can@example.net', message: 'Üçüncü ve en yeni mesaj.' },
        { name: 'Ayşe', email: 'ayse@example.org', message: 'İkinci mesaj, boşluklu.' },
        { name: 'Ali Veli', email: 'ali@example.com', message: 'Birinci mesajım burada.' },
      ]);
      const dates = list.map((item) => Date.parse(item.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('DELETE /api/contact/{id} answers success and removes only that message', async () => {
      const list = ok<Message[]>(await api<Message[]>(app, 'GET', '/api/contact', { token: admin }));
      const victim = list[1]!;
      const response = await api(app, 'DELETE', `/api/contact/${victim._id}`, { token: admin });
      ok(response);
      expect(response.body).toHaveProperty('data');
      const after = ok<Message[]>(await api<Message[]>(app, 'GET', '/api/contact', { token: admin }));
      expect(after).toEqual(list.filter((item) => item._id !== victim._id));
    });
  });
});
