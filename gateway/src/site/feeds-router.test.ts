import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { slugify } from '@portfolio/content-rules';
import express from 'express';
import { parseXml } from '../../test/support/xml';
import { feedsRouter, jsonFeed, robotsTxt, rssXml, sitemapXml, type FeedPost, type FeedSource } from './feeds';
import { all, one, post, POSTS, SITE, SITEMAP } from './feeds.kit';

/** The feeds, the sitemap and robots.txt as the router serves them: types, caching, HEAD, 404, an empty site. */

// ---------------------------------------------------------------------------------------------

/**
 * One HTTP request with exactly these headers. Not fetch: the fetch standard turns a request that
 * carries `If-None-Match` into a reload (`Cache-Control: no-cache`), which rightly never gets a 304.
 */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
function request(url: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('feedsRouter on a real Express app', () => {
  const byDate = (a: FeedPost, b: FeedPost) => b.publishDate.getTime() - a.publishDate.getTime();
  let posts: FeedPost[] = POSTS;
  /** The posts that have an English version, in English (issue 50). */
  const english = [post(2, { slug: 'post-2', title: 'Post 2', tags: ['yazılım'] })];
  const limits: number[] = [];
  const source: FeedSource = {
    site: async (_req, locale) => ({ ...SITE, locale, about: locale === 'tr' }),
    latestPosts: async (_req, limit, locale) => {
      limits.push(limit);
      return [...(locale === 'tr' ? posts : english)].sort(byDate).slice(0, limit);
    },
    allPosts: async () => [...posts].sort(byDate).map(({ content: _content, ...summary }) => summary),
    allProjects: async () => [],
    tagPosts: async (_req, slug, limit, locale) => {
      limits.push(limit);
      const tagged = (locale === 'tr' ? posts : english)
        .filter((post) => post.tags.map(slugify).includes(slug))
        .sort(byDate);
      return tagged.length ? { tag: { slug, name: slug }, posts: tagged.slice(0, limit) } : null;
    },
  };
  let server: http.Server;
  let base: string;
  const get = (path: string, headers?: Record<string, string>) => request(base + path, 'GET', headers);

  beforeAll(async () => {
    const app = express();
    app.use(feedsRouter(source));
    server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    posts = POSTS;
    limits.length = 0;
  });

  const FILES = [
    ['/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/feed.json', 'application/feed+json; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/tags/yazilim/rss.xml', 'application/rss+xml; charset=utf-8'],
  ] as const;

  it.each(FILES)(
    'GET %s: its type, public revalidated caching, an ETag; a matching If-None-Match gets 304',
    async (path, type) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe(type);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.body.length).toBeGreaterThan(0);

      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(again.body).toBe('');

      const other = await get(path, { 'If-None-Match': 'W/"baska"' });
      expect(other.status).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it.each(FILES)('HEAD %s: the same headers, no body', async (path, type) => {
    const full = await get(path);
    const head = await request(base + path, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(type);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body)));
    expect(head.body).toBe('');
    expect((await request(base + path, 'HEAD', { 'If-None-Match': full.headers.etag! })).status).toBe(304);
  });

  it('serves what the pure functions write, asking the source for the 20 newest', async () => {
    const sorted = [...POSTS].sort(byDate);
    expect((await get('/rss.xml')).body).toBe(rssXml(SITE, POSTS));
    expect(JSON.parse((await get('/feed.json')).body)).toEqual(JSON.parse(JSON.stringify(jsonFeed(SITE, POSTS))));
    expect((await get('/sitemap.xml')).body).toBe(sitemapXml(SITE, sorted));
    expect((await get('/robots.txt')).body).toBe(robotsTxt(SITE));
    expect(limits).toEqual([20, 20]);
    expect((await get('/tags/yazilim/rss.xml')).body).toBe(
      rssXml(SITE, sorted.slice(0, 20), { slug: 'yazilim', name: 'yazilim' }),
    );
  });

  it('a tag no post carries has no feed: 404 with the Turkish text', async () => {
    const missing = await get('/tags/yok/rss.xml');
    expect([missing.status, missing.body]).toEqual([404, 'Etiket bulunamadı']);
  });

  it('a new post changes the ETag: the old one gets the whole feed', async () => {
    const before = (await get('/rss.xml')).headers.etag!;
    posts = [post(26), ...POSTS];
    const after = await get('/rss.xml', { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('https://deniz.dev/blog/yazi-26');
  });

  it('an empty site answers valid empty feeds and a sitemap of the pages', async () => {
    posts = [];
    const rss = parseXml((await get('/rss.xml')).body);
    expect(all(one(rss, '', 'channel'), '', 'item')).toHaveLength(0);
    expect(JSON.parse((await get('/feed.json')).body).items).toEqual([]);
    const sitemap = parseXml((await get('/sitemap.xml')).body);
    // The Turkish pages and their English counterparts (/en/about only with an English About).
    expect(all(sitemap, SITEMAP, 'url')).toHaveLength(9);
  });

  it('/en/rss.xml, /en/feed.json and an English tag feed: the English posts alone, in any spelling of the path', async () => {
    const en = { ...SITE, locale: 'en' as const, about: false };
    expect((await get('/en/rss.xml')).body).toBe(rssXml(en, english));
    expect((await get('/EN/rss.xml/')).body).toBe(rssXml(en, english));
    expect(JSON.parse((await get('/en/feed.json')).body)).toEqual(JSON.parse(JSON.stringify(jsonFeed(en, english))));
    expect((await get('/en/tags/yazilim/rss.xml')).body).toBe(
      rssXml(en, english, { slug: 'yazilim', name: 'yazilim' }),
    );
    const missing = await get('/en/tags/turkce/rss.xml');
    expect([missing.status, missing.body]).toEqual([404, 'Tag not found']);
    // The Turkish ones are the Turkish posts'.
    expect((await get('/rss.xml')).body).toBe(rssXml(SITE, POSTS));
  });
});
