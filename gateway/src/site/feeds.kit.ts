import type { XmlElement } from '../../test/support/xml';
import { sanitizeContentHtml } from '../core/sanitize-html';
import type { FeedPost, FeedSite } from './feeds';

/** What the feeds' suites (feeds-documents, feeds-router) share: XML lookups and the site and posts they feed. */

export const all = (parent: XmlElement, uri: string, local: string) =>
  parent.children.filter((child) => child.uri === uri && child.local === local);
export function one(parent: XmlElement, uri: string, local: string): XmlElement {
  const found = all(parent, uri, local);
  if (found.length !== 1) throw new Error(`expected one {${uri}}${local} in ${parent.local}, found ${found.length}`);
  return found[0]!;
}
export const text = (parent: XmlElement, local: string) => one(parent, '', local).text;

export const ATOM = 'http://www.w3.org/2005/Atom';
export const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
export const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// ---------------------------------------------------------------------------------------------
// Data

export const SITE: FeedSite = {
  publicUrl: 'https://deniz.dev',
  name: 'Deniz Yılmaz',
  description: 'Yazılım & tasarım üzerine notlar',
  adminPath: '/mrpurposeless',
  locale: 'tr',
  about: true,
};

/** Turkish text, entities, a code block with `<` and `&`, an uploaded image: as the sanitiser stores them. */
export const TURKISH_HTML = sanitizeContentHtml(
  '<h2>Çalışma şöyle: ığüşöç İĞÜŞÖÇ</h2>' +
    '<p>Ali &amp; Ayşe&nbsp;birlikte &lt;b&gt; yazdı</p>' +
    '<pre><code class="language-ts">if (a &lt; b &amp;&amp; c &gt; d) { return "ışık"; }</code></pre>' +
    '<p><img src="/uploads/kapak.png" alt="Kapak görseli"> ' +
    '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/ara?q=ç&amp;s=2">dış bağlantı</a></p>',
);

export const DAY = 24 * 60 * 60 * 1000;
export const BASE = Date.UTC(2024, 0, 1, 9, 30);

/** Post n, published n days after BASE and edited 2 hours after that. */
export function post(n: number, overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    slug: `yazi-${n}`,
    title: `Yazı ${n}: İstanbul'da yazılım`,
    shortDescription: `Kısa açıklama ${n}`,
    content: TURKISH_HTML,
    tags: ['türkçe', 'yazılım'],
    publishDate: new Date(BASE + n * DAY),
    updatedAt: new Date(BASE + n * DAY + 2 * 60 * 60 * 1000),
    ...overrides,
  };
}

/** 25 posts in a shuffled order: the feeds must pick the 20 newest and sort them themselves. */
export const POSTS = Array.from({ length: 25 }, (_, i) => post(((i * 7) % 25) + 1));
export const NEWEST_SLUGS = Array.from({ length: 20 }, (_, i) => `yazi-${25 - i}`);

export const EXPECTED_CONTENT = TURKISH_HTML.replace(
  'src="/uploads/kapak.png"',
  'src="https://deniz.dev/uploads/kapak.png"',
);
