import {
  postPath,
  projectPath,
  PROJECTS_PATH,
  slugify,
  TAG_NOT_FOUND,
  tagFeedPath,
  tagPath,
  TAGS_PATH,
  tagTitle,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import XMLBuilder from 'fast-xml-builder';

/**
 * The feeds and crawler files (docs/publishing.md): `/rss.xml`, `/feed.json`,
 * `/sitemap.xml` and `/robots.txt`, and each tag's `/tags/{slug}/rss.xml`. Pure functions turn data into text; one router asks a
 * `FeedSource` for the data on every request and lets Express answer conditional requests.
 *
 * XML is written by fast-xml-builder (fast-xml-parser's builder), which escapes every `&`, `<`,
 * `>` and quote of every text and attribute, so post HTML full of entities (`&amp;`, `&nbsp;`)
 * survives as text. The `feed` package was not used: its current majors are ESM-only (jest cannot
 * `require` them on Node 20), it writes JSON Feed 1.0 only, and its XML writer (xml-js) ends a
 * CDATA section at the second `]]>` of a title and turns a literal `&amp;` into `&`. xmlbuilder2
 * leaves `&nbsp;` unescaped (an undefined entity: a broken feed). The JSON Feed is a typed object.
 */

/** A visible post, as the feeds need it. */
export type FeedPost = {
  slug: string;
  title: string;
  /** Plain text. */
  shortDescription: string;
  /** Sanitised HTML (core/sanitize-html.ts); may hold relative URLs such as `/uploads/…`. */
  content: string;
  tags: string[];
  publishDate: Date;
  updatedAt: Date;
};

export type FeedPostSummary = Omit<FeedPost, 'content'>;

/** A published project, as the sitemap needs it: its page, when it last changed, its technologies (tag pages). */
export type FeedProject = { slug: string; updatedAt: Date; technologies: string[] };

export type FeedSite = {
  /** The site's absolute origin (`config.publicUrl`), e.g. `https://deniz.dev`. */
  publicUrl: string;
  /** The owner's name, or 'Portfolyo': the feeds' title and author. */
  name: string;
  /** Plain text. */
  description: string;
  /** The admin panel's base path, e.g. `/mrpurposeless`. */
  adminPath: string;
};

/** What the router reads, for the request it answers; the gateway reads it through the schema (visible posts only). */
export type FeedSource = {
  site(req: Request): Promise<FeedSite>;
  /** The `limit` newest posts with content, newest first. */
  latestPosts(req: Request, limit: number): Promise<FeedPost[]>;
  /** Every post without content, newest first. */
  allPosts(req: Request): Promise<FeedPostSummary[]>;
  /** Every published project. */
  allProjects(req: Request): Promise<FeedProject[]>;
  /** The tag of `slug` and its `limit` newest posts with content, newest first; null for a tag no visible post has. */
  tagPosts(req: Request, slug: string, limit: number): Promise<{ tag: FeedTag; posts: FeedPost[] } | null>;
};

/** A tag, as its feed names it. */
export type FeedTag = { slug: string; name: string };

/** docs/publishing.md#urls-of-the-site: the feeds carry the 20 newest posts with their full content. */
export const FEED_SIZE = 20;
/** The site is Turkish; `tr` as in the pages' `<html lang="tr">` (valid for RSS and RFC 5646). */
export const LANGUAGE = 'tr';
/** The public pages besides the posts and the tags' own (the public routes of docs/product/README.md#routes, and the tags of issue 22). */
export const PAGES = ['/', '/about', '/blog', '/contact', TAGS_PATH] as const;
/** The pages that list posts: they change with the newest change of a post. */
const LISTS: readonly string[] = ['/', '/blog', TAGS_PATH];

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
};

/** The origin without a trailing slash, so that joining paths never doubles it. */
const origin = (site: FeedSite) => site.publicUrl.replace(/\/+$/, '');

/** The canonical address of a post (docs/publishing.md#urls-of-the-site: `/blog/{slug}`). */
export const postUrl = (site: FeedSite, slug: string) => `${origin(site)}${postPath(encodeURIComponent(slug))}`;

/**
 * When a post last changed for a reader: its edit, or its publication if that came later (a post
 * written ahead and published on schedule appears at its `publishDate`).
 */
const changedAt = (post: FeedPostSummary) => new Date(Math.max(post.updatedAt.getTime(), post.publishDate.getTime()));

/** The newest change among posts, or undefined without posts (a loop: the sitemap may hold more posts than `Math.max(...)` takes arguments). */
function lastChange(posts: readonly FeedPostSummary[]): Date | undefined {
  let latest: Date | undefined;
  for (const post of posts) {
    const changed = changedAt(post);
    if (!latest || changed > latest) latest = changed;
  }
  return latest;
}

/**
 * The feed's posts: the 20 newest, newest first. The source promises that order already; sorting
 * here keeps the feeds' promise independent of how a source is written.
 */
function newest<T extends FeedPostSummary>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime()).slice(0, FEED_SIZE);
}

/**
 * Characters XML 1.0 cannot carry at all (C0 controls other than tab and line breaks, lone
 * surrogates, U+FFFE/U+FFFF). Inputs refuse them today; dropping them here keeps one bad row from
 * breaking every subscriber's feed.
 */
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(XML_INVALID, '');

/** Plain text as HTML: RSS readers render `description` as HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Start tags of sanitised HTML: there a literal `<` or `>` only ever delimits a tag (text and attribute values are escaped). */
const START_TAG = /<[a-z][^<>]*>/gi;
/** The URL attributes the allowlist keeps (`a href`, `img src`, `iframe src`), always written `name="value"` by the sanitiser. */
const URL_ATTRIBUTE = /(\s(?:href|src)=")([^"]*)"/g;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Makes every relative `href`/`src` in sanitised post HTML absolute against the post's own URL,
 * as a browser showing the post would resolve it: a feed reader has no base URL, so
 * `/uploads/a.png` would otherwise point into the reader's own site. Everything else is left
 * byte for byte (a regular expression over the sanitiser's output rather than a parse and
 * re-serialisation, which would re-encode text and entities).
 */
export function absoluteUrls(html: string, baseUrl: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(URL_ATTRIBUTE, (attribute, start: string, value: string) => {
      if (value === '' || HAS_SCHEME.test(value)) return attribute;
      try {
        return `${start}${escapeAttribute(new URL(unescapeAttribute(value), baseUrl).href)}"`;
      } catch {
        return attribute;
      }
    }),
  );
}

/** Objects to XML: `@_` keys are attributes, `#text` is text beside them, arrays repeat an element. */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  // Otherwise `isPermaLink="true"` is written as the bare HTML-style attribute `isPermaLink`, which XML forbids
  suppressBooleanAttributes: false,
  format: true,
});
const XML_DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

/** RSS 2.0 with the full content in `content:encoded` and the Atom self link feed validators ask for; with `tag`, that tag's feed. */
export function rssXml(site: FeedSite, posts: readonly FeedPost[], tag?: FeedTag): string {
  const items = newest(posts);
  const page = tag ? tagPath(tag.slug) : '/';
  return builder.build({
    ...XML_DECLARATION,
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': NS.atom,
      '@_xmlns:content': NS.content,
      channel: {
        title: xmlText(tag ? `${tagTitle(tag.name)} — ${site.name}` : site.name),
        link: `${origin(site)}${page}`,
        description: xmlText(tag ? `${site.name}: ${tagTitle(tag.name)}.` : site.description),
        language: LANGUAGE,
        // The last change of what the feed shows; a fixed date when empty, so that its ETag stays put.
        lastBuildDate: (lastChange(items) ?? new Date(0)).toUTCString(),
        'atom:link': {
          '@_href': `${origin(site)}${tag ? tagFeedPath(tag.slug) : '/rss.xml'}`,
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        item: items.map((post) => {
          const url = postUrl(site, post.slug);
          return {
            title: xmlText(post.title),
            link: url,
            guid: { '@_isPermaLink': 'true', '#text': url },
            pubDate: post.publishDate.toUTCString(),
            description: xmlText(escapeHtml(post.shortDescription)),
            category: post.tags.map(xmlText),
            // Escaped text rather than CDATA, which a `]]>` would end
            'content:encoded': xmlText(absoluteUrls(post.content, url)),
          };
        }),
      },
    },
  });
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), the fields this site fills. */
export type JsonFeed = {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  authors: { name: string; url: string }[];
  items: {
    id: string;
    url: string;
    title: string;
    summary: string;
    content_html: string;
    date_published: string;
    date_modified: string;
    tags: string[];
  }[];
};

export function jsonFeed(site: FeedSite, posts: readonly FeedPost[]): JsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: site.name,
    home_page_url: `${origin(site)}/`,
    feed_url: `${origin(site)}/feed.json`,
    description: site.description,
    language: LANGUAGE,
    authors: [{ name: site.name, url: `${origin(site)}/about` }],
    items: newest(posts).map((post) => {
      const url = postUrl(site, post.slug);
      return {
        // The same identity as the RSS guid, so a reader reading both sees one post
        id: url,
        url,
        title: post.title,
        summary: post.shortDescription,
        content_html: absoluteUrls(post.content, url),
        date_published: post.publishDate.toISOString(),
        date_modified: changedAt(post).toISOString(),
        tags: post.tags,
      };
    }),
  };
}

/**
 * Each tag's page of the posts' tags and the projects' technologies (slugged: 'Işık' and 'ışık' are
 * one), with the newest change among what it lists, in order of first appearance.
 */
function tagPages(posts: readonly FeedPostSummary[], projects: readonly FeedProject[]): Map<string, Date> {
  const changes = new Map<string, Date>();
  const listed = [
    ...posts.map((post) => ({ names: post.tags, changed: changedAt(post) })),
    ...projects.map((project) => ({ names: project.technologies, changed: project.updatedAt })),
  ];
  for (const { names, changed } of listed) {
    for (const slug of new Set(names.map(slugify))) {
      const latest = changes.get(slug);
      if (!latest || changed > latest) changes.set(slug, changed);
    }
  }
  return changes;
}

/** The newest change among projects, or undefined without any. */
const lastProjectChange = (projects: readonly FeedProject[]) =>
  projects.reduce<Date | undefined>(
    (latest, { updatedAt }) => (!latest || updatedAt > latest ? updatedAt : latest),
    undefined,
  );

/**
 * The sitemap: the public pages, then every post with the time it last changed, then /projects
 * (when a project is published) and every project, then every tag's page with the newest change
 * among its posts and projects. The home page, the blog list and the list of tags
 * show posts, so they change with the newest change of a post. /about and /contact
 * get no `lastmod`: their content is not part of this data, and a guessed date is worse than none
 * (search engines stop trusting a site's `lastmod` once it proves wrong).
 */
export function sitemapXml(
  site: FeedSite,
  posts: readonly FeedPostSummary[],
  projects: readonly FeedProject[] = [],
): string {
  const listChanged = lastChange(posts);
  const projectsChanged = lastProjectChange(projects);
  const url = (loc: string, lastmod: Date | undefined) => ({ loc, ...(lastmod && { lastmod: lastmod.toISOString() }) });
  return builder.build({
    ...XML_DECLARATION,
    urlset: {
      '@_xmlns': NS.sitemap,
      url: [
        ...PAGES.map((page) => url(`${origin(site)}${page}`, LISTS.includes(page) ? listChanged : undefined)),
        ...posts.map((post) => url(postUrl(site, post.slug), changedAt(post))),
        ...(projects.length ? [url(`${origin(site)}${PROJECTS_PATH}`, projectsChanged)] : []),
        ...projects.map((project) =>
          url(`${origin(site)}${projectPath(encodeURIComponent(project.slug))}`, project.updatedAt),
        ),
        ...[...tagPages(posts, projects)].map(([slug, changed]) => url(`${origin(site)}${tagPath(slug)}`, changed)),
      ],
    },
  });
}

/**
 * Crawlers may read every page and file (images under /uploads included) but not the admin panel
 * nor the API doors: `/api/` and `/graphql` repeat the pages' content as JSON (duplicate content),
 * and `GET /api/blogs/{id}` counts a view, which a crawler must not inflate.
 */
export function robotsTxt(site: FeedSite): string {
  return [
    'User-agent: *',
    `Disallow: ${site.adminPath}`,
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin(site)}/sitemap.xml`,
    '',
  ].join('\n');
}

/** docs/publishing.md#caching: public, revalidated on every use (the ETag makes that cheap). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** How a file goes out: the gateway passes its cache of public answers. */
export type SendFile = (req: Request, res: Response, type: string, body: string) => void | Promise<void>;

/**
 * `res.send` adds `charset=utf-8` to a string body's type, a weak ETag of the body, and answers
 * 304 when `If-None-Match` matches it; HEAD is served by the GET routes without a body.
 */
const expressSend: SendFile = (_req, res, type, body) => {
  res.set('Cache-Control', CACHE_CONTROL).type(type).send(body);
};

/** What the router serves: none of them reads a query parameter. */
export const FEED_PATHS = ['/rss.xml', '/feed.json', '/sitemap.xml', '/robots.txt'] as const;
/** A tag's feed (Express matches it in any letter case; only a slug names a tag). */
export const TAG_FEED_PATH = tagFeedPath(':slug');

/** GET /rss.xml, /feed.json, /sitemap.xml, /robots.txt. Mount it before the site's HTML fallback. */
export function feedsRouter(source: FeedSource, send: SendFile = expressSend): Router {
  const [rss, json, sitemap, robots] = FEED_PATHS;
  const router = express.Router();
  router.get(rss, async (req, res) => {
    const [site, posts] = await Promise.all([source.site(req), source.latestPosts(req, FEED_SIZE)]);
    await send(req, res, 'application/rss+xml', rssXml(site, posts));
  });
  router.get(json, async (req, res) => {
    const [site, posts] = await Promise.all([source.site(req), source.latestPosts(req, FEED_SIZE)]);
    await send(req, res, 'application/feed+json', JSON.stringify(jsonFeed(site, posts)));
  });
  router.get(sitemap, async (req, res) => {
    const [site, posts, projects] = await Promise.all([
      source.site(req),
      source.allPosts(req),
      source.allProjects(req),
    ]);
    await send(req, res, 'application/xml', sitemapXml(site, posts, projects));
  });
  router.get(robots, async (req, res) => {
    await send(req, res, 'text/plain', robotsTxt(await source.site(req)));
  });
  router.get(TAG_FEED_PATH, async (req, res) => {
    const [site, found] = await Promise.all([
      source.site(req),
      source.tagPosts(req, req.params.slug as string, FEED_SIZE),
    ]);
    if (!found) return void res.status(404).type('text').send(TAG_NOT_FOUND);
    await send(req, res, 'application/rss+xml', rssXml(site, found.posts, found.tag));
  });
  return router;
}
