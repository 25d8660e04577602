import { User } from '../src/modules/auth/user.entity';
import { createUser } from '../src/modules/auth/users.service';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { expectOnlyError } from './support/graphql';
import { ALL_TABLES, snapshot } from './support/snapshot';
import { postMultipart } from './support/multipart';

/**
 * The browser's session (issue "Hardening" item 8): the signed token in an HttpOnly,
 * SameSite=Strict cookie set by the GraphQL `login`; bearer tokens keep working on both doors;
 * writes authenticated by the cookie need the site's custom header and its own origin (CSRF).
 */

const PASSWORD = 'dogru-sifre-123';
const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { email } }
}`;
const ME = '{ me { email } }';
const LOGOUT = 'mutation { logout }';
const UPDATE_CONTACT_INFO = `mutation($input: ContactInfoInput!) {
  updateContactInfo(input: $input) { contactInfo { email location } }
}`;
const ATTACK = { email: 'saldirgan@example.com', location: 'Başka bir site' };

const FORGED_WRITE =
  'İstek güvenlik denetiminden geçemedi: oturum çereziyle yapılan değişiklikler yalnızca sitenin kendi sayfalarından gönderilebilir.';
const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const SITE = { 'apollo-require-preflight': 'true' };

type Raw = { status: number; setCookies: string[]; body: Record<string, unknown> | undefined; text: string };

async function request(
  app: TestApp,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, setCookies: response.headers.getSetCookie(), body: parsed, text };
}

const gql = (app: TestApp, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(app, 'POST', '/graphql', { body: { query, variables }, headers });

/** `name=value; A=b; Flag` → { name, value, attributes: { a: 'b', flag: true } } (attribute names lower-cased). */
function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(/;\s*/);
  const [name, ...value] = pair!.split('=');
  return {
    name,
    value: value.join('='),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split('=');
        return [key!.toLowerCase(), rest.length ? rest.join('=') : true];
      }),
    ),
  };
}

function sessionCookieOf(raw: Raw) {
  expect(raw.setCookies).toHaveLength(1);
  const cookie = parseSetCookie(raw.setCookies[0]!);
  expect(cookie.name).toBe('session');
  return cookie;
}

const cookie = (token: string) => ({ cookie: `session=${token}` });

const expectForbidden = (raw: Raw, message = FORGED_WRITE) =>
  expectOnlyError(raw.body as GraphQLResponse, 'FORBIDDEN', message);

describe(`the session cookie (${testDb})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
  });
  afterAll(() => app.close());

  const signIn = async (headers: Record<string, string> = {}) => {
    const raw = await gql(app, LOGIN, { email: 'sahip@example.com', password: PASSWORD }, headers);
    expect((raw.body as GraphQLResponse).errors).toBeUndefined();
    return raw;
  };

  it('the GraphQL login sets `session` = the token it returns; HttpOnly, SameSite=Strict, Path=/, Max-Age 12 h, no Secure over http', async () => {
    const raw = await signIn();
    const { token } = (raw.body as GraphQLResponse<{ login: { token: string } }>).data!.login;
    const session = sessionCookieOf(raw);
    expect(session.value).toBe(token);
    expect(session.attributes).toEqual({ 'max-age': String(12 * 3600), path: '/', httponly: true, samesite: 'Strict' });
  });

  it('`me` answers from the cookie alone, on both doors', async () => {
    const { value } = sessionCookieOf(await signIn());
    expect((await gql(app, ME, {}, cookie(value))).body).toEqual({ data: { me: { email: 'sahip@example.com' } } });
    const rest = await request(app, 'GET', '/api/auth/me', { headers: cookie(value) });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, data: { user: { email: 'sahip@example.com' } } });
  });

  it('REST login answers {token, user} as docs/api.md#shapes-of-data says and sets no cookie (scripts use the bearer token)', async () => {
    const raw = await request(app, 'POST', '/api/auth/login', {
      body: { email: 'sahip@example.com', password: PASSWORD },
    });
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({
      success: true,
      data: { token: expect.any(String), user: { email: 'sahip@example.com' } },
    });
    expect(raw.setCookies).toEqual([]);
  });

  it('a failed login sets no cookie', async () => {
    const raw = await gql(app, LOGIN, { email: 'sahip@example.com', password: 'yanlis-sifre-000' });
    expect((raw.body as GraphQLResponse).errors![0]!.message).toBe('Giriş başarısız');
    expect(raw.setCookies).toEqual([]);
  });

  it('a bearer header wins over the cookie, even a bad one', async () => {
    const { value } = sessionCookieOf(await signIn());
    const member = await app.signIn('user');
    const both = await gql(app, ME, {}, { ...cookie(value), authorization: `Bearer ${member.token}` });
    expect(both.body).toEqual({ data: { me: { email: member.user.email } } });
    const badBearer = await gql(app, ME, {}, { ...cookie(value), authorization: 'Bearer a.b.c' });
    expect((badBearer.body as GraphQLResponse).errors![0]!.message).toBe(UNAUTHENTICATED);
  });

  it('bearer tokens write on both doors with no custom header and whatever Origin (scripts, the sandbox)', async () => {
    const admin = await app.signIn('admin');
    const headers = { authorization: `Bearer ${admin.token}`, origin: 'https://tool.example' };
    const viaGraphql = await gql(
      app,
      UPDATE_CONTACT_INFO,
      { input: { email: 'a@example.com', location: 'A' } },
      headers,
    );
    expect((viaGraphql.body as GraphQLResponse).errors).toBeUndefined();
    const viaRest = await request(app, 'PUT', '/api/settings/contact-info', {
      body: { email: 'b@example.com', location: 'B' },
      headers,
    });
    expect(viaRest.status).toBe(200);
  });

  it.each([
    ['apollo-require-preflight, no Origin', { 'apollo-require-preflight': 'true' }],
    ['x-apollo-operation-name and our own Origin', { 'x-apollo-operation-name': 'Kaydet', origin: 'SELF' }],
    ['the header and Sec-Fetch-Site: same-origin', { ...SITE, 'sec-fetch-site': 'same-origin' }],
  ])('cookie writes from the site itself succeed on both doors (%s)', async (_label, headers) => {
    const { value } = sessionCookieOf(await signIn());
    const own = Object.fromEntries(
      Object.entries(headers).map(([name, header]) => [name, header === 'SELF' ? app.url : header]),
    );
    const input = { email: 'site@example.com', location: `Kendi sayfamız ${_label}` };
    const viaGraphql = await gql(app, UPDATE_CONTACT_INFO, { input }, { ...cookie(value), ...own });
    expect(viaGraphql.body).toEqual({ data: { updateContactInfo: { contactInfo: input } } });
    const viaRest = await request(app, 'PUT', '/api/settings/contact-info', {
      body: { ...input, location: 'REST' },
      headers: { ...cookie(value), ...own },
    });
    expect(viaRest.status).toBe(200);
  });

  describe('refuses cookie writes the site did not send, and changes nothing', () => {
    let session: string;
    let blogId: string;
    let messageId: string;
    let baseline: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      const admin = await app.signIn('admin');
      const created = await app.gql<{ createBlog: { id: string } }>(
        'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
        { input: { title: 'Yazı', shortDescription: 'Kısa', content: '<p>İçerik</p>', tags: [] } },
        { token: admin.token },
      );
      blogId = created.data!.createBlog.id;
      await app.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
        input: { name: 'Ziyaretçi', email: 'z@example.com', message: 'Merhaba, bir mesaj.' },
      });
      const messages = await app.gql<{ contactMessages: Array<{ id: string }> }>(
        '{ contactMessages { id } }',
        {},
        { token: admin.token },
      );
      messageId = messages.data!.contactMessages[0]!.id;
      session = sessionCookieOf(await signIn()).value;
      baseline = await snapshot(app, ALL_TABLES);
    });

    it.each([
      ['no custom header (a plain JSON POST)', {}],
      ['the header and a foreign Origin', { ...SITE, origin: 'https://saldirgan.example' }],
      ['the header and Origin: null', { ...SITE, origin: 'null' }],
      ['the header and our host on another port', { ...SITE, origin: 'http://127.0.0.1:1' }],
      ['the header and Sec-Fetch-Site: cross-site', { ...SITE, 'sec-fetch-site': 'cross-site' }],
      ['the header and Sec-Fetch-Site: same-site (a sibling subdomain)', { ...SITE, 'sec-fetch-site': 'same-site' }],
      [
        'the header, our Origin, but Sec-Fetch-Site: cross-site',
        { ...SITE, origin: 'SELF', 'sec-fetch-site': 'cross-site' },
      ],
    ])('GraphQL mutation with %s: FORBIDDEN', async (_label, headers) => {
      const own = Object.fromEntries(
        Object.entries(headers).map(([name, header]) => [name, header === 'SELF' ? app.url : header]),
      );
      const raw = await gql(app, UPDATE_CONTACT_INFO, { input: ATTACK }, { ...cookie(session), ...own });
      expect(raw.status).toBe(200);
      expectForbidden(raw);
      expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
    });

    it('GraphQL logout without the header: FORBIDDEN, the session stays', async () => {
      const raw = await gql(app, LOGOUT, {}, cookie(session));
      expectForbidden(raw);
      expect(raw.setCookies).toEqual([]);
      expect((await gql(app, ME, {}, cookie(session))).body).toEqual({ data: { me: { email: 'sahip@example.com' } } });
      expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
    });

    it.each([
      ['PUT', '/api/settings/contact-info', ATTACK],
      ['POST', '/api/blogs', { title: 'Sahte', shortDescription: 'Sahte', content: '<p>x</p>', tags: [] }],
      ['PUT', '/api/blogs/:blog', { title: 'Sahte', shortDescription: 'Sahte', content: '<p>x</p>', tags: [] }],
      ['DELETE', '/api/blogs/:blog', undefined],
      ['DELETE', '/api/contact/:message', undefined],
      ['DELETE', '/api/about/cv', undefined],
    ])('REST %s %s: 403 without the header and with a foreign Origin', async (method, path, body) => {
      const url = path.replace(':blog', blogId).replace(':message', messageId);
      for (const headers of [cookie(session), { ...cookie(session), ...SITE, origin: 'https://saldirgan.example' }]) {
        const raw = await request(app, method, url, { body, headers });
        expect(raw.status).toBe(403);
        expect(raw.body).toEqual({ success: false, message: FORGED_WRITE });
      }
      expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
    });

    it('a cross-site HTML form POST (urlencoded, no custom header) writes nothing on either door', async () => {
      const form = {
        ...cookie(session),
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://saldirgan.example',
        'sec-fetch-site': 'cross-site',
      };
      const query = new URLSearchParams({ query: 'mutation { deleteContactMessage(id: "x") }' }).toString();
      const viaGraphql = await request(app, 'POST', '/graphql', { body: query, headers: form });
      expect(viaGraphql.status).toBeGreaterThanOrEqual(400); // Apollo's own CSRF prevention: 400
      const viaRest = await request(app, 'POST', '/api/blogs', {
        body: new URLSearchParams({ title: 'Sahte', shortDescription: 'Sahte', content: 'x' }).toString(),
        headers: form,
      });
      expect(viaRest.status).toBe(403);
      expect(viaRest.body).toEqual({ success: false, message: FORGED_WRITE });
      expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
    });

    it('a cross-site multipart form POST of a CV stores nothing', async () => {
      const raw = await postMultipart(
        `${app.url}/api/about/cv`,
        [['cv', { bytes: '%PDF-1.4\n%%EOF\n', name: 'cv.pdf', type: 'application/pdf' }]],
        { headers: { ...cookie(session), origin: 'https://saldirgan.example', 'sec-fetch-site': 'cross-site' } },
      );
      expect(raw.status).toBe(403);
      expect(raw.body).toEqual({ success: false, message: FORGED_WRITE });
      expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
    });

    it('reads by cookie need no header: GraphQL queries, GET /api/contact, GET /api/blogs/{id} (counts its view)', async () => {
      const list = await gql(app, '{ contactMessages { id } }', {}, cookie(session));
      expect(list.body).toEqual({ data: { contactMessages: [{ id: messageId }] } });
      expect((await request(app, 'GET', '/api/contact', { headers: cookie(session) })).status).toBe(200);
      const post = await request(app, 'GET', `/api/blogs/${blogId}`, {
        headers: { ...cookie(session), 'sec-fetch-site': 'none' },
      });
      expect(post.status).toBe(200);
      expect(post.body).toMatchObject({ success: true, data: { _id: blogId, viewCount: 1 } });
    });
  });

  it('logout clears the cookie and revokes the session on the server: the old cookie no longer works', async () => {
    const { value } = sessionCookieOf(await signIn());
    const before = await app.dataSource.getRepository(User).findOneByOrFail({ email: 'sahip@example.com' });

    const raw = await gql(app, LOGOUT, {}, { ...cookie(value), ...SITE, origin: app.url });
    expect(raw.body).toEqual({ data: { logout: true } });
    const cleared = sessionCookieOf(raw);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual({ 'max-age': '0', path: '/', httponly: true, samesite: 'Strict' });

    const after = await app.dataSource.getRepository(User).findOneByOrFail({ email: 'sahip@example.com' });
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    const me = (await gql(app, ME, {}, cookie(value))).body as GraphQLResponse;
    expect(me.errors![0]).toMatchObject({ message: UNAUTHENTICATED, extensions: { code: 'UNAUTHENTICATED' } });
    expect((await request(app, 'GET', '/api/auth/me', { headers: cookie(value) })).status).toBe(401);
  });
});

describe(`the session cookie's Secure attribute (${testDb})`, () => {
  it.each([
    ['', 'https', false],
    ['true', 'http', false],
    ['true', 'https', true],
    ['loopback', 'https', true],
  ])('TRUST_PROXY=%j, X-Forwarded-Proto: %s → Secure %s', async (trustProxy, proto, secure) => {
    const app = await startTestApp({ TRUST_PROXY: trustProxy });
    try {
      await createUser(app.dataSource, { email: 'sahip@example.com', password: PASSWORD, role: 'admin' });
      const raw = await gql(
        app,
        LOGIN,
        { email: 'sahip@example.com', password: PASSWORD },
        { 'x-forwarded-proto': proto },
      );
      const { attributes } = sessionCookieOf(raw);
      expect(attributes.secure ?? false).toBe(secure);
      expect(attributes).toMatchObject({ httponly: true, samesite: 'Strict' });
    } finally {
      await app.close();
    }
  });
});
