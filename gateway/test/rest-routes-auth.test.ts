import { createUser } from '../src/modules/auth/users.service';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { ok, type User } from './support/rest-shapes';

/**
 * The sign-in rows of docs/api.md#rest-routes (/api/auth) over real HTTP: each success answer,
 * field by field, with the field names of docs/api.md#field-names. The other rows:
 * rest-routes-*.test.ts.
 */

describe(`REST success answers (${testDb})`, () => {
  describe('/api/auth', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    it('POST /api/auth/login answers {token, user: {_id, email, username, role}}; the token works', async () => {
      const created = await createUser(app.dataSource, {
        email: 'owner@example.com',
        password: 'a-long-password',
        role: 'admin',
        username: 'deniz',
      });
      const data = ok<{ token: string; user: User }>(
        await api<{ token: string; user: User }>(app, 'POST', '/api/auth/login', {
          body: { email: 'owner@example.com', password: 'a-long-password' },
        }),
      );
      expect(Object.keys(data).sort()).toEqual(['token', 'user']);
      expect(data.token.split('.')).toHaveLength(3);
      expect(data.user).toEqual({ _id: created.id, email: 'owner@example.com', username: 'deniz', role: 'admin' });
      expect(JSON.stringify(data)).not.toMatch(/password|hash/i);

      const me = ok<{ user: User }>(await api<{ user: User }>(app, 'GET', '/api/auth/me', { token: data.token }));
      expect(me).toEqual({ user: data.user });
    });

    it('POST /api/auth/login accepts the email in another case and with spaces', async () => {
      const { user, password } = await app.signIn('user', 'mixed@example.com');
      const data = ok<{ token: string; user: User }>(
        await api<{ token: string; user: User }>(app, 'POST', '/api/auth/login', {
          body: { email: '  MIXED@Example.com ', password },
        }),
      );
      expect(data.user).toEqual({ _id: user.id, email: 'mixed@example.com', username: null, role: 'user' });
    });

    it('GET /api/auth/me answers {user: {_id, email, username, role}} for an admin and for a plain user', async () => {
      for (const role of ['admin', 'user'] as const) {
        const { token, user } = await app.signIn(role);
        const me = ok<{ user: User }>(await api<{ user: User }>(app, 'GET', '/api/auth/me', { token }));
        expect(Object.keys(me)).toEqual(['user']);
        expect(me.user).toEqual({ _id: user.id, email: user.email, username: null, role });
      }
    });
  });
});
