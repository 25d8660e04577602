import jwt from 'jsonwebtoken';
import { JWT_SECRET, startTestApp, type TestApp } from './support/app';
import { newVisitor } from './support/blog';
import { aboutInput } from './support/content';
import { testDb } from './support/db';
import { minimalPdf } from './support/files';
import { postMultipart } from './support/multipart';
import { restCall as api, type Envelope, type RestResponse as ApiResponse } from './support/rest';
import { snapshot } from './support/snapshot';
import { FORBIDDEN, UNAUTHENTICATED, VALID_CONTACT_INFO } from './support/rest-auth';

/**
 * docs/api.md#who-may-do-what and the 401/403 rows of the status table, on the REST facade:
 * every admin row refuses callers without a valid admin token, even with a valid body, and
 * changes nothing; public rows ignore a bad token; the same rows work for the admin.
 */

/** A token exactly like the gateway's (HS256, issuer, subject, `ver`) but expired a minute ago. */
function expiredToken(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ ver: 0, iat: now - 3600, exp: now - 60 }, JWT_SECRET, {
    algorithm: 'HS256',
    issuer: 'portfolio',
    subject: userId,
  });
}

/** The same claims, still valid: proves that only the expiry makes `expiredToken` fail. */
function freshToken(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ ver: 0, iat: now, exp: now + 3600 }, JWT_SECRET, {
    algorithm: 'HS256',
    issuer: 'portfolio',
    subject: userId,
  });
}

const ABOUT = aboutInput();

const VALID_ABOUT = { ...ABOUT, name: 'Başka Biri', technologies: ['Go', 'Rust'] };

const VALID_BLOG = { title: 'Yeni başlık', shortDescription: 'Yeni kısa', content: '<p>yeni</p>', tags: ['t'] };

const VALID_SOCIAL = { socialMedia: [{ platform: 'twitter', url: 'https://x.com/someone', isActive: true }] };

type Ids = { blog: string; message: string };

type AdminCall = { name: string; call: (app: TestApp, ids: Ids, token?: string) => Promise<ApiResponse> };

/** Every admin row of the table, each with a valid request (so only the caller can be refused). */
const ADMIN_CALLS: AdminCall[] = [
  { name: 'PUT /api/about', call: (app, _ids, token) => api(app, 'PUT', '/api/about', { token, body: VALID_ABOUT }) },
  {
    name: 'POST /api/about/cv',
    call: async (app, _ids, token) => {
      const response = await postMultipart<Envelope>(
        `${app.url}/api/about/cv`,
        [['cv', { bytes: minimalPdf('new'), name: 'cv.pdf', type: 'application/pdf' }]],
        { token },
      );
      expect(response.body).toBeDefined();
      return { status: response.status, headers: response.headers, text: response.text, body: response.body! };
    },
  },
  { name: 'DELETE /api/about/cv', call: (app, _ids, token) => api(app, 'DELETE', '/api/about/cv', { token }) },
  { name: 'POST /api/blogs', call: (app, _ids, token) => api(app, 'POST', '/api/blogs', { token, body: VALID_BLOG }) },
  {
    name: 'PUT /api/blogs/{id}',
    call: (app, ids, token) => api(app, 'PUT', `/api/blogs/${ids.blog}`, { token, body: VALID_BLOG }),
  },
  {
    name: 'DELETE /api/blogs/{id}',
    call: (app, ids, token) => api(app, 'DELETE', `/api/blogs/${ids.blog}`, { token }),
  },
  { name: 'GET /api/contact', call: (app, _ids, token) => api(app, 'GET', '/api/contact', { token }) },
  {
    name: 'PUT /api/contact/{id}/read',
    call: (app, ids, token) => api(app, 'PUT', `/api/contact/${ids.message}/read`, { token, body: { read: true } }),
  },
  {
    name: 'DELETE /api/contact/{id}',
    call: (app, ids, token) => api(app, 'DELETE', `/api/contact/${ids.message}`, { token }),
  },
  {
    name: 'PUT /api/social-media',
    call: (app, _ids, token) => api(app, 'PUT', '/api/social-media', { token, body: VALID_SOCIAL }),
  },
  {
    name: 'PUT /api/settings/social-media',
    call: (app, _ids, token) => api(app, 'PUT', '/api/settings/social-media', { token, body: VALID_SOCIAL }),
  },
  {
    name: 'PUT /api/settings/contact-info',
    call: (app, _ids, token) => api(app, 'PUT', '/api/settings/contact-info', { token, body: VALID_CONTACT_INFO }),
  },
];

/** About with a CV, a post, a message and settings, so that every admin row has something to change. */
async function seed(app: TestApp, admin: string): Promise<Ids> {
  expect((await api(app, 'PUT', '/api/about', { token: admin, body: ABOUT })).status).toBe(200);
  const cv = await postMultipart<Envelope>(
    `${app.url}/api/about/cv`,
    [['cv', { bytes: minimalPdf('old'), name: 'cv.pdf', type: 'application/pdf' }]],
    { token: admin },
  );
  expect(cv.body?.success).toBe(true);
  const blog = await api<{ _id: string }>(app, 'POST', '/api/blogs', {
    token: admin,
    body: { title: 'Eski', shortDescription: 'Eski kısa', content: '<p>eski</p>', tags: ['e'] },
  });
  expect(blog.status).toBe(201);
  expect(
    (
      await api(app, 'POST', '/api/contact', {
        body: { name: 'Ali', email: 'ali@example.com', message: 'Merhaba, bir mesaj.' },
      })
    ).status,
  ).toBe(201);
  const messages = await api<Array<{ _id: string }>>(app, 'GET', '/api/contact', { token: admin });
  expect(
    (
      await api(app, 'PUT', '/api/settings/social-media', {
        token: admin,
        body: { socialMedia: [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }] },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api(app, 'PUT', '/api/settings/contact-info', {
        token: admin,
        body: { email: 'eski@example.com', location: 'İzmir' },
      })
    ).status,
  ).toBe(200);
  return { blog: blog.body.data!._id, message: messages.body.data![0]!._id };
}

describe(`REST admin rows refuse other callers (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let adminId: string;
  let userToken: string;
  let ids: Ids;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    const signedIn = await app.signIn('admin');
    admin = signedIn.token;
    adminId = signedIn.user.id;
    userToken = (await app.signIn('user')).token;
    ids = await seed(app, admin);
  });
  afterAll(() => app.close());

  it('the expired token differs from a working one only by its expiry', async () => {
    expect(adminId).toBeTruthy();
    const fresh = await api(app, 'GET', '/api/auth/me', { token: freshToken(adminId) });
    expect(fresh.status).toBe(200);
    const expired = await api(app, 'GET', '/api/auth/me', { token: expiredToken(adminId) });
    expect(expired.status).toBe(401);
  });

  const callers: Array<[string, () => string | undefined]> = [
    ['no token', () => undefined],
    ['a garbage token', () => 'not-a-jwt'],
    ['a garbage JWT-looking token', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['an expired admin token', () => expiredToken(adminId)],
  ];

  describe.each(callers)('with %s', (_label, token) => {
    it.each(ADMIN_CALLS.map((row) => [row.name, row] as const))(
      '%s → 401 Oturum açmanız gerekiyor., nothing changes',
      async (_name, row) => {
        const before = await snapshot(app);
        const response = await row.call(app, ids, token());
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.body).toEqual({ success: false, message: UNAUTHENTICATED });
        expect(await snapshot(app)).toEqual(before);
      },
    );
  });

  it.each(ADMIN_CALLS.map((row) => [row.name, row] as const))(
    "%s with a non-admin user's token → 403 Bu işlem için admin yetkisi gereklidir., nothing changes",
    async (_name, row) => {
      const before = await snapshot(app);
      const response = await row.call(app, ids, userToken);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ success: false, message: FORBIDDEN });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('the caller is checked before the body: an invalid body gets 401/403, not a validation error', async () => {
    const before = await snapshot(app);
    for (const [token, status, message] of [
      [undefined, 401, UNAUTHENTICATED],
      [userToken, 403, FORBIDDEN],
    ] as const) {
      for (const [method, path, body] of [
        ['POST', '/api/blogs', { title: 5 }],
        ['PUT', `/api/blogs/${ids.blog}`, {}],
        ['PUT', '/api/about', { name: '' }],
        ['PUT', '/api/settings/social-media', { socialMedia: 'x' }],
        ['PUT', '/api/settings/contact-info', { email: 'not an email' }],
      ] as const) {
        const response = await api(app, method, path, { token, body });
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status,
          body: { success: false, message },
        });
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('GET /api/auth/me: 401 without a token or with a bad one, 200 for a non-admin', async () => {
    for (const token of [undefined, 'garbage', expiredToken(adminId)]) {
      const response = await api(app, 'GET', '/api/auth/me', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: UNAUTHENTICATED });
    }
    const response = await api<{ user: { role: string } }>(app, 'GET', '/api/auth/me', { token: userToken });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data!.user.role).toBe('user');
  });

  it('a malformed Authorization header is treated as no token', async () => {
    for (const authorization of ['Basic YWRtaW46cGFzcw==', `Token ${admin}`, 'Bearer', 'Bearer a b']) {
      const response = await fetch(`${app.url}/api/contact`, { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: UNAUTHENTICATED });
    }
  });

  it.each([
    ['a garbage token', () => 'garbage'],
    ['an expired token', () => expiredToken(adminId)],
  ])('public rows answer as for an anonymous visitor with %s', async (_label, token) => {
    const anonymous = {
      about: await api(app, 'GET', '/api/about'),
      blogs: await api(app, 'GET', '/api/blogs'),
      blog: await api(app, 'GET', `/api/blogs/${ids.blog}`, { headers: newVisitor() }),
      settings: await api(app, 'GET', '/api/settings'),
    };
    const t = token();
    const about = await api(app, 'GET', '/api/about', { token: t });
    expect(about.status).toBe(200);
    expect(about.body).toEqual(anonymous.about.body);

    const blogs = await api<Array<{ _id: string; viewCount: number }>>(app, 'GET', '/api/blogs', { token: t });
    expect(blogs.status).toBe(200);
    expect(blogs.body.success).toBe(true);
    expect(blogs.body.data!.map((blog) => blog._id)).toEqual(
      (anonymous.blogs.body.data as Array<{ _id: string }>).map((blog) => blog._id),
    );

    const blog = await api<{ _id: string; viewCount: number }>(app, 'GET', `/api/blogs/${ids.blog}`, {
      token: t,
      headers: newVisitor(),
    });
    expect(blog.status).toBe(200);
    expect(blog.body.data!._id).toBe(ids.blog);
    expect(blog.body.data!.viewCount).toBe((anonymous.blog.body.data as { viewCount: number }).viewCount + 1);

    const settings = await api(app, 'GET', '/api/settings', { token: t });
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual(anonymous.settings.body);

    const download = await fetch(`${app.url}/api/about/cv/download`, { headers: { authorization: `Bearer ${t}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const contact = await api(app, 'POST', '/api/contact', {
      token: t,
      body: { name: 'Ziyaretçi', email: 'z@example.com', message: 'Süresi geçmiş oturumla mesaj.' },
    });
    expect(contact.status).toBe(201);
    expect(contact.body.success).toBe(true);

    const { user, password } = await app.signIn('user');
    const login = await api<{ token: string }>(app, 'POST', '/api/auth/login', {
      token: t,
      body: { email: user.email, password },
    });
    expect(login.status).toBe(200);
    expect(login.body.success).toBe(true);
    expect(typeof login.body.data!.token).toBe('string');
  });
});

describe(`REST admin rows work with an admin token (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let ids: Ids;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    ids = await seed(app, admin);
  });
  afterAll(() => app.close());

  it('the same valid requests succeed for the admin (so the refusals above are about the caller)', async () => {
    for (const row of ADMIN_CALLS) {
      const response = await row.call(app, ids, admin);
      expect({ row: row.name, status: response.status, success: response.body.success }).toEqual({
        row: row.name,
        status: row.name === 'POST /api/blogs' ? 201 : expect.any(Number),
        success: true,
      });
      expect([200, 201]).toContain(response.status);
    }
  });

  it('a token signed by the login route works on admin rows; an expired copy of it does not', async () => {
    const { user, password } = await app.signIn('admin');
    const login = await api<{ token: string }>(app, 'POST', '/api/auth/login', {
      body: { email: user.email, password },
    });
    expect(login.status).toBe(200);
    expect((await api(app, 'GET', '/api/contact', { token: login.body.data!.token })).status).toBe(200);
    const expired = await api(app, 'GET', '/api/contact', { token: expiredToken(user.id) });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ success: false, message: UNAUTHENTICATED });
  });
});
