import jwt from 'jsonwebtoken';
import { User } from '../src/modules/auth/user.entity';
import { setRole } from '../src/modules/auth/users.service';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { FORBIDDEN, UNAUTHENTICATED, VALID_CONTACT_INFO } from './support/rest-auth';

/**
 * docs/api.md#who-may-do-what and the 401/429 rows of the status table, on the REST facade:
 * a token revoked, of a deleted or demoted user, or with a changed signature stops working at
 * once; a failed login gives no token, and repeated failures are limited.
 */

const LOGIN_FAILED = 'Giriş başarısız';

describe(`REST tokens that stopped working (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('a token revoked by logout → 401 on admin rows and /api/auth/me; public rows still answer', async () => {
    const { token } = await app.signIn('admin');
    expect((await api(app, 'GET', '/api/contact', { token })).status).toBe(200);
    const logout = await app.gql<{ logout: boolean }>('mutation { logout }', {}, { token });
    expect(logout.data?.logout).toBe(true);
    const before = await api(app, 'GET', '/api/settings');
    for (const [method, path, body] of [
      ['GET', '/api/contact', undefined],
      ['GET', '/api/auth/me', undefined],
      ['PUT', '/api/settings/contact-info', VALID_CONTACT_INFO],
    ] as const) {
      const response = await api(app, method, path, { token, body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: UNAUTHENTICATED });
    }
    const settings = await api(app, 'GET', '/api/settings', { token });
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual(before.body);
  });

  it('a token whose user was deleted → 401', async () => {
    const { token, user } = await app.signIn('admin');
    await app.dataSource.getRepository(User).delete({ id: user.id });
    const response = await api(app, 'PUT', '/api/settings/contact-info', { token, body: VALID_CONTACT_INFO });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: UNAUTHENTICATED });
    expect((await api(app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('an admin demoted to user keeps a valid token but gets 403 on admin rows at once', async () => {
    const { token, user } = await app.signIn('admin');
    expect((await api(app, 'GET', '/api/contact', { token })).status).toBe(200);
    await setRole(app.dataSource, user.email, 'user');
    const response = await api(app, 'GET', '/api/contact', { token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: FORBIDDEN });
    const me = await api<{ user: { role: string } }>(app, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data!.user.role).toBe('user');
  });

  it('a token with a changed signature or signed with another secret → 401', async () => {
    const { token, user } = await app.signIn('admin');
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    const foreign = jwt.sign({ ver: 0 }, 'another-secret-'.padEnd(48, 'y'), {
      algorithm: 'HS256',
      issuer: 'portfolio',
      subject: user.id,
      expiresIn: '1h',
    });
    for (const bad of [flipped, foreign]) {
      const response = await api(app, 'GET', '/api/contact', { token: bad });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: UNAUTHENTICATED });
    }
  });
});

describe(`REST login failures (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('a wrong password → 401 Giriş başarısız, no token', async () => {
    const { user } = await app.signIn('admin');
    const response = await api(app, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ success: false, message: LOGIN_FAILED });
  });

  it('an unknown email → the same 401 Giriş başarısız', async () => {
    const response = await api(app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever-password' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: LOGIN_FAILED });
  });

  it('after 5 failures for one email, a 6th attempt (even with the right password) → 429 with Retry-After', async () => {
    const { user, password } = await app.signIn('user');
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api(app, 'POST', '/api/auth/login', {
        body: { email: user.email, password: 'nope-nope' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await api(app, 'POST', '/api/auth/login', { body: { email: user.email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  });
});
