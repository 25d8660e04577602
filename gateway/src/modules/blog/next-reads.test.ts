import { startAdminApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';

/**
 * What to read next (issue 'Reader tools'): a post's previous and next posts in the list's order and
 * three related posts, on both doors; only visible posts are ever suggested.
 */

const DAY = 24 * 3600_000;
const NEXT_READS = `query($id: ID!) { blog(id: $id) { previous { id title } next { id title } related { id title } } }`;

type Titled = { id: string; title: string };
type NextReads = { previous: Titled | null; next: Titled | null; related: Titled[] };

describe(`what to read next (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  const posts: Record<string, string> = {};
  const now = Date.now();

  const create = async (title: string, daysAgo: number, fields: Record<string, unknown> = {}) => {
    const { data, errors } = await app.gql<{ createBlog: { id: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      { input: blogInput({ title, publishDate: new Date(now - daysAgo * DAY).toISOString(), ...fields }) },
      { token: admin },
    );
    expect(errors).toBeUndefined();
    posts[title] = data!.createBlog.id;
  };
  const nextReads = async (title: string) =>
    (await app.gql<{ blog: NextReads }>(NEXT_READS, { id: posts[title] })).data!.blog;
  const titles = (reads: NextReads) => ({
    previous: reads.previous?.title ?? null,
    next: reads.next?.title ?? null,
    related: reads.related.map((post) => post.title),
  });

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    // Oldest to newest; two posts of the same moment are ordered by their creation, as the list is.
    await create('GraphQL şemaları', 40, { tags: ['GraphQL', 'API'], shortDescription: 'Şema tasarımı' });
    await create('Işık ve gölge', 30, { tags: ['Tasarım'], shortDescription: 'Renkler üzerine' });
    await create('Bahçe notları', 20, { tags: ['Hobi'], shortDescription: 'Domatesler' });
    await create('Aynı gün birinci', 10, { tags: ['Hobi'], shortDescription: 'Kısa' });
    await create('Aynı gün ikinci', 10, { tags: ['Hobi'], shortDescription: 'Kısa' });
    await create('ISIK ayarları', 5, { tags: ['Fotoğraf'], shortDescription: 'Pozlama' });
    await create('REST ile GraphQL', 1, { tags: ['graphql', 'rest'], shortDescription: 'Şema karşılaştırması' });
    await create('Taslak GraphQL', 2, { tags: ['GraphQL', 'API'], status: 'DRAFT' });
    await create('Yarın GraphQL', -1, { tags: ['GraphQL', 'API'] });
  });
  afterAll(() => app.close());

  it('links each post to the one published just before and just after it, visible posts only', async () => {
    expect(titles(await nextReads('GraphQL şemaları'))).toMatchObject({ previous: null, next: 'Işık ve gölge' });
    expect(titles(await nextReads('Bahçe notları'))).toMatchObject({
      previous: 'Işık ve gölge',
      next: 'Aynı gün birinci',
    });
    expect(titles(await nextReads('Aynı gün birinci'))).toMatchObject({
      previous: 'Bahçe notları',
      next: 'Aynı gün ikinci',
    });
    expect(titles(await nextReads('Aynı gün ikinci'))).toMatchObject({
      previous: 'Aynı gün birinci',
      next: 'ISIK ayarları',
    });
    // The draft (2 days ago) and the post scheduled for tomorrow are skipped.
    expect(titles(await nextReads('ISIK ayarları'))).toMatchObject({ next: 'REST ile GraphQL' });
    expect(titles(await nextReads('REST ile GraphQL'))).toMatchObject({ previous: 'ISIK ayarları', next: null });
  });

  it('suggests three posts, shared tags first (folded: GraphQL is graphql), then shared words, then recency', async () => {
    const related = titles(await nextReads('GraphQL şemaları')).related;
    // Shared tag and the words 'graphql' and 'sema'; then the newest of the rest.
    expect(related).toEqual(['REST ile GraphQL', 'ISIK ayarları', 'Aynı gün ikinci']);
    // 'Işık' and 'ISIK' fold to one word; no tag is shared.
    expect(titles(await nextReads('Işık ve gölge')).related[0]).toBe('ISIK ayarları');
    // The other two Hobi posts, the one that shares words too first; then the newest.
    expect(titles(await nextReads('Aynı gün birinci')).related).toEqual([
      'Aynı gün ikinci',
      'Bahçe notları',
      'REST ile GraphQL',
    ]);
    for (const title of Object.keys(posts).filter((title) => !/Taslak|Yarın/.test(title))) {
      const suggested = titles(await nextReads(title)).related;
      expect(suggested).toHaveLength(3);
      expect(suggested).not.toContain(title);
      expect(suggested.filter((other) => /Taslak|Yarın/.test(other))).toEqual([]);
    }
  });

  it('answers the same on REST, with the list’s fields and no content, and 404 for an unknown post', async () => {
    const response = await restCall<Record<string, unknown>>(
      app,
      'GET',
      `/api/blogs/${posts['Bahçe notları']}/related`,
    );
    expect(response.status).toBe(200);
    const data = response.body.data as {
      previous: Record<string, unknown>;
      next: Record<string, unknown>;
      related: Record<string, unknown>[];
    };
    expect(data.previous).toMatchObject({ _id: posts['Işık ve gölge'], title: 'Işık ve gölge', readingMinutes: 1 });
    expect(data.next).toMatchObject({ _id: posts['Aynı gün birinci'] });
    expect(data.related.map((post) => post.title)).toEqual(titles(await nextReads('Bahçe notları')).related);
    for (const post of [data.previous, data.next, ...data.related]) expect(post).not.toHaveProperty('content');
    const missing = await restCall(app, 'GET', '/api/blogs/yok-boyle-bir-yazi/related');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Blog bulunamadı' });
  });
});
