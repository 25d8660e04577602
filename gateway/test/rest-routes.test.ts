import { randomUUID } from 'node:crypto';
import { createUser } from '../src/modules/auth/users.service';
import { routes } from '../src/modules';
import { startTestApp, type TestApp } from './support/app';
import { newVisitor } from './support/blog';
import { aboutInput, experienceInput } from './support/content';
import { testDb } from './support/db';
import { restCall as api, type Envelope, type RestResponse as ApiResponse } from './support/rest';

/**
 * The REST facade of SPEC.md §7 over real HTTP: every row's success answer, field by field, with
 * SPEC.md's names (CONTRACT.md "REST envelope" and "Shapes of `data`"), and the route table.
 */

/** A success in CONTRACT.md's envelope with the given status; returns `data`. */
function ok<T>(response: ApiResponse<T>, status = 200): T {
  expect({ status: response.status, success: response.body.success, message: response.body.message }).toEqual({
    status,
    success: true,
    message: undefined,
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(response.body).sort()).toEqual(['data', 'success']);
  return response.body.data as T;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectIso(value: unknown) {
  expect(typeof value).toBe('string');
  expect(value).toMatch(ISO);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type BlogSummary = {
  _id: string;
  title: string;
  slug: string;
  shortDescription: string;
  tags: string[];
  publishDate: string;
  status: string;
  viewCount: number;
};
type BlogPost = BlogSummary & { content: string; createdAt: string; updatedAt?: string };
type About = {
  name: string;
  title: string;
  description: string;
  cvFile: string;
  experiences: Array<{ title: string; company: string; period: string; description: string }>;
  technologies: string[];
};
type Settings = {
  socialMedia: Array<{ platform: string; url: string; isActive: boolean }>;
  contactInfo: { email: string; location: string };
};
type Message = { _id: string; name: string; email: string; message: string; createdAt: string };
type User = { _id: string; email: string; username: string | null; role: string };

// SPEC.md's fields and, beside them, `slug` and `status` (CONTRACT.md 'Publishing surface').
const SUMMARY_KEYS = ['_id', 'publishDate', 'shortDescription', 'slug', 'status', 'tags', 'title', 'viewCount'];

const ABOUT_INPUT = aboutInput({
  name: 'Deniz Yılmaz',
  description: 'Merhaba!\nİkinci satır.',
  experiences: [
    experienceInput({ title: 'Kıdemli Geliştirici', company: 'Örnek A.Ş.', period: '2021 - Devam ediyor' }),
    experienceInput({
      title: 'Stajyer',
      company: 'Başka Ltd.',
      period: '2019 - 2020',
      description: 'React ile arayüz',
    }),
  ],
  technologies: ['TypeScript', 'Node.js', 'GraphQL'],
}) as Omit<About, 'cvFile'>;

describe(`REST success answers (${testDb})`, () => {
  describe('GET/PUT /api/about', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => {
      app = await startTestApp();
      admin = (await app.signIn('admin')).token;
    });
    afterAll(() => app.close());

    it('GET /api/about answers data null before the first save', async () => {
      const response = await api(app, 'GET', '/api/about');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null });
    });

    it('PUT /api/about saves the page and answers it; GET /api/about then answers exactly that shape', async () => {
      const saved = ok<About>(await api<About>(app, 'PUT', '/api/about', { token: admin, body: ABOUT_INPUT }));
      const expected: About = { ...ABOUT_INPUT, cvFile: '' };
      expect(saved).toEqual(expected);

      const read = ok<About>(await api<About>(app, 'GET', '/api/about'));
      expect(read).toEqual(expected);
      expect(Object.keys(read).sort()).toEqual([
        'cvFile',
        'description',
        'experiences',
        'name',
        'technologies',
        'title',
      ]);
      for (const experience of read.experiences) {
        expect(Object.keys(experience).sort()).toEqual(['company', 'description', 'period', 'title']);
      }
      expect(read.cvFile).toBe('');
    });

    it('PUT /api/about replaces the page: experiences in the new order, technologies normalised', async () => {
      const input = {
        ...ABOUT_INPUT,
        name: '  Ayşe Kaya  ',
        experiences: [ABOUT_INPUT.experiences[1]!, ABOUT_INPUT.experiences[0]!],
        technologies: ['React, Vue', ' SQL ', 'react', ''],
      };
      ok(await api(app, 'PUT', '/api/about', { token: admin, body: input }));
      const read = ok<About>(await api<About>(app, 'GET', '/api/about'));
      expect(read).toEqual({
        ...ABOUT_INPUT,
        name: 'Ayşe Kaya',
        cvFile: '',
        experiences: [ABOUT_INPUT.experiences[1], ABOUT_INPUT.experiences[0]],
        technologies: ['React', 'Vue', 'SQL'],
      });
    });
  });

  describe('/api/blogs', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => {
      app = await startTestApp({ TRUST_PROXY: '1' });
      admin = (await app.signIn('admin')).token;
    });
    afterAll(() => app.close());

    it('GET /api/blogs answers an empty list when there is no post', async () => {
      expect(ok(await api(app, 'GET', '/api/blogs'))).toEqual([]);
    });

    it('POST /api/blogs answers 201 with the created post, content sanitised, SPEC.md field names', async () => {
      const before = Date.now();
      const post = ok<BlogPost>(
        await api<BlogPost>(app, 'POST', '/api/blogs', {
          token: admin,
          body: {
            title: '  İlk yazı  ',
            shortDescription: 'Kısa açıklama',
            content: '<p>Merhaba <strong>dünya</strong><script>alert(1)</script></p>',
            tags: ['node, graphql', 'Node', ' '],
          },
        }),
        201,
      );
      expect(post).not.toHaveProperty('id');
      expect(post._id).toMatch(UUID);
      expect(post).toMatchObject({
        title: 'İlk yazı',
        slug: 'ilk-yazi',
        shortDescription: 'Kısa açıklama',
        content: '<p>Merhaba <strong>dünya</strong></p>',
        tags: ['node', 'graphql'],
        viewCount: 0,
      });
      expectIso(post.publishDate);
      expectIso(post.createdAt);
      // publishDate defaults to "now"
      expect(Date.parse(post.publishDate)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(post.publishDate)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('GET /api/blogs lists [{_id, title, slug, shortDescription, tags, publishDate, status, viewCount}], newest first', async () => {
      const made: Record<string, string> = {};
      for (const [title, publishDate] of [
        ['Eski', '2023-03-04T05:06:07.000Z'],
        ['Yeni', '2025-01-02T03:04:05.678Z'],
        ['Orta', '2024-06-01T12:00:00.000Z'],
      ] as const) {
        const post = ok<BlogPost>(
          await api<BlogPost>(app, 'POST', '/api/blogs', {
            token: admin,
            body: { title, shortDescription: `${title} kısa`, content: `<p>${title}</p>`, tags: [title], publishDate },
          }),
          201,
        );
        expect(post.publishDate).toBe(publishDate);
        made[title] = post._id;
      }
      const list = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
      expect(list).toHaveLength(4);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
        expect(item._id).toMatch(UUID);
        expectIso(item.publishDate);
        expect(typeof item.viewCount).toBe('number');
        expect(Array.isArray(item.tags)).toBe(true);
      }
      // The post of the previous test was published "now", so it is the newest.
      expect(list.map((item) => item.title)).toEqual(['İlk yazı', 'Yeni', 'Orta', 'Eski']);
      const dates = list.map((item) => Date.parse(item.publishDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(list[1]).toEqual({
        _id: made.Yeni,
        title: 'Yeni',
        slug: 'yeni',
        shortDescription: 'Yeni kısa',
        tags: ['Yeni'],
        publishDate: '2025-01-02T03:04:05.678Z',
        status: 'published',
        viewCount: 0,
      });
    });

    it('GET /api/blogs/{id} answers the post with content and counts one view per visitor', async () => {
      const created = ok<BlogPost>(
        await api<BlogPost>(app, 'POST', '/api/blogs', {
          token: admin,
          body: {
            title: 'Sayılan',
            shortDescription: 'Görüntülenme',
            content: '<h2>Başlık</h2><p>Gövde</p>',
            tags: ['a'],
            publishDate: '2020-01-01T00:00:00.000Z',
          },
        }),
        201,
      );
      for (const expected of [1, 2, 3]) {
        const visitor = newVisitor();
        const post = ok<BlogPost>(await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`, { headers: visitor }));
        expect(post).not.toHaveProperty('id');
        expect(post).toMatchObject({
          _id: created._id,
          title: 'Sayılan',
          shortDescription: 'Görüntülenme',
          content: '<h2>Başlık</h2><p>Gövde</p>',
          tags: ['a'],
          publishDate: '2020-01-01T00:00:00.000Z',
          createdAt: created.createdAt,
          viewCount: expected,
        });
        const again = ok<BlogPost>(await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`, { headers: visitor }));
        expect(again.viewCount).toBe(expected);
      }
      // Listing and GraphQL's blog(id) only read.
      const listed = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
      expect(listed.find((item) => item._id === created._id)?.viewCount).toBe(3);
      const read = await app.gql<{ blog: { viewCount: number } }>('query($id: ID!) { blog(id: $id) { viewCount } }', {
        id: created._id,
      });
      expect(read.data?.blog.viewCount).toBe(3);
      const again = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
      expect(again.find((item) => item._id === created._id)?.viewCount).toBe(3);
    });

    it('PUT /api/blogs/{id} replaces the post and keeps its views, creation time and (when omitted) date', async () => {
      const created = ok<BlogPost>(
        await api<BlogPost>(app, 'POST', '/api/blogs', {
          token: admin,
          body: {
            title: 'Önce',
            shortDescription: 'Eski kısa',
            content: '<p>eski</p>',
            tags: ['x'],
            publishDate: '2022-02-02T02:02:02.000Z',
          },
        }),
        201,
      );
      ok(await api(app, 'GET', `/api/blogs/${created._id}`, { headers: newVisitor() }));
      const updated = ok<BlogPost>(
        await api<BlogPost>(app, 'PUT', `/api/blogs/${created._id}`, {
          token: admin,
          body: {
            title: 'Sonra',
            shortDescription: 'Yeni kısa',
            content: '<p onclick="x()">yeni <em>metin</em></p>',
            tags: ['y', 'z'],
          },
        }),
      );
      expect(updated).not.toHaveProperty('id');
      expect(updated).toMatchObject({
        _id: created._id,
        title: 'Sonra',
        shortDescription: 'Yeni kısa',
        content: '<p>yeni <em>metin</em></p>',
        tags: ['y', 'z'],
        publishDate: '2022-02-02T02:02:02.000Z',
        createdAt: created.createdAt,
        viewCount: 1,
      });
      const read = ok<BlogPost>(
        await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`, { headers: newVisitor() }),
      );
      expect(read).toMatchObject({ title: 'Sonra', content: '<p>yeni <em>metin</em></p>', viewCount: 2 });

      const redated = ok<BlogPost>(
        await api<BlogPost>(app, 'PUT', `/api/blogs/${created._id}`, {
          token: admin,
          body: {
            title: 'Sonra',
            shortDescription: 'Yeni kısa',
            content: '',
            tags: [],
            publishDate: '2021-01-01T00:00:00.000Z',
          },
        }),
      );
      expect(redated).toMatchObject({ publishDate: '2021-01-01T00:00:00.000Z', tags: [], content: '' });
    });

    it('DELETE /api/blogs/{id} answers success; the post is gone from the list and its detail', async () => {
      const created = ok<BlogPost>(
        await api<BlogPost>(app, 'POST', '/api/blogs', {
          token: admin,
          body: { title: 'Silinecek', shortDescription: 'k', content: '<p>s</p>', tags: [] },
        }),
        201,
      );
      const count = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs')).length;
      const response = await api(app, 'DELETE', `/api/blogs/${created._id}`, { token: admin });
      ok(response);
      expect(response.body).toHaveProperty('data');
      const list = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
      expect(list).toHaveLength(count - 1);
      expect(list.map((item) => item._id)).not.toContain(created._id);
      const detail = await api(app, 'GET', `/api/blogs/${created._id}`);
      expect(detail.status).toBe(404);
      expect(detail.body).toEqual({ success: false, message: 'Blog bulunamadı' });
    });
  });

  describe('/api/contact', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => {
      app = await startTestApp();
      admin = (await app.signIn('admin')).token;
    });
    afterAll(() => app.close());

    it('GET /api/contact answers an empty list when there is no message', async () => {
      expect(ok(await api(app, 'GET', '/api/contact', { token: admin }))).toEqual([]);
    });

    it('POST /api/contact answers 201; GET /api/contact lists [{_id, name, email, message, createdAt}], newest first', async () => {
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
        expect(Object.keys(item).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name']);
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

  describe('/api/settings', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => {
      app = await startTestApp();
      admin = (await app.signIn('admin')).token;
    });
    afterAll(() => app.close());

    it('GET /api/settings answers {socialMedia: [], contactInfo: {email: "", location: ""}} at first', async () => {
      expect(ok(await api(app, 'GET', '/api/settings'))).toEqual({
        socialMedia: [],
        contactInfo: { email: '', location: '' },
      });
    });

    it.each(['/api/settings/social-media', '/api/social-media'])(
      'PUT %s replaces the whole list, drops empty URLs, answers the settings',
      async (path) => {
        const first = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: {
              socialMedia: [
                { platform: 'linkedin', url: 'https://www.linkedin.com/in/deniz', isActive: true },
                { platform: 'github', url: ' https://github.com/deniz ', isActive: true },
                { platform: 'twitter', url: '', isActive: true },
                { platform: 'youtube', url: '   ', isActive: true },
                { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
              ],
            },
          }),
        );
        const expectedFirst = [
          { platform: 'github', url: 'https://github.com/deniz', isActive: true },
          { platform: 'linkedin', url: 'https://www.linkedin.com/in/deniz', isActive: true },
          { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
        ];
        expect(first.socialMedia).toEqual(expectedFirst);
        const read = ok<Settings>(await api<Settings>(app, 'GET', '/api/settings'));
        expect(read).toEqual(first);
        for (const entry of read.socialMedia)
          expect(Object.keys(entry).sort()).toEqual(['isActive', 'platform', 'url']);

        // A second call replaces the list rather than merging into it.
        const second = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: { socialMedia: [{ platform: 'medium', url: 'https://medium.com/@deniz', isActive: true }] },
          }),
        );
        expect(second.socialMedia).toEqual([{ platform: 'medium', url: 'https://medium.com/@deniz', isActive: true }]);
        expect(ok(await api(app, 'GET', '/api/settings'))).toEqual(second);

        // isActive may be left out (SPEC.md: always true when saved); an empty list clears.
        const third = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: { socialMedia: [{ platform: 'discord', url: 'https://discord.gg/abc' }] },
          }),
        );
        expect(third.socialMedia).toEqual([{ platform: 'discord', url: 'https://discord.gg/abc', isActive: true }]);
        const cleared = ok<Settings>(
          await api<Settings>(app, 'PUT', path, { token: admin, body: { socialMedia: [] } }),
        );
        expect(cleared.socialMedia).toEqual([]);
        expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).socialMedia).toEqual([]);
      },
    );

    it('PUT /api/social-media and PUT /api/settings/social-media behave the same for the same body', async () => {
      const body = {
        socialMedia: [
          { platform: 'instagram', url: 'https://instagram.com/deniz', isActive: true },
          { platform: 'github', url: 'https://github.com/deniz', isActive: true },
          { platform: 'tiktok', url: '', isActive: true },
        ],
      };
      const viaSettings = await api<Settings>(app, 'PUT', '/api/settings/social-media', { token: admin, body });
      const afterSettings = ok(await api(app, 'GET', '/api/settings'));
      ok(await api(app, 'PUT', '/api/settings/social-media', { token: admin, body: { socialMedia: [] } }));
      const viaAlias = await api<Settings>(app, 'PUT', '/api/social-media', { token: admin, body });
      const afterAlias = ok(await api(app, 'GET', '/api/settings'));
      expect(viaAlias.status).toBe(viaSettings.status);
      expect(viaAlias.body).toEqual(viaSettings.body);
      expect(afterAlias).toEqual(afterSettings);
    });

    it('PUT /api/settings/contact-info saves {email, location} trimmed and answers the settings', async () => {
      ok(
        await api(app, 'PUT', '/api/settings/social-media', {
          token: admin,
          body: { socialMedia: [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }] },
        }),
      );
      const saved = ok<Settings>(
        await api<Settings>(app, 'PUT', '/api/settings/contact-info', {
          token: admin,
          body: { email: '  iletisim@example.com ', location: ' İstanbul,\nTürkiye ' },
        }),
      );
      const expected = {
        socialMedia: [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }],
        contactInfo: { email: 'iletisim@example.com', location: 'İstanbul,\nTürkiye' },
      };
      expect(saved).toEqual(expected);
      const read = ok<Settings>(await api<Settings>(app, 'GET', '/api/settings'));
      expect(read).toEqual(expected);
      expect(Object.keys(read).sort()).toEqual(['contactInfo', 'socialMedia']);
      expect(Object.keys(read.contactInfo).sort()).toEqual(['email', 'location']);

      // Both fields are optional: empty strings hide them.
      const emptied = ok<Settings>(
        await api<Settings>(app, 'PUT', '/api/settings/contact-info', {
          token: admin,
          body: { email: '', location: '' },
        }),
      );
      expect(emptied.contactInfo).toEqual({ email: '', location: '' });
      expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).contactInfo).toEqual({
        email: '',
        location: '',
      });
    });
  });
});

describe(`REST writes at the limits round-trip exactly (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
  });
  afterAll(() => app.close());

  it('a post with a 200-character title and short description, 20 tags of 40 characters, Turkish letters and emoji', async () => {
    const body = {
      title: 'ş'.repeat(199) + 'Ğ',
      shortDescription: 'ü'.repeat(198) + '🚀',
      content: '<p>İçerik 🚀 — “tırnak” &amp; ğüşıöç ÇĞİÖŞÜ</p>',
      tags: Array.from({ length: 20 }, (_, index) => `${'ğ'.repeat(38)}${String(index).padStart(2, '0')}`),
      publishDate: '2024-05-01T12:00:00+03:00',
    };
    const created = ok<BlogPost>(await api<BlogPost>(app, 'POST', '/api/blogs', { token: admin, body }), 201);
    const read = ok<BlogPost>(await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`));
    expect(read).toMatchObject({
      title: body.title,
      shortDescription: body.shortDescription,
      content: body.content,
      tags: body.tags,
      publishDate: '2024-05-01T09:00:00.000Z',
    });
    const listed = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
    expect(listed.find((item) => item._id === created._id)).toMatchObject({ title: body.title, tags: body.tags });
  });

  it('a contact message of 5000 characters, a 100-character name and a long email', async () => {
    const body = {
      name: 'Ç'.repeat(100),
      email: `${'a'.repeat(240)}@example.com`,
      message: '😀'.repeat(2500),
    };
    expect(body.email.length).toBeLessThanOrEqual(254);
    ok(await api(app, 'POST', '/api/contact', { body }), 201);
    const list = ok<Message[]>(await api<Message[]>(app, 'GET', '/api/contact', { token: admin }));
    expect(list[0]).toMatchObject(body);
  });

  it('an About page with long fields and many experiences, and contact info of 254/500 characters', async () => {
    const about = {
      name: 'İ'.repeat(200),
      title: 'ı'.repeat(200),
      description: 'Ş'.repeat(10_000),
      experiences: Array.from({ length: 50 }, (_, index) => ({
        title: `${'Ö'.repeat(197)}${String(index).padStart(3, '0')}`,
        company: 'Ü'.repeat(200),
        period: 'ğ'.repeat(100),
        description: 'ç'.repeat(5000),
      })),
      technologies: Array.from({ length: 50 }, (_, index) => `${'Ğ'.repeat(47)}${String(index).padStart(3, '0')}`),
    };
    ok(await api(app, 'PUT', '/api/about', { token: admin, body: about }));
    expect(ok(await api(app, 'GET', '/api/about'))).toEqual({ ...about, cvFile: '' });

    const contactInfo = { email: `${'b'.repeat(242)}@example.com`, location: 'İ'.repeat(499) + '\n' };
    ok(await api(app, 'PUT', '/api/settings/contact-info', { token: admin, body: contactInfo }));
    expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).contactInfo).toEqual({
      email: contactInfo.email,
      location: 'İ'.repeat(499),
    });
  });
});

/** SPEC.md §7, with the /api base. */
const SPEC_ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string]> = [
  ['GET', '/api/about'],
  ['PUT', '/api/about'],
  ['POST', '/api/about/cv'],
  ['DELETE', '/api/about/cv'],
  ['GET', '/api/about/cv/download'],
  ['GET', '/api/blogs'],
  ['GET', '/api/blogs/{id}'],
  ['POST', '/api/blogs'],
  ['PUT', '/api/blogs/{id}'],
  ['DELETE', '/api/blogs/{id}'],
  ['POST', '/api/contact'],
  ['GET', '/api/contact'],
  ['DELETE', '/api/contact/{id}'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/settings'],
  ['PUT', '/api/social-media'],
  ['PUT', '/api/settings/social-media'],
  ['PUT', '/api/settings/contact-info'],
];

describe(`REST route table covers SPEC.md §7 (${testDb})`, () => {
  let app: TestApp;
  let openApi: { paths: Record<string, Record<string, unknown>> };
  let unknownRoute: Envelope;
  beforeAll(async () => {
    app = await startTestApp();
    openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as typeof openApi;
    const nope = await api(app, 'GET', '/api/definitely-not-a-route');
    expect(nope.status).toBe(404);
    unknownRoute = nope.body;
  });
  afterAll(() => app.close());

  it('lists nineteen rows, each once', () => {
    expect(SPEC_ROUTES).toHaveLength(19);
    const table = routes.map((row) => `${row.method.toUpperCase()} ${row.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(table).size).toBe(table.length);
    expect(table.sort()).toEqual(SPEC_ROUTES.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(SPEC_ROUTES)('%s %s is in the route table', (method, path) => {
    const matches = routes.filter(
      (row) => row.method === method.toLowerCase() && row.path.replace(/:(\w+)/g, '{$1}') === path,
    );
    expect(matches).toHaveLength(1);
  });

  it.each(SPEC_ROUTES)('%s %s is in /api/openapi.json', (method, path) => {
    expect(openApi.paths[path]).toBeDefined();
    expect(openApi.paths[path]![method.toLowerCase()]).toBeDefined();
  });

  it.each(SPEC_ROUTES)('%s %s answers over HTTP, not as an unknown route', async (method, path) => {
    const response = await fetch(`${app.url}${path.replace('{id}', randomUUID())}`, {
      method,
      headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    const text = await response.text();
    const body = /json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as Envelope) : undefined;
    expect(response.status === 404 && body?.message === unknownRoute.message).toBe(false);
    expect(body).toBeDefined();
    expect(typeof body!.success).toBe('boolean');
  });
});
