import { brotliDecompressSync } from 'node:zlib';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { ContentChanges } from '../src/cache/changes';
import { ContentChange } from '../src/cache/content-change.entity';
import { ResponseCache } from '../src/cache/response-cache';
import { migrate } from '../src/core/db/data-source';
import { connect } from '../src/database';
import { About } from '../src/modules/about/about.entity';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { insertPost } from '../src/modules/blog/blog.service';
import { modules } from '../src/modules';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE, input, newVisitor, UPDATE } from './support/blog';
import { advance, fakeDate } from './support/clock';
import { createEmptyDatabase, testDb } from './support/db';
import { rawGet } from './support/raw-http';

const PUBLIC = 'public, max-age=0, must-revalidate';

describe(`public answers: cached, revalidated, dropped by the writes that change them (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => ({ app, token } = await startAdminApp({ CDN_MAX_AGE: '', TRUST_PROXY: '1' })));
  afterAll(() => app.close());

  const create = async (title: string) =>
    (await app.gql<{ createBlog: { id: string; slug: string } }>(CREATE, { input: input({ title }) }, { token })).data!
      .createBlog;

  it('GET /api/blogs: the same bytes and ETag again, 304 to a match, public; private, no-store to a signed-in caller', async () => {
    await create('Önbellek bir');
    const first = await rawGet(app, '/api/blogs');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await rawGet(app, '/api/blogs');
    expect(again.body.toString()).toBe(first.body.toString());
    expect(again.headers.etag).toBe(first.headers.etag);

    const revalidated = await rawGet(app, '/api/blogs', { 'if-none-match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.body.length).toBe(0);

    const signedIn = await rawGet(app, '/api/blogs', { authorization: `Bearer ${token}` });
    expect(signedIn.body.toString()).toBe(first.body.toString());
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect((await rawGet(app, '/api/blogs', { cookie: 'session=x' })).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('a write through either door shows at once, on the list, the page and the feed', async () => {
    const post = await create('Önbellek iki');
    const list = await rawGet(app, '/api/blogs');
    // From the site's own page, as a reader asks it again (If-None-Match picks that page: site/router.ts).
    const page = await rawGet(app, `/blog/${post.slug}`, { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
    const feed = await rawGet(app, '/rss.xml');
    expect(page.body.toString()).toContain('Önbellek iki');

    await app.gql(UPDATE, { id: post.id, input: input({ title: 'Önbellek iki, düzeltildi' }) }, { token });
    for (const [path, before] of [
      ['/api/blogs', list],
      [`/blog/${post.slug}`, page],
      ['/rss.xml', feed],
    ] as const) {
      const after = await rawGet(app, path, { accept: 'text/html', 'if-none-match': before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.body.toString()).toContain('Önbellek iki, düzeltildi');
    }
  });

  it('a write behind the gateway’s back (a command, a seed) is noticed by the database subscriber', async () => {
    await rawGet(app, '/api/blogs');
    await app.dataSource.transaction((manager) =>
      insertPost(manager, {
        title: 'Komut satırından',
        shortDescription: 'x',
        content: '<p>x</p>',
        tags: [],
        publishDate: new Date(),
      }),
    );
    expect((await rawGet(app, '/api/blogs')).body.toString()).toContain('Komut satırından');
  });

  it('compressed once: brotli and gzip bytes that decode to the same answer, varied by Accept-Encoding', async () => {
    const plain = await rawGet(app, '/blog', { accept: 'text/html' });
    const br = await rawGet(app, '/blog', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Accept, Sec-Fetch-Site, Cookie');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const refused = await rawGet(app, '/blog', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('GraphQL: an anonymous public query is answered again from memory, equal to the first; mutations and errors never', async () => {
    const query = '{ blogs { id title } about { name } }';
    const first = await app.gql(query);
    expect(first.errors).toBeUndefined();
    expect(await app.gql(query)).toEqual(first);
    await create('Önbellek üç');
    expect(JSON.stringify(await app.gql(query))).toContain('Önbellek üç');

    const post = await create('Sayılan');
    const view = 'mutation($id: ID!) { viewBlog(id: $id) { viewCount } }';
    const viewOf = () => app.gql(view, { id: post.id }, { headers: newVisitor() });
    expect((await viewOf()).data).toEqual({ viewBlog: { viewCount: 1 } });
    expect((await viewOf()).data).toEqual({ viewBlog: { viewCount: 2 } });

    const wrong = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ blogs { nope } }' }),
    });
    expect(wrong.status).toBe(400);
    expect((await app.gql('{ me { email } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await app.gql('{ me { email } }', {}, { token })).data).toEqual({ me: { email: expect.any(String) } });
  });

  it('JSON the GraphQL door cannot read gets the Turkish 400, as before', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('İstek gövdesi geçerli bir JSON değil.');
  });
});

describe(`one key per answer: spellings of a REST URL that get the same answer share it (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  /** Renames every post in SQL, which no subscriber sees: a cached answer still shows the old title. */
  const renameBehindTheCache = (title: string) => app.dataSource.query('UPDATE blog_posts SET title = ?', [title]);
  const titles = async (url: string) => {
    const answer = await rawGet(app, url);
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body.toString()) as { data: Array<{ title: string }> }).data.map((post) => post.title);
  };

  it('junk parameters, case, a trailing slash and parameter order are answered from the one kept answer', async () => {
    await app.gql(CREATE, { input: input({ title: 'Tek anahtar' }) }, { token });
    expect(await titles('/api/blogs')).toEqual(['Tek anahtar']);
    await renameBehindTheCache('Görünmeyen ad');
    for (const url of ['/api/blogs?x=1', '/API/Blogs/', '/api/blogs?utm_source=a&x%5B%5D=2&__proto__=1', '/api/blogs?'])
      expect([url, await titles(url)]).toEqual([url, ['Tek anahtar']]);

    // Parameters REST reads make their own answers, in any order.
    expect(await titles('/api/blogs?page=1&perPage=5&x=1')).toEqual(['Görünmeyen ad']);
    await renameBehindTheCache('İkinci ad');
    expect(await titles('/api/Blogs?perPage=5&page=1')).toEqual(['Görünmeyen ad']);
    expect(await titles('/api/blogs?page=1&perPage=6')).toEqual(['İkinci ad']);
    // A repeated parameter is another request (refused), not the single one's answer.
    expect((await rawGet(app, '/api/blogs?page=1&page=1&perPage=5')).status).toBe(400);
  });
});

describe(`a crowd asking for one missing answer gets it made once (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let loads = 0;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    for (const title of ['Kalabalık bir', 'Kalabalık iki'])
      await app.gql(CREATE, { input: input({ title }) }, { token });
    // Counts the posts read from the database, by any door.
    const counter: EntitySubscriberInterface<BlogPost> = {
      listenTo: () => BlogPost,
      // Each post read takes 20 ms, so that the crowd arrives while the first answer is made.
      afterLoad: async (post) => {
        if (post.title === undefined) return; // the schedule's id and date
        loads++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    app.dataSource.subscribers.push(counter);
  });
  afterAll(() => app.close());

  const crowd = <T>(ask: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, ask));

  it('20 readers of /api/blogs, of a page, of an anonymous GraphQL query at once: one read of the posts each', async () => {
    loads = 0;
    const lists = await crowd(() => rawGet(app, '/api/blogs'));
    expect(new Set(lists.map((answer) => `${answer.status} ${answer.body.toString()}`)).size).toBe(1);
    expect(loads).toBe(2);

    loads = 0;
    const pages = await crowd(() => rawGet(app, '/blog', { accept: 'text/html' }));
    expect(new Set(pages.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(loads).toBe(2);

    loads = 0;
    const query = '{ blogs { id title } }';
    const answers = await crowd(() => app.gql<{ blogs: unknown[] }>(query));
    expect(answers.every((answer) => answer.data?.blogs.length === 2)).toBe(true);
    expect(loads).toBe(2);
  });

  it('signed-in readers are never made to wait on one another (their answers are their own)', async () => {
    await app.gql(CREATE, { input: input({ title: 'Kalabalık üç' }) }, { token });
    loads = 0;
    await crowd(() => rawGet(app, '/api/blogs', { authorization: `Bearer ${token}` }));
    expect(loads).toBe(60);
  });
});

describe(`CDN_MAX_AGE (${testDb})`, () => {
  it('adds s-maxage and stale-while-revalidate to public answers only', async () => {
    const { app, token } = await startAdminApp({ CDN_MAX_AGE: '300' });
    try {
      expect((await rawGet(app, '/api/blogs')).headers['cache-control']).toBe(
        `${PUBLIC}, s-maxage=300, stale-while-revalidate=300`,
      );
      const signedIn = await rawGet(app, '/api/blogs', { authorization: `Bearer ${token}` });
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect((await rawGet(app, '/api/contact', { authorization: `Bearer ${token}` })).headers['cache-control']).toBe(
        'private, no-store',
      );
    } finally {
      await app.close();
    }
  });
});

describe(`which answers a write drops, across gateways and at scheduled moments (${testDb})`, () => {
  let first: DataSource;
  let second: DataSource;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createEmptyDatabase();
    first = await connect(db.database);
    await migrate(first);
    second = await connect(db.database);
    drop = async () => {
      await first.destroy();
      await second.destroy();
      await db.drop();
    };
  });
  afterAll(() => drop());
  afterEach(() => jest.useRealTimers());

  /** A cache holding one answer per tag, and its gateway's view of the change log. */
  async function gateway(dataSource: DataSource, syncMs = 500) {
    const cache = new ResponseCache(1024 * 1024, 60_000);
    const changes = new ContentChanges(dataSource, cache, syncMs, modules);
    await changes.start();
    const fill = async (...tags: string[]) => {
      for (const tag of tags)
        await cache.set(tag, cache.generation, {
          status: 200,
          type: 'text/plain',
          body: Buffer.from(tag),
          tags: [tag],
        });
    };
    const kept = (...tags: string[]) => tags.filter((tag) => cache.get(tag));
    return { cache, changes, fill, kept };
  }

  it('a post’s write drops the lists and that post; a view drops nothing; the About page drops only itself', async () => {
    const a = await gateway(first);
    try {
      const post = await first.transaction((m) =>
        insertPost(m, { title: 'Bir', shortDescription: 'x', content: '<p>x</p>', tags: [], publishDate: new Date() }),
      );
      await a.fill('blog', `post:${post.id}`, 'post:other', 'about', 'settings');
      await first.getRepository(BlogPost).increment({ id: post.id }, 'viewCount', 1);
      expect(a.kept('blog', `post:${post.id}`, 'post:other', 'about', 'settings')).toHaveLength(5);

      await first.getRepository(BlogPost).save({ ...post, title: 'İki' });
      expect(a.kept('blog', `post:${post.id}`, 'post:other', 'about', 'settings')).toEqual([
        'post:other',
        'about',
        'settings',
      ]);
      await a.fill('blog', `post:${post.id}`);
      await first
        .getRepository(About)
        .save({ id: About.ID, name: 'Ad', title: 'Unvan', description: '', technologies: [] });
      expect(a.kept('blog', `post:${post.id}`, 'post:other', 'about', 'settings')).toEqual([
        'blog',
        `post:${post.id}`,
        'post:other',
        'settings',
      ]);
    } finally {
      a.changes.stop();
    }
  });

  it('another gateway drops what a write changed once it reads the log (at most syncMs later)', async () => {
    fakeDate();
    const a = await gateway(first);
    const b = await gateway(second);
    try {
      await b.fill('blog', 'about');
      await first.transaction((m) =>
        insertPost(m, { title: 'Üç', shortDescription: 'x', content: '<p>x</p>', tags: [], publishDate: new Date() }),
      );
      expect(b.changes.fresh()).toBeUndefined(); // read less than syncMs ago: serves what it has
      expect(b.kept('blog', 'about')).toEqual(['blog', 'about']);
      advance(500);
      await b.changes.fresh();
      expect(b.kept('blog', 'about')).toEqual(['about']);
    } finally {
      a.changes.stop();
      b.changes.stop();
    }
  });

  it('a log row that commits after a later one (MySQL gives ids as transactions start) is still read', async () => {
    fakeDate();
    const a = await gateway(first);
    const b = await gateway(second);
    try {
      const [{ top }] = await first.query('SELECT MAX(id) AS top FROM content_changes');
      const add = (id: number, tags: string) =>
        first.getRepository(ContentChange).insert({ id, tags, createdAt: new Date() });
      await b.fill('about', 'settings');
      await add(Number(top) + 2, 'settings'); // committed first, with the later id
      advance(500);
      await b.changes.fresh();
      expect(b.kept('about', 'settings')).toEqual(['about']);
      await add(Number(top) + 1, 'about'); // the earlier id, committed after
      advance(500);
      await b.changes.fresh();
      expect(b.kept('about', 'settings')).toEqual([]);
    } finally {
      a.changes.stop();
      b.changes.stop();
    }
  });

  it('a post scheduled for later drops the lists at its moment, on every gateway, with no write', async () => {
    fakeDate();
    const at = new Date(Date.now() + 60_000);
    await first.transaction((m) =>
      insertPost(m, { title: 'Sonra', shortDescription: 'x', content: '<p>x</p>', tags: [], publishDate: at }),
    );
    const a = await gateway(first, 3_600_000);
    const b = await gateway(second, 3_600_000);
    try {
      for (const g of [a, b]) await g.fill('blog', 'about');
      advance(59_000);
      for (const g of [a, b]) {
        g.changes.fresh();
        expect(g.kept('blog', 'about')).toEqual(['blog', 'about']);
      }
      advance(1_000);
      for (const g of [a, b]) {
        g.changes.fresh();
        expect(g.kept('blog', 'about')).toEqual(['about']);
      }
    } finally {
      a.changes.stop();
      b.changes.stop();
    }
  });
});
