import { SEARCH_MESSAGES } from '@portfolio/content-rules';
import { DocSet } from './doc-set';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';

/**
 * Search (issue 'Reader tools'): Turkish folding, prefixes, phrases, short words and the ranking,
 * on both doors. The folding table runs on both databases (this file runs once per database) and
 * each run must give exactly these posts in exactly this order: the two databases agree.
 */

const DAY = 24 * 3600_000;
const SEARCH = `query($q: String!, $page: Int, $perPage: Int, $all: Boolean) {
  searchPosts(query: $q, page: $page, perPage: $perPage, includeUnpublished: $all) {
    items { post { id title } highlightedTitle snippet } page perPage total pages
  }
}`;

type Hit = { post: { id: string; title: string }; highlightedTitle: string; snippet: string };
type Found = { items: Hit[]; page: number; perPage: number; total: number; pages: number };

describe(`search (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const now = Date.now();

  const create = async (title: string, daysAgo: number, content: string, fields: Record<string, unknown> = {}) => {
    const { data, errors } = await app.gql<{ createBlog: { id: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      {
        input: blogInput({
          title,
          content,
          shortDescription: 'Bir yazı',
          tags: ['Genel'],
          publishDate: new Date(now - daysAgo * DAY).toISOString(),
          ...fields,
        }),
      },
      { token: admin },
    );
    expect(errors).toBeUndefined();
    ids[title] = data!.createBlog.id;
  };
  const search = async (q: string, variables: Record<string, unknown> = {}, token?: string) => {
    const { data, errors } = await app.gql<{ searchPosts: Found }>(SEARCH, { q, ...variables }, { token });
    expect(errors).toBeUndefined();
    return data!.searchPosts;
  };
  const titles = async (q: string) => (await search(q)).items.map((hit) => hit.post.title);

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    await create('Işık ve gölge', 50, '<p>Işığın rengi ılık bir akşamda değişir.</p>', { tags: ['Tasarım'] });
    await create("İstanbul'da yazılım", 40, '<p>AYDIN bir sabah; iş ve ev arasında su içtim.</p>', {
      tags: ['Şehir'],
    });
    await create('Gözlük seçimi', 30, '<p>Gözlükçü dükkânında bir çilingir de vardı.</p>');
    await create('İlik çorbası', 20, '<p>Kemik iliği sağlıklıdır.</p>', { shortDescription: 'Kış yemeği' });
    await create('Açık kaynak', 10, '<p>Açık kaynak kod. The quick brown fox and the dog with a hat.</p>');
    await create('Diller', 15, '<p>C ve Go dilleri.</p>');
    await create('Kaynak açık değil', 5, '<p>Kaynağı kimse görmedi; kod gizli.</p>');
    await create('Ilık bir bahar', 3, '<p>Hava güzel.</p>', { shortDescription: 'Hava ılık' });
    // Issue 43: newer than 'Işık ve gölge', whose text says 'ılık' as 'Pas ve toz' says 'ilik'.
    await create('Pas ve toz', 1, '<p>Gömleğin ilik düğmesi düştü.</p>');
    await create('Taslak ışık', 2, '<p>Henüz bitmedi.</p>', { status: 'DRAFT' });
    await create('Yarın ışık', -1, '<p>Sonra.</p>');
  });
  afterAll(() => app.close());

  // The folding table: a query and the titles it finds, best first.
  it.each([
    ['isik', ['Işık ve gölge']],
    ['IŞIK', ['Işık ve gölge']],
    ['ışığın', ['Işık ve gölge']],
    ['Gözl', ['Gözlük seçimi']],
    ['gozlukcu', ['Gözlük seçimi']],
    ['çilingir', ['Gözlük seçimi']],
    ['CILINGIR', ['Gözlük seçimi']],
    ['dukkaninda', ['Gözlük seçimi']],
    ['aydın', ["İstanbul'da yazılım"]],
    ['Aydin', ["İstanbul'da yazılım"]],
    ['istanbul', ["İstanbul'da yazılım"]],
    ['İSTANBUL', ["İstanbul'da yazılım"]],
    // Words under InnoDB's three letters, and one letter: a prefix like any other.
    ['ev', ["İstanbul'da yazılım"]],
    ['su', ["İstanbul'da yazılım"]],
    ['k', ['Kaynak açık değil', 'Açık kaynak', 'İlik çorbası']],
    // 'iş' folds to 'is': İstanbul and ışık begin with it too; the title hits first, newest first.
    ['iş', ["İstanbul'da yazılım", 'Işık ve gölge']],
    // Folding merges ılık and ilik: a post with the word written as searched ranks above every
    // post with only its folded twin, wherever either stands and however new (issue 43).
    ['ılık', ['Ilık bir bahar', 'Işık ve gölge', 'İlik çorbası', 'Pas ve toz']],
    ['ilik', ['İlik çorbası', 'Pas ve toz', 'Ilık bir bahar', 'Işık ve gölge']],
    // InnoDB's stopwords are words here.
    ['the', ['Açık kaynak']],
    ['with and', ['Açık kaynak']],
    // Every word must match; a phrase must stand word after word, as written (folded).
    ['gözlük çilingir', ['Gözlük seçimi']],
    ['gözlük aydın', []],
    ['açık kaynak', ['Kaynak açık değil', 'Açık kaynak']],
    ['"açık kaynak"', ['Açık kaynak']],
    ['“acik kaynak”', ['Açık kaynak']],
    ['"acik kay"', []],
    // A phrase of words under InnoDB's three letters.
    ['"iş ve ev"', ["İstanbul'da yazılım"]],
    ['"ev ve iş"', []],
    ['"kaynak açık"', ['Kaynak açık değil']],
    // Three words in a row, not two pairs apart ('and the dog', 'the quick').
    ['"and the dog"', ['Açık kaynak']],
    ['"and the quick"', []],
    // One-letter words: found by their letter, and in a phrase; 'C' as written before 'çorbası'.
    ['c', ['Diller', 'İlik çorbası', 'Gözlük seçimi']],
    ['"c ve go"', ['Diller']],
    ['"go ve c"', []],
    ['xyzzy', []],
    // Drafts and scheduled posts are never found by an anonymous reader.
    ['taslak', []],
    ['yarın', []],
  ])('%s → %j', async (q, expected) => {
    expect(await titles(q)).toEqual(expected);
  });

  it('highlights the matching words in the title and a snippet, escaped', async () => {
    const [hit] = (await search('isik')).items;
    expect(hit!.highlightedTitle).toBe('<mark>Işık</mark> ve gölge');
    const [text] = (await search('çilingir')).items;
    expect(text!.snippet).toBe('Gözlükçü dükkânında bir <mark>çilingir</mark> de vardı.');
    await create(
      'Kaçış <karakterleri>',
      1,
      `<p>${'Uzun bir giriş cümlesi. '.repeat(10)}a &lt; b &amp; kaçış sonda.</p>`,
    );
    const [escaped] = (await search('kaçış')).items;
    expect(escaped!.highlightedTitle).toBe('<mark>Kaçış</mark> &#60;karakterleri&#62;');
    expect(escaped!.snippet).toMatch(/^….*a &#60; b &#38; <mark>kaçış<\/mark> sonda\.$/);
    expect(escaped!.snippet.length).toBeLessThan(300);
  });

  it('pages the results like the list, and the admin may find drafts', async () => {
    expect(await search('k', { page: 2, perPage: 3 })).toMatchObject({ page: 2, perPage: 3, total: 4, pages: 2 });
    expect((await search('k', { page: 2, perPage: 3 })).items.map((hit) => hit.post.title)).toEqual(['İlik çorbası']);
    expect((await search('k', { page: 9 })).items).toEqual([]);
    const all = await search('ışık', { all: true }, admin);
    expect(all.items.map((hit) => hit.post.title).sort()).toEqual(['Işık ve gölge', 'Taslak ışık', 'Yarın ışık']);
    const refused = await app.gql(SEARCH, { q: 'ışık', all: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['', SEARCH_MESSAGES.empty],
    ['  !!! …  ', SEARCH_MESSAGES.empty],
    ['a'.repeat(201), SEARCH_MESSAGES.tooLong],
    ['bir iki üç dört beş altı yedi sekiz dokuz on onbir', SEARCH_MESSAGES.tooManyWords],
  ])('refuses %j with a Turkish message, on both doors', async (q, message) => {
    const { errors } = await app.gql(SEARCH, { q });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await restCall(app, 'GET', `/api/blogs?q=${encodeURIComponent(q)}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ success: false, message });
  });

  it('answers GET /api/blogs?q= with the hits and the paged list’s meta', async () => {
    const rest = await restCall<Array<{ post: Record<string, unknown>; highlightedTitle: string; snippet: string }>>(
      app,
      'GET',
      `/api/blogs?q=${encodeURIComponent('açık kaynak')}&perPage=1`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, meta: { page: 1, perPage: 1, total: 2, pages: 2 } });
    const [hit] = rest.body.data!;
    expect(hit!.post).toMatchObject({ _id: ids['Kaynak açık değil'], title: 'Kaynak açık değil', readingMinutes: 1 });
    expect(hit!.post).not.toHaveProperty('content');
    expect(hit!.highlightedTitle).toBe('<mark>Kaynak</mark> <mark>açık</mark> değil');
    const past = await restCall(app, 'GET', '/api/blogs?q=k&page=0');
    expect(past.status).toBe(400);
  });

  it('is documented in /api/openapi.json: `q`, the hit’s shape and the meta', async () => {
    const openapi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; description?: string }[]; responses: unknown } }>;
    };
    const list = openapi.paths['/api/blogs']!.get;
    expect(list.parameters.find((parameter) => parameter.name === 'q')?.description).toMatch(/isik.*ışık/);
    expect(JSON.stringify(list.responses)).toContain('highlightedTitle');
  });

  it('finds a post in the request after the one that saved it, and forgets what an edit or a delete took away', async () => {
    expect(await titles('zeplin')).toEqual([]);
    await create('Zeplin yolculuğu', 0, '<p>Gökyüzünde.</p>');
    expect(await titles('zeplin')).toEqual(['Zeplin yolculuğu']);
    const id = ids['Zeplin yolculuğu'];
    const edit = await app.gql(
      'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }',
      { id, input: blogInput({ title: 'Balon yolculuğu', content: '<p>Gökyüzünde.</p>' }) },
      { token: admin },
    );
    expect(edit.errors).toBeUndefined();
    expect(await titles('zeplin')).toEqual([]);
    expect(await titles('balon')).toEqual(['Balon yolculuğu']);
    const [{ doc }] = await app.dataSource.query('SELECT doc FROM blog_search_docs WHERE postId = ?', [id]);
    await app.gql('mutation($id: ID!) { deleteBlog(id: $id) }', { id }, { token: admin });
    expect(await titles('balon')).toEqual([]);
    // Its rows went with it (no foreign key does it: modules/search/indexing.ts), but the docs' row,
    // kept empty so that every gateway learns of it; no posting names its number.
    const [runs] = await app.dataSource.query('SELECT COUNT(*) AS n FROM blog_search_runs WHERE postId = ?', [id]);
    expect(Number(runs.n)).toBe(0);
    expect(
      await app.dataSource.query('SELECT status, title, terms FROM blog_search_docs WHERE postId = ?', [id]),
    ).toEqual([{ status: 'gone', title: '', terms: '' }]);
    const postings: { docs: Buffer }[] = await app.dataSource.query('SELECT docs FROM blog_search_postings');
    expect(postings.filter(({ docs }) => DocSet.decode(docs).has(Number(doc)))).toEqual([]);
  });
});
