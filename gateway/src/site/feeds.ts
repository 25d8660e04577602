import {
  LANGUAGE_TAG,
  localePath,
  type Locale,
  LOCALES,
  postPath,
  projectPath,
  PROJECTS_PATH,
  slugify,
  tagFeedPath,
  tagPath,
  TAGS_PATH,
  translator,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import XMLBuilder from 'fast-xml-builder';

/**
 * The feeds and crawler files (docs/publishing.md): `/rss.xml`, `/feed.json`,
 * `/sitemap.xml` and `/robots.txt`, and each tag's `/tags/{slug}/rss.xml`; in English (issue 50,
 * docs/product/languages.md) `/en/rss.xml`, `/en/feed.json` and `/en/tags/{slug}/rss.xml`, of the
 * posts that have an English version, in English. Pure functions turn data into text; one router asks a
 * `FeedSource` for the data on every request and lets Express answer conditional requests.
 *
 * XML is written by fast-xml-builder (fast-xml-parser's builder), which escapes every `&`, `<`,
 * `>` and quote of every text and attribute, so post HTML full of entities (`&amp;`, `&nbsp;`)
 * survives as text. The `feed` package was not used: its current majors are ESM-only (jest cannot
 * `require` them on Node 20), it writes JSON Feed 1.0 only, and its XML writer (xml-js) ends a
 * CDATA section at the second `]]>` of a title and turns a literal `&amp;` into `&`. xmlbuilder2
 * leaves `&nbsp;` unescaped (an undefined entity: a broken feed). The JSON Feed is a typed object.
 */

/** An item's public page in one of its languages (the schema's `Alternate`, its locale as content-rules spells it). */
export type FeedAlternate = { locale: Locale; path: string };

/** A visible post, as the feeds need it: its texts in the feed's language. */
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

/** A post as the sitemap lists it, with its pages in each language it has (none given: Turkish only). */
export type FeedPostSummary = Omit<FeedPost, 'content'> & { alternates?: FeedAlternate[] };

/**
 * A published project, as the sitemap needs it: its page, when it last changed, its technologies
 * (tag pages), its pages in each language it has.
 */
export type FeedProject = { slug: string; updatedAt: Date; technologies: string[]; alternates?: FeedAlternate[] };

export type FeedSite = {
  /** The site's absolute origin (`config.publicUrl`), e.g. `https://deniz.dev`. */
  publicUrl: string;
  /** The owner's name, or 'Portfolyo': the feeds' title and author. */
  name: string;
  /** Plain text. */
  description: string;
  /** The admin panel's base path, e.g. `/mrpurposeless`. */
  adminPath: string;
  /** The feeds' language: their texts, their links (`/en/…`) and their `language`. */
  locale: Locale;
  /** Whether the About page is there in this language (always in Turkish; in English with its English version). */
  about: boolean;
};

/**
 * What the router reads, for the request it answers; the gateway reads it through the schema
 * (visible posts only). In `locale`: in English only the posts with an English version, in English.
 */
export type FeedSource = {
  site(req: Request, locale: Locale): Promise<FeedSite>;
  /** The `limit` newest posts with content, newest first. */
  latestPosts(req: Request, limit: number, locale: Locale): Promise<FeedPost[]>;
  /** Every post without content, newest first, in Turkish with their alternates. */
  allPosts(req: Request): Promise<FeedPostSummary[]>;
  /** Every published project, in Turkish with their alternates. */
  allProjects(req: Request): Promise<FeedProject[]>;
  /** The tag of `slug` and its `limit` newest posts with content, newest first; null for a tag no visible post has. */
  tagPosts(
    req: Request,
    slug: string,
    limit: number,
    locale: Locale,
  ): Promise<{ tag: FeedTag; posts: FeedPost[] } | null>;
};

/** A tag, as its feed names it. */
export type FeedTag = { slug: string; name: string };

/** docs/publishing.md#urls-of-the-site: the feeds carry the 20 newest posts with their full content. */
export const FEED_SIZE = 20;
/** The public pages besides the posts and the tags' own (the public routes of docs/product/README.md#routes, and the tags of issue 22). */
export const PAGES = ['/', '/about', '/blog', '/contact', TAGS_PATH] as const;
/** The pages that list posts: they change with the newest change of a post. */
const LISTS: readonly string[] = ['/', '/blog', TAGS_PATH];

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
};

const NS_XHTML = 'http://www.w3.org/1999/xhtml';

/** The origin without a trailing slash, so that joining paths never doubles it. */
const origin = (site: Pick<FeedSite, 'publicUrl'>) => site.publicUrl.replace(/\/+$/, '');

/** The absolute address of a Turkish site's `path` in the feed's language (`/blog` → `…/en/blog`). */
const pageUrl = (site: FeedSite, path: string) => `${origin(site)}${localePath(site.locale, path)}`;

/**
 * The canonical address of a post (docs/publishing.md#urls-of-the-site: `/blog/{slug}`; in
 * English `/en/blog/{english slug}`).
 */
export const postUrl = (site: FeedSite, slug: string) => pageUrl(site, postPath(encodeURIComponent(slug)));

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
  // The channel's own words come from the interface's catalogue (content-rules i18n).
  const title = tag && translator(site.locale)('tags.postsTitle', { name: tag.name });
  return builder.build({
    ...XML_DECLARATION,
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': NS.atom,
      '@_xmlns:content': NS.content,
      channel: {
        title: xmlText(title ? `${title} — ${site.name}` : site.name),
        link: pageUrl(site, page),
        description: xmlText(title ? `${site.name}: ${title}.` : site.description),
        language: LANGUAGE_TAG[site.locale],
        // The last change of what the feed shows; a fixed date when empty, so that its ETag stays put.
        lastBuildDate: (lastChange(items) ?? new Date(0)).toUTCString(),
        'atom:link': {
          '@_href': pageUrl(site, tag ? tagFeedPath(tag.slug) : '/rss.xml'),
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
    home_page_url: pageUrl(site, '/'),
    feed_url: pageUrl(site, '/feed.json'),
    description: site.description,
    language: LANGUAGE_TAG[site.locale],
    // The owner's About page, or in English without one the English home.
    authors: [{ name: site.name, url: pageUrl(site, site.about ? '/about' : '/') }],
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

/** An item's English page, or undefined without an English version. */
const englishPath = (item: { alternates?: FeedAlternate[] }) =>
  item.alternates?.find((alternate) => alternate.locale === 'en')?.path;

/** An address the sitemap lists: where, when it last changed, its page in each language (its own included). */
type Listed = { loc: string; lastmod?: Date; pages: Partial<Record<Locale, string>> };

/**
 * The sitemap: the public pages, then every post with the time it last changed, then /projects
 * (when a project is published) and every project, then every tag's page with the newest change
 * among its posts and projects; then the same of the English site (issue 50): its pages (/en/about
 * when About has an English version), the posts and projects that have an English version under
 * their English addresses, /en/projects when one has, and the tags those carry. An address whose
 * page is in both languages lists both, and x-default (the Turkish page), as `xhtml:link`
 * alternates, the same on each of the two: a post without an English version has none. The home
 * page, the blog list and the list of tags show posts, so they change with the newest change of a
 * post of their language. /about and /contact get no `lastmod`: their content is not part of this
 * data, and a guessed date is worse than none (search engines stop trusting a site's `lastmod`
 * once it proves wrong).
 */
export function sitemapXml(
  site: Pick<FeedSite, 'publicUrl'>,
  posts: readonly FeedPostSummary[],
  projects: readonly FeedProject[] = [],
  englishAbout = false,
): string {
  const base = origin(site);
  const englishPosts = posts.filter((post) => englishPath(post));
  const englishProjects = projects.filter((project) => englishPath(project));
  const englishTags = tagPages(englishPosts, englishProjects);
  const turkishUrl = (path: string) => `${base}${path}`;
  const englishUrl = (path: string) => `${base}${localePath('en', path)}`;
  const both = (path: string) => ({ tr: turkishUrl(path), en: englishUrl(path) });
  /** An item's pages: its Turkish one (`turkish` of its slug), its English one when it has one. */
  const itemPages = (turkish: (slug: string) => string, item: FeedPostSummary | FeedProject) => {
    const english = englishPath(item);
    return { tr: turkishUrl(turkish(encodeURIComponent(item.slug))), ...(english && { en: `${base}${english}` }) };
  };
  const listed = (locale: Locale, lastmod: Date, pages: Listed['pages']): Listed => ({
    loc: pages[locale]!,
    lastmod,
    pages,
  });

  const turkish: Listed[] = [
    ...PAGES.map((page) => ({
      loc: turkishUrl(page),
      lastmod: LISTS.includes(page) ? lastChange(posts) : undefined,
      pages: page === '/about' && !englishAbout ? { tr: turkishUrl(page) } : both(page),
    })),
    ...posts.map((post) => listed('tr', changedAt(post), itemPages(postPath, post))),
    ...(projects.length
      ? [
          {
            loc: turkishUrl(PROJECTS_PATH),
            lastmod: lastProjectChange(projects),
            pages: englishProjects.length ? both(PROJECTS_PATH) : { tr: turkishUrl(PROJECTS_PATH) },
          },
        ]
      : []),
    ...projects.map((project) => listed('tr', project.updatedAt, itemPages(projectPath, project))),
    ...[...tagPages(posts, projects)].map(([slug, changed]) => ({
      loc: turkishUrl(tagPath(slug)),
      lastmod: changed,
      pages: englishTags.has(slug) ? both(tagPath(slug)) : { tr: turkishUrl(tagPath(slug)) },
    })),
  ];
  const english: Listed[] = [
    ...PAGES.filter((page) => page !== '/about' || englishAbout).map((page) => ({
      loc: englishUrl(page),
      lastmod: LISTS.includes(page) ? lastChange(englishPosts) : undefined,
      pages: both(page),
    })),
    ...englishPosts.map((post) => listed('en', changedAt(post), itemPages(postPath, post))),
    ...(englishProjects.length
      ? [{ loc: englishUrl(PROJECTS_PATH), lastmod: lastProjectChange(englishProjects), pages: both(PROJECTS_PATH) }]
      : []),
    ...englishProjects.map((project) => listed('en', project.updatedAt, itemPages(projectPath, project))),
    ...[...englishTags].map(([slug, changed]) => ({
      loc: englishUrl(tagPath(slug)),
      lastmod: changed,
      pages: both(tagPath(slug)),
    })),
  ];

  /** Its alternates: each language's page, then x-default, the Turkish one; none for a page in one language. */
  const alternates = (pages: Listed['pages']) =>
    pages.tr && pages.en
      ? {
          'xhtml:link': [
            ...LOCALES.map((locale) => ({ locale: LANGUAGE_TAG[locale], href: pages[locale]! })),
            { locale: 'x-default', href: pages.tr },
          ].map(({ locale, href }) => ({ '@_rel': 'alternate', '@_hreflang': locale, '@_href': href })),
        }
      : {};
  return builder.build({
    ...XML_DECLARATION,
    urlset: {
      '@_xmlns': NS.sitemap,
      '@_xmlns:xhtml': NS_XHTML,
      url: [...turkish, ...english].map(({ loc, lastmod, pages }) => ({
        loc,
        ...(lastmod && { lastmod: lastmod.toISOString() }),
        ...alternates(pages),
      })),
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
/** The feeds of each language: `/rss.xml`, `/en/rss.xml`… (the sitemap and robots.txt are the whole site's). */
export const LANGUAGE_FEED_PATHS = LOCALES.flatMap((locale) =>
  (['/rss.xml', '/feed.json'] as const).map((path) => ({ locale, path: localePath(locale, path), feed: path })),
);
/** A tag's feed (Express matches it in any letter case; only a slug names a tag). */
export const TAG_FEED_PATH = tagFeedPath(':slug');

/**
 * GET /rss.xml, /feed.json, /sitemap.xml, /robots.txt, and /en/rss.xml, /en/feed.json. Mount it
 * before the site's HTML fallback.
 */
export function feedsRouter(source: FeedSource, send: SendFile = expressSend): Router {
  const [, , sitemap, robots] = FEED_PATHS;
  const router = express.Router();
  for (const { locale, path, feed } of LANGUAGE_FEED_PATHS) {
    router.get(path, async (req, res) => {
      const [site, posts] = await Promise.all([source.site(req, locale), source.latestPosts(req, FEED_SIZE, locale)]);
      if (feed === '/rss.xml') return send(req, res, 'application/rss+xml', rssXml(site, posts));
      await send(req, res, 'application/feed+json', JSON.stringify(jsonFeed(site, posts)));
    });
  }
  router.get(sitemap, async (req, res) => {
    const [site, english, posts, projects] = await Promise.all([
      source.site(req, 'tr'),
      source.site(req, 'en'),
      source.allPosts(req),
      source.allProjects(req),
    ]);
    await send(req, res, 'application/xml', sitemapXml(site, posts, projects, english.about));
  });
  router.get(robots, async (req, res) => {
    await send(req, res, 'text/plain', robotsTxt(await source.site(req, 'tr')));
  });
  for (const locale of LOCALES) {
    router.get(localePath(locale, TAG_FEED_PATH), async (req, res) => {
      const [site, found] = await Promise.all([
        source.site(req, locale),
        source.tagPosts(req, req.params.slug as string, FEED_SIZE, locale),
      ]);
      if (!found) return void res.status(404).type('text').send(translator(locale)('feeds.tag.notFound'));
      await send(req, res, 'application/rss+xml', rssXml(site, found.posts, found.tag));
    });
  }
  return router;
}
