import net from 'node:net';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE, input, newVisitor } from './support/blog';
import { aboutInput } from './support/content';
import { testDb } from './support/db';
import { rawGet, requestBytes } from './support/raw-http';

/**
 * Issue 19, 'No reader can stall another': what one anonymous client (or a few connections) could
 * do to everyone else's reads — hang a URL, empty the cache, fill it with junk, or be served an
 * admin's answer. Each case failed on the code before the fix.
 */

/** Far longer than any answer here takes: a request still unanswered then is hung. */
const HUNG_MS = 10_000;

const html = { accept: 'text/html' };

const UPDATE_ABOUT = 'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }';

/** A GET that fails (instead of waiting forever) when it is hung. */
async function answered(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers, signal: AbortSignal.timeout(HUNG_MS) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * A reader that sends `requests` pipelined on one connection and never reads what comes back (its
 * receive buffer fills and the server's writes back up behind it).
 */
async function stalledReader(app: TestApp, requests: Buffer[]): Promise<net.Socket> {
  const { hostname, port } = new URL(app.url);
  const socket = net.connect(Number(port), hostname);
  socket.pause();
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(Buffer.concat(requests));
  // Long enough for the gateway to read and start every request it will.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return socket;
}

describe(`a reader that does not read holds up no one (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    await app.gql(
      CREATE,
      { input: input({ title: 'Okunan yazı', content: `<p>${'uzun bir metin '.repeat(2000)}</p>` }) },
      { token },
    );
  });
  afterAll(() => app.close());

  it('400 pipelined pages, then the health check, a fresh page and a write: others get all three at once, during and after', async () => {
    const { slug } = (await app.gql<{ blogs: Array<{ slug: string }> }>('{ blogs { slug } }')).data!.blogs[0]!;
    const view = JSON.stringify({ query: 'mutation($id: ID!) { viewBlog(id: $id) { id } }', variables: { id: slug } });
    const post = (body: string) => ({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    const slow = await stalledReader(app, [
      ...Array.from({ length: 400 }, () => requestBytes('GET', `/blog/${slug}`, html)),
      requestBytes('GET', '/healthz', {}),
      requestBytes('GET', '/blog', html),
      requestBytes('POST', '/graphql', post(view), view),
    ]);
    try {
      expect((await answered(app, '/healthz')).status).toBe(200);
      expect((await answered(app, '/blog', html)).text).toContain('Okunan yazı');
      const write = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: post(view),
        body: view,
        signal: AbortSignal.timeout(HUNG_MS),
      });
      expect(await write.json()).toEqual({ data: { viewBlog: { id: expect.any(String) } } });
    } finally {
      slow.destroy();
    }
    // And after it has gone.
    expect((await answered(app, '/healthz')).status).toBe(200);
    expect((await answered(app, `/blog/${slug}`, html)).status).toBe(200);
  });
});

describe(`a request too big to parse holds up no one (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await startAdminApp()));
  afterAll(() => app.close());

  it('its sender gets a 431 and, still sending, is cut off; others are answered meanwhile', async () => {
    const { hostname, port } = new URL(app.url);
    // It does not close when the gateway does: it keeps its half open and goes on sending.
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A 60 KB request line, then more of it every 100 ms, never finished.
    socket.write(`GET /${'%c5%9f'.repeat(10_000)}`);
    const start = performance.now();
    const trickle = setInterval(() => socket.writable && socket.write('%c5%9f'.repeat(100)), 100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await answered(app, '/healthz')).status).toBe(200);
      expect((await answered(app, '/blog', html)).status).toBe(200);
      const end = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(end - start).toBeLessThan(HUNG_MS);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect((await answered(app, '/healthz')).status).toBe(200);
  });
});

describe(`views empty no cache, and count once per visitor (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let post: { id: string; slug: string };
  beforeAll(async () => {
    ({ app, token } = await startAdminApp({ TRUST_PROXY: '1' }));
    post = (await app.gql<{ createBlog: typeof post }>(CREATE, { input: input({ title: 'Görülen' }) }, { token })).data!
      .createBlog;
  });
  afterAll(() => app.close());

  /** Renames the post in SQL, which no subscriber sees (its old slug still leads to it): a kept answer still shows the old names. */
  const renameBehindTheCache = (name: string) =>
    app.dataSource.query('UPDATE blog_posts SET title = ?, slug = ?', [name, 'gorunmeyen-ad']);
  const storedViews = async () =>
    Number((await app.dataSource.query('SELECT viewCount FROM blog_posts'))[0].viewCount as number | string);

  it('a flood of views, four at a time through both doors, drops none of the lists, pages or feeds', async () => {
    const kept = ['/api/blogs', '/blog', '/sitemap.xml', '/rss.xml'];
    for (const url of kept) expect((await answered(app, url, html)).text).toContain(post.slug);
    await renameBehindTheCache('Görünmeyen ad');
    const visitor = newVisitor();
    for (let round = 0; round < 10; round++) {
      await Promise.all([
        answered(app, `/api/blogs/${post.slug}`, visitor),
        answered(app, `/api/blogs/${post.id}`, newVisitor()),
        app.gql('mutation($id: ID!) { viewBlog(id: $id) { id } }', { id: post.slug }, { headers: visitor }),
        app.gql('mutation($id: ID!) { viewBlog(id: $id) { id } }', { id: post.id }, { headers: newVisitor() }),
      ]);
    }
    for (const url of kept)
      expect([url, (await answered(app, url, html)).text]).toEqual([url, expect.stringContaining(post.slug)]);
    // One visitor counted once; each new visitor once.
    expect(await storedViews()).toBe(1 + 20);
  });

  it('one visitor asking again and again counts one view (and writes nothing more); another visitor counts', async () => {
    const before = await storedViews();
    const visitor = newVisitor();
    for (let i = 0; i < 5; i++) expect((await answered(app, `/api/blogs/${post.slug}`, visitor)).status).toBe(200);
    expect(await storedViews()).toBe(before + 1);
    const other = await answered(app, `/api/blogs/${post.slug}`, newVisitor());
    expect(JSON.parse(other.text).data.viewCount).toBe(before + 2);
  });
});

describe(`made-up addresses make no new answers (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    await app.gql(CREATE, { input: input({ title: 'Tek sayfa' }) }, { token });
    const about = await app.gql(UPDATE_ABOUT, { input: aboutInput({ name: 'Ayşe Yılmaz' }) }, { token });
    expect(about.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  /** Renames the post and the owner in SQL, which no subscriber sees: a kept answer still shows the old ones. */
  const renameBehindTheCache = async (name: string) => {
    await app.dataSource.query('UPDATE blog_posts SET title = ?', [name]);
    await app.dataSource.query('UPDATE about SET name = ?', [name]);
  };

  it('junk parameters, letter case and a trailing slash are the page’s one answer; feeds ignore parameters', async () => {
    for (const url of ['/blog', '/about', '/sitemap.xml']) expect((await answered(app, url, html)).status).toBe(200);
    const before = (await answered(app, '/blog', html)).text;
    await renameBehindTheCache('Görünmeyen ad');
    for (const url of ['/blog?x=1', '/Blog/', '/BLOG?utm_source=x&y=2', '/blog?onizleme=1'])
      expect([url, (await answered(app, url, html)).text]).toEqual([url, before]);
    expect((await answered(app, '/About/?x=1', html)).text).toBe((await answered(app, '/about', html)).text);
    expect((await answered(app, '/sitemap.xml?x=1', html)).text).not.toContain('Görünmeyen ad');
    expect((await answered(app, '/SITEMAP.xml/', html)).text).not.toContain('Görünmeyen ad');
  });

  it('a GraphQL query is one answer whatever its spelling: spaces, comments, variable order, undeclared variables', async () => {
    const query =
      'query Sayfa($page: Int!, $perPage: Int!) { blogPage(page: $page, perPage: $perPage) { items { title } } }';
    const titles = async (text: string, variables: Record<string, unknown>) => {
      const answer = await app.gql<{ blogPage: { items: Array<{ title: string }> } }>(text, variables);
      expect(answer.errors).toBeUndefined();
      return answer.data!.blogPage.items.map((post) => post.title);
    };
    const [title] = await titles(query, { page: 1, perPage: 5 });
    await renameBehindTheCache('Görünmeyen başlık');
    for (const [text, variables] of [
      [`  ${query.replace(/ /g, '\n  ')}\n# bir yorum\n`, { page: 1, perPage: 5 }],
      [query.replace('{ title }', '{ title, }'), { perPage: 5, page: 1 }],
      [query, { page: 1, perPage: 5, __proto__x: 'x', sayfa: 2 }],
    ] as const)
      expect([text, await titles(text, variables)]).toEqual([text, [title]]);
    // What the query reads is another answer.
    expect(await titles(query, { page: 1, perPage: 6 })).toEqual(['Görünmeyen başlık']);
  });

  it('unknown paths, list pages past the end and posts that do not exist share two kept 404 pages', async () => {
    const page = await answered(app, '/yok-boyle-bir-yer', html);
    const post = await answered(app, '/blog/yok-boyle-bir-yazi', html);
    expect([page.status, post.status]).toEqual([404, 404]);
    expect(page.text).toContain('Sayfa bulunamadı');
    expect(post.text).toContain('Blog bulunamadı');
    // The site's name in the header: renamed behind the cache below.
    const [{ name }] = await app.dataSource.query('SELECT name FROM about');
    expect(page.text).toContain(name);
    // The shared page names no one's address and has nothing to hydrate.
    for (const { text } of [page, post]) {
      expect(text).not.toContain('yok-boyle');
      expect(text).not.toMatch(/<script type="module"/);
    }
    await renameBehindTheCache('Değişen ad');
    for (let i = 0; i < 50; i++) {
      for (const [url, same] of [
        [`/yok-${i}`, page],
        [`/a/b/c/${i}`, page],
        [`/blog?sayfa=${2 ** 31 - 1 - i}`, page],
        [`/blog?sayfa=${i + 2}`, page],
        [`/blog?sayfa=0${i}`, page],
        [`/blog/yok-${i}`, post],
      ] as const) {
        const answer = await answered(app, url, html);
        expect([url, answer.status, answer.text]).toEqual([url, 404, same.text]);
      }
    }
  });
});

describe(`an admin's answer never reaches anyone else (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    await app.gql(CREATE, { input: input({ title: 'Gizli taslak', status: 'DRAFT' }) }, { token });
  });
  afterAll(() => app.close());

  it.each(['session =TOKEN', 'a=1; session =TOKEN', ' session= TOKEN', 'session=TOKEN; session=x'])(
    'a session cookie spelled %j: the drafts go to the admin alone',
    async (spelling) => {
      const admin = await rawGet(app, '/api/blogs?status=all', { cookie: spelling.replace('TOKEN', token) });
      expect(admin.headers['cache-control']).toBe('private, no-store');
      expect(admin.body.toString()).toContain('Gizli taslak');
      for (const url of ['/api/blogs?status=all', '/api/blogs', '/blog']) {
        const anonymous = await rawGet(app, url, html);
        expect([url, anonymous.body.toString()]).toEqual([url, expect.not.stringContaining('Gizli taslak')]);
      }
      expect((await rawGet(app, '/api/blogs?status=all')).status).toBe(403);
    },
  );
});
