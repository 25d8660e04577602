import {
  LANGUAGE_TAG,
  LOCALES,
  localePath,
  postPath,
  projectPath,
  REGION_TAG,
  SHARE_IMAGE,
  siteShareImagePath,
  WEBMENTION_PATH,
  type Locale,
} from '@portfolio/content-rules';
import { scriptJson } from '../../lib/json';

/**
 * The head tags of a page, for browsers (title), crawlers (description, canonical, JSON-LD) and
 * link previews (Open Graph, Twitter card). One function builds them as HTML for both sides: the
 * server puts them into the page's <head>, the browser swaps them in after an in-app navigation.
 *
 * A page is in one language (issue 50, docs/product/languages.md): its paths are written as the
 * Turkish site's and put in its language (`/blog` is `/en/blog` on an English page); its canonical
 * link is its own language's address, and a page with a counterpart names both (`hreflang`).
 */

/** An item's page in one language: the gateway's `alternates` (a post's, a project's). */
export type Alternate = { locale: Locale; path: string };

export type Site = { publicUrl: string; name: string };

export type PageHead = {
  /** The page's own title; ' — {site name}' is added. Without it the page is titled by the site name. */
  title?: string;
  description: string;
  /**
   * The page's path in the Turkish site (put in the page's language), or, `localised`, as it is;
   * the canonical URL is PUBLIC_URL + its path (none for a page that must not be indexed).
   */
  path: string;
  localised?: boolean;
  /**
   * Its pages in both languages, as `<link rel="alternate" hreflang>` (x-default: the Turkish one):
   * `true` for a page at the same path in both (a list, a fixed page), an item's `alternates`, or
   * none (false, left out) when it has no counterpart.
   */
  alternates?: boolean | readonly Alternate[];
  type?: 'website' | 'article' | 'profile';
  /** The link-preview image: a site path or an absolute URL; `size` when it is known. Default: the site's card. */
  image?: { url: string; alt: string; size?: { width: number; height: number } };
  article?: { publishedTime: string; modifiedTime?: string; tags: string[] };
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[];
  /** Pages that must not be indexed (the not-found page, a preview). */
  noindex?: boolean;
  /** The previous and next page of a list split into pages (paths), as `<link rel="prev|next">`. */
  prev?: string;
  next?: string;
  /** The page's own RSS feed (a tag's, as it is), announced before the site's. */
  feed?: { title: string; path: string };
};

/** The pages of `page` in each language it has, own included; none without a counterpart. */
function alternatesOf(page: PageHead): readonly Alternate[] {
  if (page.alternates === true) return LOCALES.map((locale) => ({ locale, path: localePath(locale, page.path) }));
  const alternates = page.alternates || [];
  return alternates.length > 1 ? alternates : [];
}

/** Marks the tags this module owns, so that the browser can replace exactly them. */
export const HEAD_ATTRIBUTE = 'data-head';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (site: Site, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl}${pathOrUrl}`;

const fullTitle = (site: Site, title?: string) => (title ? `${title} — ${site.name}` : site.name);

export function headTags(page: PageHead, site: Site, locale: Locale = 'tr'): string {
  const title = fullTitle(site, page.title);
  const own = (path: string) => (page.localised ? path : localePath(locale, path));
  const url = absolute(site, own(page.path));
  const alternates = alternatesOf(page);
  const turkish = alternates.find((alternate) => alternate.locale === 'tr');
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${HEAD_ATTRIBUTE} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escape(value)}"`)
      .join(' ')}>`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });

  const tags = [
    `<title ${HEAD_ATTRIBUTE}>${escape(title)}</title>`,
    named('description', page.description),
    page.noindex ? named('robots', 'noindex') : tag('link', { rel: 'canonical', href: url }),
    ...(page.noindex ? [] : alternates).map((alternate) =>
      tag('link', { rel: 'alternate', hreflang: LANGUAGE_TAG[alternate.locale], href: absolute(site, alternate.path) }),
    ),
    turkish && !page.noindex
      ? tag('link', { rel: 'alternate', hreflang: 'x-default', href: absolute(site, turkish.path) })
      : '',
    page.prev ? tag('link', { rel: 'prev', href: absolute(site, own(page.prev)) }) : '',
    page.next ? tag('link', { rel: 'next', href: absolute(site, own(page.next)) }) : '',
    page.feed
      ? tag('link', {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: page.feed.title,
          href: absolute(site, page.feed.path),
        })
      : '',
    // The site's feeds in the page's language (/en/rss.xml holds the English posts).
    tag('link', {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: site.name,
      href: absolute(site, localePath(locale, '/rss.xml')),
    }),
    tag('link', {
      rel: 'alternate',
      type: 'application/feed+json',
      title: site.name,
      href: absolute(site, localePath(locale, '/feed.json')),
    }),
    // Webmention (W3C, issue 48): where another site tells this one that it links to the page.
    tag('link', { rel: 'webmention', href: absolute(site, WEBMENTION_PATH) }),
    property('og:site_name', site.name),
    property('og:locale', REGION_TAG[locale].replace('-', '_')),
    property('og:type', page.type ?? 'website'),
    property('og:title', page.title ?? site.name),
    property('og:description', page.description),
    property('og:url', url),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title ?? site.name),
    named('twitter:description', page.description),
  ];
  const image = page.image ?? { url: siteShareImagePath(locale), alt: site.name, size: SHARE_IMAGE };
  const imageUrl = absolute(site, image.url);
  tags.push(property('og:image', imageUrl), property('og:image:alt', image.alt));
  if (image.size) {
    tags.push(
      property('og:image:width', String(image.size.width)),
      property('og:image:height', String(image.size.height)),
    );
  }
  tags.push(named('twitter:image', imageUrl), named('twitter:image:alt', image.alt));
  if (page.article) {
    tags.push(property('article:published_time', page.article.publishedTime));
    if (page.article.modifiedTime) tags.push(property('article:modified_time', page.article.modifiedTime));
    for (const tagName of page.article.tags) tags.push(property('article:tag', tagName));
  }
  for (const data of page.jsonLd ?? []) {
    tags.push(`<script ${HEAD_ATTRIBUTE} type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.filter(Boolean).join('\n');
}

// ---------------------------------------------------------------------------------------------
// schema.org structured data

// The owner's page is the Turkish About page: it always exists (the English one may not).
const person = (site: Site, jobTitle?: string) => ({
  '@type': 'Person',
  name: site.name,
  url: `${site.publicUrl}/about`,
  ...(jobTitle ? { jobTitle } : {}),
});

export const websiteLd = (site: Site, description: string, locale: Locale = 'tr') => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: site.name,
  url: `${site.publicUrl}${locale === 'tr' ? '/' : localePath(locale, '/')}`,
  description,
  inLanguage: REGION_TAG[locale],
  author: person(site),
});

export const profilePageLd = (site: Site, about: { title: string; description: string }, locale: Locale = 'tr') => ({
  '@context': 'https://schema.org',
  '@type': 'ProfilePage',
  url: `${site.publicUrl}${localePath(locale, '/about')}`,
  inLanguage: REGION_TAG[locale],
  mainEntity: { ...person(site, about.title || undefined), description: about.description || undefined },
});

export type PostForLd = {
  slug: string;
  title: string;
  shortDescription: string;
  tags: string[];
  publishDate: string;
  updatedAt: string;
};

export const blogPostingLd = (site: Site, post: PostForLd, image: string, locale: Locale = 'tr') => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.shortDescription,
  url: `${site.publicUrl}${localePath(locale, postPath(post.slug))}`,
  mainEntityOfPage: `${site.publicUrl}${localePath(locale, postPath(post.slug))}`,
  datePublished: post.publishDate,
  dateModified: post.updatedAt,
  keywords: post.tags,
  inLanguage: REGION_TAG[locale],
  image: absolute(site, image),
  author: person(site),
  publisher: person(site),
});

export type ProjectForLd = {
  slug: string;
  title: string;
  summary: string;
  technologies: string[];
  links: { repo: string };
  createdAt: string;
  updatedAt: string;
};

/**
 * A project: a `CreativeWork`, or a `SoftwareSourceCode` with its `codeRepository` when it links
 * its code (issue 46).
 */
export const projectLd = (site: Site, project: ProjectForLd, image: string, locale: Locale = 'tr') => ({
  '@context': 'https://schema.org',
  '@type': project.links.repo ? 'SoftwareSourceCode' : 'CreativeWork',
  name: project.title,
  headline: project.title,
  description: project.summary,
  url: `${site.publicUrl}${localePath(locale, projectPath(project.slug))}`,
  mainEntityOfPage: `${site.publicUrl}${localePath(locale, projectPath(project.slug))}`,
  ...(project.links.repo ? { codeRepository: project.links.repo } : {}),
  dateCreated: project.createdAt,
  dateModified: project.updatedAt,
  keywords: project.technologies,
  inLanguage: REGION_TAG[locale],
  image: absolute(site, image),
  author: person(site),
  creator: person(site),
});

/** A page's trail; its paths as the Turkish site's, put in `locale`. */
export const breadcrumbLd = (site: Site, trail: Array<{ name: string; path: string }>, locale: Locale = 'tr') => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(({ name, path }, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: absolute(site, localePath(locale, path)),
  })),
});
