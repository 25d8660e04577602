import { startAdminApp, type TestApp } from './support/app';
import { newVisitor } from './support/blog';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { expectIso, ok, SUMMARY_KEYS, UUID, type BlogPost, type BlogSummary } from './support/rest-shapes';

/**
 * The blog's rows of docs/api.md#rest-routes (/api/blogs) over real HTTP: each success answer,
 * field by field, with the field names of docs/api.md#field-names. The other rows:
 * rest-routes-*.test.ts.
 */

describe(`REST success answers (${testDb})`, () => {
  describe('/api/blogs', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => ({ app, token: admin } = await startAdminApp({ TRUST_PROXY: '1' })));
    afterAll(() => app.close());
    /** A post the admin creates through REST, as REST answers it. */
    const createPost = async (body: Record<string, unknown>) =>
      ok<BlogPost>(await api<BlogPost>(app, 'POST', '/api/blogs', { token: admin, body }), 201);

    it('GET /api/blogs answers an empty list when there is no post', async () => {
      expect(ok(await api(app, 'GET', '/api/blogs'))).toEqual([]);
    });

    it('POST /api/blogs answers 201 with the created post, content sanitised, the field names of docs/api.md#field-names', async () => {
      const before = Date.now();
      const post = await createPost({
        title: '  İlk yazı  ',
        shortDescription: 'Kısa açıklama',
        content: '<p>Merhaba <strong>dünya</strong><script>alert(1)</script></p>',
        tags: ['node, graphql', 'Node', ' '],
      });
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

    it('GET /api/blogs lists [{_id, title, slug, shortDescription, tags, publishDate, status, viewCount, readingMinutes}], newest first', async () => {
      const made: Record<string, string> = {};
      for (const [title, publishDate] of [
        ['Eski', '2023-03-04T05:06:07.000Z'],
        ['Yeni', '2025-01-02T03:04:05.678Z'],
        ['Orta', '2024-06-01T12:00:00.000Z'],
      ] as const) {
        const post = await createPost({
          title,
          shortDescription: `${title} kısa`,
          content: `<p>${title}</p>`,
          tags: [title],
          publishDate,
        });
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
        readingMinutes: 1,
      });
    });

    it('GET /api/blogs/{id} answers the post with content and counts one view per visitor', async () => {
      const created = await createPost({
        title: 'Sayılan',
        shortDescription: 'Görüntülenme',
        content: '<h2>Başlık</h2><p>Gövde</p>',
        tags: ['a'],
        publishDate: '2020-01-01T00:00:00.000Z',
      });
      for (const expected of [1, 2, 3]) {
        const visitor = newVisitor();
        const post = ok<BlogPost>(await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`, { headers: visitor }));
        expect(post).not.toHaveProperty('id');
        expect(post).toMatchObject({
          _id: created._id,
          title: 'Sayılan',
          shortDescription: 'Görüntülenme',
          content: '<h2 id="baslik">Başlık</h2><p>Gövde</p>',
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
      const created = await createPost({
        title: 'Önce',
        shortDescription: 'Eski kısa',
        content: '<p>eski</p>',
        tags: ['x'],
        publishDate: '2022-02-02T02:02:02.000Z',
      });
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
      const created = await createPost({ title: 'Silinecek', shortDescription: 'k', content: '<p>s</p>', tags: [] });
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
});
