import { randomUUID } from 'node:crypto';
import { About } from '../src/modules/about/about.entity';
import { setPassword } from '../src/modules/auth/users.service';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { minimalPdf } from './support/files';
import { expectOnlyError } from './support/graphql';
import { ALL_TABLES, snapshot } from './support/snapshot';
import {
  expiredByExp,
  expiredByExpiresIn,
  forgeClaims,
  foreignSecret,
  notYetValid,
  otherAlgorithm,
  sign,
  tamperPayload,
  tamperSignature,
  unsigned,
  withoutVersion,
  wrongIssuer,
} from './support/tokens';

/**
 * docs/api.md#who-may-do-what: every admin operation refuses a caller without a valid token
 * (UNAUTHENTICATED) and a signed-in non-admin (FORBIDDEN), and a refusal changes nothing.
 */

const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';
const LOGOUT = 'mutation { logout }';

const BLOG_INPUT = {
  title: 'Saldırganın yazısı',
  shortDescription: 'Olmamalı',
  content: '<p>Bu yazı kaydedilmemeli.</p>',
  tags: ['saldırı'],
};
const ABOUT_INPUT = {
  name: 'Başkası',
  title: 'Sahte',
  description: 'Bu metin kaydedilmemeli.',
  experiences: [],
  technologies: ['Hiçbiri'],
};

type Fixture = { blogId: string; messageId: string; cvFile: string };

type Operation = {
  name: string;
  query: string;
  variables?: (fixture: Fixture) => Record<string, unknown>;
};

/** Every admin operation of schema.graphql that JSON can carry (uploads: see the multipart tests below). */
const ADMIN_OPERATIONS: Operation[] = [
  {
    name: 'createBlog',
    query: 'mutation($input: BlogInput!) { createBlog(input: $input) { id title } }',
    variables: () => ({ input: BLOG_INPUT }),
  },
  {
    name: 'updateBlog',
    query: 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id title } }',
    variables: (f) => ({ id: f.blogId, input: BLOG_INPUT }),
  },
  {
    name: 'deleteBlog',
    query: 'mutation($id: ID!) { deleteBlog(id: $id) }',
    variables: (f) => ({ id: f.blogId }),
  },
  {
    name: 'missingPostLinks',
    query: 'query($slugs: [String!]!) { missingPostLinks(slugs: $slugs) }',
    variables: () => ({ slugs: ['bir-yazi'] }),
  },
  {
    name: 'updateAbout',
    query: 'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }',
    variables: () => ({ input: ABOUT_INPUT }),
  },
  { name: 'deleteCv', query: 'mutation { deleteCv { cvFile } }' },
  { name: 'contactMessages', query: '{ contactMessages { id name email message createdAt } }' },
  {
    name: 'deleteContactMessage',
    query: 'mutation($id: ID!) { deleteContactMessage(id: $id) }',
    variables: (f) => ({ id: f.messageId }),
  },
  {
    name: 'updateSocialMedia',
    query: 'mutation($list: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $list) { socialMedia { url } } }',
    variables: () => ({ list: [{ platform: 'github', url: 'https://github.com/saldirgan' }] }),
  },
  {
    name: 'updateContactInfo',
    query: 'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }',
    variables: () => ({ input: { email: 'saldirgan@example.com', location: 'Bilinmiyor' } }),
  },
  { name: 'dashboardStats', query: '{ dashboardStats { blogCount messageCount } }' },
];

/** Operations for any signed-in user: without a valid token they are UNAUTHENTICATED too. */
const SIGNED_IN_OPERATIONS: Operation[] = [
  { name: 'me', query: '{ me { id email role } }' },
  { name: 'logout', query: LOGOUT },
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The site's content, made by the admin through the API, plus a CV stored as an upload would be. */
async function createFixture(app: TestApp, token: string): Promise<Fixture> {
  const ok = async <T>(query: string, variables: Record<string, unknown> = {}, asAdmin = true) => {
    const response = await app.gql<T>(query, variables, asAdmin ? { token } : {});
    expect(response.errors).toBeUndefined();
    return response.data!;
  };
  const blog = await ok<{ createBlog: { id: string } }>(
    'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
    { input: { title: 'İlk yazı', shortDescription: 'Kısa', content: '<p>Merhaba</p>', tags: ['genel'] } },
  );
  await ok('mutation($input: AboutInput!) { updateAbout(input: $input) { name } }', {
    input: {
      name: 'Site Sahibi',
      title: 'Geliştirici',
      description: 'Hakkımda metni.',
      experiences: [{ title: 'Geliştirici', company: 'Şirket', period: '2020 - Devam ediyor', description: 'İş' }],
      technologies: ['TypeScript'],
    },
  });
  const bytes = minimalPdf();
  const files = app.dataSource.getRepository(StoredFile);
  const cv = await files.save(
    files.create({
      name: `cv-${randomUUID()}.pdf`,
      mediaType: 'application/pdf',
      size: bytes.length,
      sha256: 'x',
      bytes,
    }),
  );
  await app.dataSource.getRepository(About).update({ id: About.ID }, { cvFile: cv.name });
  await ok(
    'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    { input: { name: 'Ziyaretçi', email: 'ziyaretci@example.com', message: 'Merhaba, sitenizi beğendim.' } },
    false,
  );
  const messages = await ok<{ contactMessages: Array<{ id: string }> }>('{ contactMessages { id } }');
  await ok('mutation($list: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $list) { socialMedia { url } } }', {
    list: [{ platform: 'github', url: 'https://github.com/sahip' }],
  });
  await ok('mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }', {
    input: { email: 'iletisim@example.com', location: 'İstanbul' },
  });
  const about = await ok<{ about: { cvFile: string } }>('{ about { cvFile } }', {}, false);
  expect(about.about.cvFile).toBe(cv.name);
  return { blogId: blog.createBlog.id, messageId: messages.contactMessages[0]!.id, cvFile: cv.name };
}

/** How each kind of bad credential is built (from the fixture's users). */
type Credentials = {
  admin: { user: { id: string; tokenVersion: number }; token: string };
  member: { user: { id: string; tokenVersion: number }; token: string };
  loggedOut: string;
  passwordChanged: string;
};

const BAD_CREDENTIALS: Array<[string, (c: Credentials) => Record<string, string>]> = [
  ['no token', () => ({})],
  ['a tampered signature (one character flipped)', (c) => bearer(tamperSignature(c.admin.token))],
  ['a tampered payload (one character flipped)', (c) => bearer(tamperPayload(c.admin.token))],
  [
    'a forged payload (a user’s token claiming the admin’s id)',
    (c) => bearer(forgeClaims(c.member.token, { sub: c.admin.user.id })),
  ],
  [
    'a forged payload (a higher `ver`)',
    (c) => bearer(forgeClaims(c.admin.token, { ver: c.admin.user.tokenVersion + 1 })),
  ],
  ['an expired token (expiresIn in the past)', (c) => bearer(expiredByExpiresIn(c.admin.user))],
  ['an expired token (exp in the past)', (c) => bearer(expiredByExp(c.admin.user))],
  [
    'an expired token whose exp was pushed forward',
    (c) => bearer(forgeClaims(expiredByExp(c.admin.user), { exp: Math.floor(Date.now() / 1000) + 3600 })),
  ],
  ['an unsigned token (alg: none)', (c) => bearer(unsigned(c.admin.user))],
  [
    'an alg: none header on a valid token, signature kept',
    (c) => {
      const [, payload, signature] = c.admin.token.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return bearer(`${header}.${payload}.${signature}`);
    },
  ],
  ['a token signed with another secret', (c) => bearer(foreignSecret(c.admin.user))],
  ['a token from another issuer', (c) => bearer(wrongIssuer(c.admin.user))],
  ['a token signed with HS512', (c) => bearer(otherAlgorithm(c.admin.user))],
  ['a token without the `ver` claim', (c) => bearer(withoutVersion(c.admin.user))],
  ['a token not valid yet (nbf tomorrow)', (c) => bearer(notYetValid(c.admin.user))],
  ['a token of a user who does not exist', () => bearer(sign({ id: randomUUID(), tokenVersion: 0 }))],
  ['a token revoked by logout', (c) => bearer(c.loggedOut)],
  ['a token revoked by a new password (setPassword)', (c) => bearer(c.passwordChanged)],
  ['"Bearer" with garbage', () => ({ authorization: 'Bearer garbage' })],
  ['"Bearer" with three garbage parts', () => ({ authorization: 'Bearer a.b.c' })],
  ['an empty bearer', () => ({ authorization: 'Bearer ' })],
  ['"Bearer" alone', () => ({ authorization: 'Bearer' })],
  ['a valid admin token under another scheme ("Token")', (c) => ({ authorization: `Token ${c.admin.token}` })],
  ['a valid admin token with no scheme', (c) => ({ authorization: c.admin.token })],
  ['Basic credentials', () => ({ authorization: `Basic ${Buffer.from('admin:test-password').toString('base64')}` })],
  [
    'a valid admin token in another header',
    (c) => ({ 'x-access-token': c.admin.token, cookie: `token=${c.admin.token}` }),
  ],
];

describe(`GraphQL admin operations refuse bad credentials (${testDb})`, () => {
  let app: TestApp;
  let fixture: Fixture;
  let credentials: Credentials;
  let baseline: Record<string, string[]>;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.signIn('admin');
    const member = await app.signIn('user');
    fixture = await createFixture(app, admin.token);

    const leaving = await app.signIn('admin');
    expect(await app.gql(LOGOUT, {}, { token: leaving.token })).toEqual({ data: { logout: true } });
    const changing = await app.signIn('admin');
    await setPassword(app.dataSource, changing.user.email, 'yeni-sifre-789');

    credentials = { admin, member, loggedOut: leaving.token, passwordChanged: changing.token };
    baseline = await snapshot(app, ALL_TABLES);
  });
  afterAll(() => app.close());

  it('the fixture is in place (the refusals below have something to protect)', () => {
    expect(baseline.blog_posts).toHaveLength(1);
    expect(baseline.contact_messages).toHaveLength(1);
    expect(baseline.about).toHaveLength(1);
    expect(baseline.experiences).toHaveLength(1);
    expect(baseline.stored_files).toHaveLength(1);
    expect(baseline.social_links).toHaveLength(1);
    expect(baseline.settings).toHaveLength(1);
    expect(baseline.users).toHaveLength(4);
  });

  describe.each(BAD_CREDENTIALS)('with %s', (_label, headersFor) => {
    it.each([...ADMIN_OPERATIONS, ...SIGNED_IN_OPERATIONS].map((op) => [op.name, op] as const))(
      '%s is UNAUTHENTICATED and changes nothing',
      async (_name, op) => {
        const response = await app.gql(op.query, op.variables?.(fixture) ?? {}, { headers: headersFor(credentials) });
        expectOnlyError(response, 'UNAUTHENTICATED', UNAUTHENTICATED);
        expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
      },
    );
  });

  describe('with a valid token of a user whose role is `user`', () => {
    it.each(ADMIN_OPERATIONS.map((op) => [op.name, op] as const))(
      '%s is FORBIDDEN and changes nothing',
      async (_name, op) => {
        const response = await app.gql(op.query, op.variables?.(fixture) ?? {}, { token: credentials.member.token });
        expectOnlyError(response, 'FORBIDDEN', FORBIDDEN);
        expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
      },
    );
  });

  it('the user’s token is otherwise valid (`me` answers)', async () => {
    const me = await app.gql<{ me: { role: string } }>('{ me { role } }', {}, { token: credentials.member.token });
    expect(me).toEqual({ data: { me: { role: 'user' } } });
  });
});

describe(`GraphQL admin operations accept the admin (control) (${testDb})`, () => {
  let app: TestApp;
  let fixture: Fixture;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.signIn('admin')).token;
    fixture = await createFixture(app, token);
  });
  afterAll(() => app.close());

  // In this order every operation has something to act on (deletes come after the updates).
  it.each(ADMIN_OPERATIONS.map((op) => [op.name, op] as const))(
    '%s succeeds with a valid admin token',
    async (_name, op) => {
      const response = await app.gql<Record<string, unknown>>(op.query, op.variables?.(fixture) ?? {}, { token });
      expect(response.errors).toBeUndefined();
      expect(response.data?.[op.name]).toBeTruthy();
    },
  );

  it('the admin token still works after all of them', async () => {
    const stats = await app.gql('{ dashboardStats { blogCount messageCount } }', {}, { token });
    // createBlog added one, deleteBlog removed the fixture's; deleteContactMessage removed the only message.
    expect(stats).toEqual({ data: { dashboardStats: { blogCount: 1, messageCount: 0 } } });
  });
});

/** The two upload mutations need multipart (graphql-multipart-request-spec); auth is checked all the same. */
describe(`GraphQL upload mutations refuse bad credentials (${testDb})`, () => {
  let app: TestApp;
  let admin: { token: string };
  let member: { token: string };
  let baseline: Record<string, string[]>;

  const PDF = minimalPdf();
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  async function upload(
    query: string,
    file: { bytes: Buffer; name: string; type: string },
    headers: Record<string, string>,
  ): Promise<GraphQLResponse> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...headers },
      body: form,
    });
    return (await response.json()) as GraphQLResponse;
  }

  const UPLOADS = [
    [
      'uploadCv',
      'mutation($file: Upload!) { uploadCv(file: $file) { cvFile } }',
      { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' },
    ],
    [
      'uploadImage',
      'mutation($file: Upload!) { uploadImage(file: $file) }',
      { bytes: PNG, name: 'a.png', type: 'image/png' },
    ],
  ] as const;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.signIn('admin');
    member = await app.signIn('user');
    await createFixture(app, admin.token);
    baseline = await snapshot(app, ALL_TABLES);
  });
  afterAll(() => app.close());

  it.each(UPLOADS)('%s without a token is UNAUTHENTICATED and stores nothing', async (_name, query, file) => {
    expectOnlyError(await upload(query, file, {}), 'UNAUTHENTICATED', UNAUTHENTICATED);
    expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
  });

  it.each(UPLOADS)('%s with a tampered token is UNAUTHENTICATED and stores nothing', async (_name, query, file) => {
    expectOnlyError(
      await upload(query, file, bearer(tamperSignature(admin.token))),
      'UNAUTHENTICATED',
      UNAUTHENTICATED,
    );
    expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
  });

  it.each(UPLOADS)('%s for a role `user` is FORBIDDEN and stores nothing', async (_name, query, file) => {
    expectOnlyError(await upload(query, file, bearer(member.token)), 'FORBIDDEN', FORBIDDEN);
    expect(await snapshot(app, ALL_TABLES)).toEqual(baseline);
  });

  it.each(UPLOADS)('%s succeeds for the admin (control)', async (name, query, file) => {
    const response = await upload(query, file, bearer(admin.token));
    expect(response.errors).toBeUndefined();
    expect((response.data as Record<string, unknown>)[name]).toBeTruthy();
  });
});
