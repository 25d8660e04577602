import { startAdminApp, type TestApp } from './support/app';
import { newVisitor } from './support/blog';
import { aboutInput, experienceInput } from './support/content';
import { testDb } from './support/db';
import { postMultipart } from './support/multipart';
import { restCall, type Envelope } from './support/rest';

/**
 * docs/api.md#one-process-three-doors: every /api route runs the same resolver as its GraphQL twin.
 * The same read gives the same data on both doors, with REST's `_id` for GraphQL's `id`.
 */

async function rest<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const response = await restCall<T>(app, method, path, { token, body, headers });
  expect({ status: response.status, success: response.body.success }).toEqual({
    status: method === 'POST' ? 201 : 200,
    success: true,
  });
  return response.body.data as T;
}

/** GraphQL's `id` → REST's `_id` at every depth; a post's `status` and an item's `locale` (enums) in REST's lower case. */
function restNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restNames);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key === 'id' ? '_id' : key,
      (key === 'status' || key === 'locale') && typeof item === 'string' ? item.toLowerCase() : restNames(item),
    ]),
  );
}

async function graphql<T>(app: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const result = await app.gql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

const ABOUT_FIELDS =
  'name title description cvFile experiences { title company period description } technologies locale';
const SETTINGS_FIELDS = 'socialMedia { platform url isActive } contactInfo { email location }';

describe(`REST and GraphQL answer the same reads (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => ({ app, token: admin } = await startAdminApp({ TRUST_PROXY: '1' })));
  afterAll(() => app.close());

  async function expectSameReads() {
    const blogs = await graphql<{ blogs: unknown[] }>(
      app,
      '{ blogs { id title slug shortDescription tags publishDate status viewCount readingMinutes } }',
    );
    expect(await rest(app, 'GET', '/api/blogs')).toEqual(restNames(blogs.blogs));

    const about = await graphql<{ about: unknown }>(app, `{ about { ${ABOUT_FIELDS} } }`);
    expect(await rest(app, 'GET', '/api/about')).toEqual(restNames(about.about));

    const settings = await graphql<{ settings: unknown }>(app, `{ settings { ${SETTINGS_FIELDS} } }`);
    expect(await rest(app, 'GET', '/api/settings')).toEqual(restNames(settings.settings));

    const messages = await graphql<{ contactMessages: unknown[] }>(
      app,
      '{ contactMessages { id name email message createdAt readAt archivedAt } }',
      {},
      admin,
    );
    expect(await rest(app, 'GET', '/api/contact', admin)).toEqual(restNames(messages.contactMessages));
    return { blogs: blogs.blogs, about: about.about, settings: settings.settings, messages: messages.contactMessages };
  }

  it('on an empty site', async () => {
    const reads = await expectSameReads();
    expect(reads).toEqual({
      blogs: [],
      about: null,
      settings: { socialMedia: [], contactInfo: { email: '', location: '' } },
      messages: [],
    });
  });

  it('after writes through both doors', async () => {
    // Writes through REST…
    await rest(
      app,
      'PUT',
      '/api/about',
      admin,
      aboutInput({
        description: 'Satır 1\nSatır 2',
        experiences: [
          experienceInput({ title: 'A', company: 'B', period: '2020', description: 'C' }),
          experienceInput({ title: 'D', company: 'E', period: '2021', description: 'F' }),
        ],
        technologies: ['TypeScript, Node.js'],
      }),
    );
    const cv = await postMultipart<Envelope>(
      `${app.url}/api/about/cv`,
      [['cv', { bytes: '%PDF-1.4\n%%EOF\n', name: 'cv.pdf', type: 'application/pdf' }]],
      { token: admin },
    );
    expect(cv.body?.success).toBe(true);
    const first = await rest<{ _id: string }>(app, 'POST', '/api/blogs', admin, {
      title: 'REST yazısı',
      shortDescription: 'REST',
      content: '<p>rest</p>',
      tags: ['rest', 'api'],
      publishDate: '2024-01-01T00:00:00.000Z',
    });
    await rest(app, 'PUT', '/api/settings/social-media', admin, {
      socialMedia: [
        { platform: 'github', url: 'https://github.com/deniz', isActive: true },
        { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
      ],
    });
    await rest(app, 'POST', '/api/contact', undefined, {
      name: 'REST Ziyaretçi',
      email: 'rest@example.com',
      message: 'REST üzerinden gönderildi.',
    });
    // …and through GraphQL.
    await graphql(
      app,
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      {
        input: {
          title: 'GraphQL yazısı',
          shortDescription: 'GQL',
          content: '<p>gql</p>',
          tags: ['graphql'],
          publishDate: '2025-01-01T00:00:00.000Z',
        },
      },
      admin,
    );
    await graphql(
      app,
      'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }',
      { input: { email: 'iletisim@example.com', location: 'İstanbul' } },
      admin,
    );
    await graphql(app, 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { name: 'GQL Ziyaretçi', email: 'gql@example.com', message: 'GraphQL üzerinden gönderildi.' },
    });
    // Views through both doors.
    await rest(app, 'GET', `/api/blogs/${first._id}`, undefined, undefined, newVisitor());
    const viewed = await app.gql(
      'mutation($id: ID!) { viewBlog(id: $id) { id } }',
      { id: first._id },
      { headers: newVisitor() },
    );
    expect(viewed.errors).toBeUndefined();

    const reads = await expectSameReads();
    expect(
      (reads.blogs as Array<{ title: string; viewCount: number }>).map(({ title, viewCount }) => ({
        title,
        viewCount,
      })),
    ).toEqual([
      { title: 'GraphQL yazısı', viewCount: 0 },
      { title: 'REST yazısı', viewCount: 2 },
    ]);
    expect((reads.about as { cvFile: string }).cvFile).not.toBe('');
    expect(reads.messages).toHaveLength(2);
  });

  it('GET /api/blogs/{id} answers what GraphQL blog(id) reads right after (the one view counted)', async () => {
    const { blogs } = await graphql<{ blogs: Array<{ id: string; viewCount: number }> }>(
      app,
      '{ blogs { id viewCount } }',
    );
    for (const blog of blogs) {
      const viaRest = await rest<Record<string, unknown>>(
        app,
        'GET',
        `/api/blogs/${blog.id}`,
        undefined,
        undefined,
        newVisitor(),
      );
      const viaGraphql = await graphql<{ blog: Record<string, unknown> }>(
        app,
        'query($id: ID!) { blog(id: $id) { id title slug shortDescription content tags publishDate status viewCount readingMinutes mailSubscribers commentsOpen createdAt updatedAt } }',
        { id: blog.id },
      );
      const expected = restNames(viaGraphql.blog) as Record<string, unknown>;
      expect(viaRest.viewCount).toBe(blog.viewCount + 1);
      for (const key of [
        '_id',
        'title',
        'slug',
        'shortDescription',
        'content',
        'tags',
        'publishDate',
        'status',
        'viewCount',
        'readingMinutes',
        'createdAt',
      ]) {
        expect(viaRest).toHaveProperty(key);
      }
      for (const [key, value] of Object.entries(viaRest)) expect({ key, value }).toEqual({ key, value: expected[key] });
    }
  });

  it('GET /api/auth/me answers what GraphQL me reads', async () => {
    for (const role of ['admin', 'user'] as const) {
      const { token } = await app.signIn(role);
      const me = await graphql<{ me: unknown }>(app, '{ me { id email username role } }', {}, token);
      expect(await rest(app, 'GET', '/api/auth/me', token)).toEqual({ user: restNames(me.me) });
    }
  });
});
