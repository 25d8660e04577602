import { COMMENT_ERRORS, WEBMENTION_PATH } from '@portfolio/content-rules';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { until } from '../../../test/support/smtp';
import { XSS_CORPUS } from '../../../test/support/xss';
import { localSite } from './local-site.kit';
import { WebmentionReceived } from './webmention.entities';
import { TAKEN_TEXT } from './webmentions.router';
import { QUEUE_CAP, sha256 } from './webmentions.service';

/**
 * Issue 48.3, 'Webmention (W3C)', receiving: `POST /webmention` answers 202 at once and the source is
 * checked later, off the request; a source that links to the post lands in the moderation queue as a
 * pending answer (reply, mention, with its author; a like or a repost is approved at once, issue 49);
 * an update changes it, a 410 removes it, a source without the link is refused; bad requests are
 * refused with Turkish texts, storing nothing; an address over its limits gets 429. Other sites are tiny local HTTP servers, reached
 * because the app runs with FETCH_PRIVATE_ADDRESSES.
 */

const CREATE = 'mutation($input: BlogInput!) { createBlog(input: $input) { id slug } }';
const ANSWERS = `query($status: CommentStatus!) { adminComments(status: $status, perPage: 100) { items { id kind origin authorName authorUrl authorPhoto text sourceUrl publishedAt status } } }`;
const ENV = { FETCH_PRIVATE_ADDRESSES: 'true', TRUST_PROXY: 'true' };

type Answer = {
  id: string;
  kind: string;
  origin: string;
  authorName: string;
  authorUrl: string | null;
  authorPhoto: string | null;
  text: string;
  sourceUrl: string | null;
  publishedAt: string | null;
  status: string;
};

const entry = (target: string, { property = '', content = 'Güzel yazı, teşekkürler!', name = 'Ayşe Yılmaz' } = {}) => `
<!doctype html><html><body>
<article class="h-entry">
  <span class="p-author h-card"><img class="u-photo" src="/ayse.jpg" alt=""><a class="p-name u-url" href="https://ayse.example/">${name}</a></span>
  ${property ? `<a class="${property}" href="${target}">bu yazı</a>` : `<a href="${target}">bu yazı</a>`}
  <div class="e-content">${content}</div>
  <time class="dt-published" datetime="2026-11-20T10:00:00Z">20 Kasım</time>
</article></body></html>`;

let addresses = 0;
/** A client of its own, as a trusted proxy names it (TRUST_PROXY): each test counts against its own limits. */
const client = () => `10.48.${(++addresses >> 8) & 255}.${addresses & 255}`;

describe(`receiving Webmentions (${testDb})`, () => {
  let site: Awaited<ReturnType<typeof localSite>>;
  let app: TestApp;
  let token: string;
  let target: string;

  beforeAll(async () => {
    site = await localSite({});
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(dataSource, ENV, drop);
    token = (await app.signIn('admin')).token;
    const post = await app.gql<{ createBlog: { slug: string } }>(
      CREATE,
      { input: blogInput({ title: 'Bahsedilen yazı' }) },
      { token },
    );
    target = `https://site.example/blog/${post.data!.createBlog.slug}`;
  });
  afterAll(async () => {
    await app.close();
    await site.close();
  });

  const mention = async (source: string, to = target, from = client()) => {
    const response = await fetch(`${app.url}${WEBMENTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams({ source, target: to }).toString(),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
      response,
    };
  };
  const received = () => app.dataSource.getRepository(WebmentionReceived);
  /** Waits until the verifier is done with (source, target). */
  const checked = (source: string, to = target) =>
    until(async () => (await received().findOneBy({ key: sha256(`${source} ${to}`) }))?.status !== 'waiting', 15_000);
  const answers = async (status: string) => {
    const answer = await app.gql<{ adminComments: { items: Answer[] } }>(ANSWERS, { status }, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.adminComments.items;
  };
  /** The answers landed from `source`: pending ones (or approved ones: a like or a repost is, at once). */
  const from = async (source: string, status = 'PENDING') =>
    (await answers(status)).filter((answer) => answer.sourceUrl === source);

  it('takes a mention at once (202, plain text) and lands a reply from its h-entry as a pending answer with author, text and date', async () => {
    site.pages['/reply'] = { body: entry(target, { property: 'u-in-reply-to' }) };
    const source = site.url('/reply');
    const answer = await mention(source);
    expect(answer).toMatchObject({ status: 202, text: TAKEN_TEXT });
    expect(answer.type).toMatch(/^text\/plain/);
    await checked(source);
    expect(await from(source)).toEqual([
      expect.objectContaining({
        kind: 'REPLY',
        origin: 'WEBMENTION',
        status: 'PENDING',
        authorName: 'Ayşe Yılmaz',
        authorUrl: 'https://ayse.example/',
        authorPhoto: site.url('/ayse.jpg'),
        text: 'Güzel yazı, teşekkürler!',
        sourceUrl: source,
        publishedAt: '2026-11-20T10:00:00.000Z',
      }),
    ]);

    // The source updated, and mentioned again: the same answer, changed.
    site.pages['/reply'] = { body: entry(target, { property: 'u-in-reply-to', content: 'Düzelttim: harika yazı.' }) };
    expect((await mention(source)).status).toBe(202);
    await checked(source);
    expect((await from(source)).map((one) => one.text)).toEqual(['Düzelttim: harika yazı.']);

    // Deleted (410), and mentioned again: the answer goes.
    site.pages['/reply'] = { status: 410, body: 'gitti' };
    expect((await mention(source)).status).toBe(202);
    await checked(source);
    expect(await from(source)).toEqual([]);
  });

  it.each([
    ['u-like-of', 'LIKE', 'APPROVED'],
    ['u-repost-of', 'REPOST', 'APPROVED'],
    ['', 'MENTION', 'PENDING'],
  ])('a source whose h-entry has %s is a %s, %s', async (property, kind, status) => {
    const path = `/kind-${kind}`;
    site.pages[path] = { body: entry(target, { property }) };
    expect((await mention(site.url(path))).status).toBe(202);
    await checked(site.url(path));
    expect(await from(site.url(path), status)).toEqual([
      expect.objectContaining({ kind, status, authorName: 'Ayşe Yılmaz' }),
    ]);
  });

  it('a page without an h-entry is a mention by its host; a source that does not link to the post is refused, and removes what it had', async () => {
    site.pages['/plain'] = { body: `<p>Şuna bakın: <a href="${target}">yazı</a></p>` };
    await mention(site.url('/plain'));
    await checked(site.url('/plain'));
    expect(await from(site.url('/plain'))).toEqual([
      expect.objectContaining({ kind: 'MENTION', authorName: new URL(site.origin).host, text: '' }),
    ]);

    site.pages['/plain'] = { body: '<p>Bağlantı kaldırıldı.</p>' };
    site.pages['/never'] = { body: entry('https://site.example/blog/baska-bir-yazi', { property: 'u-in-reply-to' }) };
    await mention(site.url('/plain'));
    await mention(site.url('/never'));
    await checked(site.url('/plain'));
    await checked(site.url('/never'));
    expect(await from(site.url('/plain'))).toEqual([]);
    expect(await from(site.url('/never'))).toEqual([]);
  });

  it('a source that answers two posts and drops its link to one keeps its answer to the other', async () => {
    const other = await app.gql<{ createBlog: { slug: string } }>(
      CREATE,
      { input: blogInput({ title: 'Öteki yazı' }) },
      { token },
    );
    const second = `https://site.example/blog/${other.data!.createBlog.slug}`;
    const both = `<p><a href="${target}">bir</a> ve <a href="${second}">iki</a></p>`;
    site.pages['/iki-yazi'] = { body: both };
    await mention(site.url('/iki-yazi'));
    await checked(site.url('/iki-yazi'));
    await mention(site.url('/iki-yazi'), second);
    await checked(site.url('/iki-yazi'), second);
    expect(await from(site.url('/iki-yazi'))).toHaveLength(2);

    site.pages['/iki-yazi'] = { body: `<p><a href="${second}">iki</a> kaldı</p>` };
    await mention(site.url('/iki-yazi'));
    await checked(site.url('/iki-yazi'));
    expect(await from(site.url('/iki-yazi'))).toHaveLength(1);
  });

  it('stores what a hostile h-entry says as plain text, never its markup', async () => {
    const cases = XSS_CORPUS.slice(0, 12);
    for (const [index, [, html]] of cases.entries()) {
      const path = `/xss-${index}`;
      const name = '<script>alert(1)</script> &lt;img src=x onerror=alert(1)&gt;';
      site.pages[path] = { body: entry(target, { property: 'u-in-reply-to', content: `yorum ${html}`, name }) };
      await mention(site.url(path));
    }
    for (const index of cases.keys()) await checked(site.url(`/xss-${index}`));
    for (const index of cases.keys()) {
      const [answer] = await from(site.url(`/xss-${index}`));
      expect(answer).toBeDefined();
      // Markup is gone (what was escaped in the page is the text it showed).
      if (!cases[index]![1].includes('&lt;')) expect(answer!.text).not.toMatch(/<[a-z!/]/i);
      expect(answer!.text.startsWith('yorum')).toBe(true);
      // A script's code is no text the page showed.
      if (index === 0) expect(answer!.text).toBe('yorum beforeafter');
      // The parser's text: a tag in the name is gone, an escaped one is the text it shows.
      expect(answer!.authorName).toBe('<img src=x onerror=alert(1)>');
    }
  });

  it.each([
    ['no source', { target: 'T' }, COMMENT_ERRORS.badUrls],
    ['a source that is no http(s) address', { source: 'javascript:alert(1)', target: 'T' }, COMMENT_ERRORS.badUrls],
    [
      'a source longer than 2048',
      { source: `https://a.example/${'a'.repeat(2040)}`, target: 'T' },
      COMMENT_ERRORS.badUrls,
    ],
    ['the same source and target', { source: 'T', target: 'T' }, COMMENT_ERRORS.sameUrls],
    [
      'a target on another site',
      { source: 'https://a.example/x', target: 'https://a.example/blog/y' },
      COMMENT_ERRORS.notOurs,
    ],
    [
      'a target that is no post',
      { source: 'https://a.example/x', target: 'https://site.example/about' },
      COMMENT_ERRORS.notOurs,
    ],
    [
      'a post that does not exist',
      { source: 'https://a.example/x', target: 'https://site.example/blog/yok-boyle' },
      COMMENT_ERRORS.notOurs,
    ],
  ])('refuses %s with 400 and a Turkish text, storing nothing', async (_name, fields, text) => {
    const before = await received().count();
    const body = new URLSearchParams(
      Object.entries(fields).map(([name, value]) => [name, value === 'T' ? target : value]),
    ).toString();
    const response = await fetch(`${app.url}${WEBMENTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client() },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(text);
    expect(await received().count()).toBe(before);
  });

  it('refuses an address past 30 a minute with 429, and anyone while 10 000 wait', async () => {
    const address = client();
    for (let i = 0; i < 30; i++) expect((await mention(`https://a.example/${i}`, target, address)).status).toBe(202);
    const refused = await mention('https://a.example/one-more', target, address);
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(/^Çok fazla deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await received().countBy({ source: 'https://a.example/one-more' })).toBe(0);

    // The queue full: rows waiting far ahead (no verifier takes them), then one more from anyone.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const waiting = await received().countBy({ status: 'waiting' });
    for (let start = waiting; start < QUEUE_CAP; start += 200)
      await received()
        .createQueryBuilder()
        .insert()
        .values(
          Array.from({ length: Math.min(200, QUEUE_CAP - start) }, (_, i) => ({
            id: crypto.randomUUID(),
            createdAt: later,
            dueAt: later,
            receivedAt: later,
            key: sha256(`dolu ${start + i}`),
            source: `https://dolu.example/${start + i}`,
            target,
            status: 'waiting' as const,
          })),
        )
        .updateEntity(false)
        .execute();
    const full = await mention('https://a.example/when-full');
    expect(full).toMatchObject({ status: 429, text: COMMENT_ERRORS.queueFull });
    await received().delete({ status: 'waiting', dueAt: later });
  });

  it('every page the site sends advertises the endpoint, a kept one too', async () => {
    const link = `<https://site.example${WEBMENTION_PATH}>; rel="webmention"`;
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${app.url}${new URL(target).pathname}`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('link')).toBe(link);
    }
    expect((await fetch(`${app.url}/`, { headers: { accept: 'text/html' } })).headers.get('link')).toBe(link);
    expect((await fetch(`${app.url}/rss.xml`)).headers.get('link')).toBe(link);
  });
});

describe(`FETCH_PRIVATE_ADDRESSES in production (${testDb})`, () => {
  it('logs a Turkish warning at start', async () => {
    const { dataSource, drop } = await openTestDatabase();
    const app = await serveTestApp(dataSource, { NODE_ENV: 'production', FETCH_PRIVATE_ADDRESSES: 'true' }, drop);
    await app.close();
    expect(app.log().filter((line) => line.msg.startsWith('FETCH_PRIVATE_ADDRESSES açık'))).toEqual([
      expect.objectContaining({ level: 40 }),
    ]);
  });
});
