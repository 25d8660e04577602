import {
  ADMIN_BASE,
  isSlug,
  longTurkishDate,
  postShareImagePath,
  SITE_SHARE_IMAGE_PATH,
  siteName,
  tagFeedPath,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import type { PublicAnswers } from '../cache/public-answers';
import type { Config } from '../core/config';
import type { Services } from '../core/context';
import { anonymousContext } from '../graphql/context';
import type { PublicReads } from '../graphql/public-reads';
import { FEED_PATHS, feedsRouter, type FeedPost, type FeedSite } from './feeds';
import { shareImage, ShareImageBusy, shareImageTag, type ShareCard } from './share-image';

/** Seconds a refused card (503) asks the client to wait: the drawings ahead of it are over by then. */
const RETRY_AFTER = 5;

/**
 * A share card, revalidated on every use: its ETag is a hash of its text (`shareImageTag`), so it
 * changes exactly when the card would (a post's title or date, the owner's name); a matching
 * If-None-Match answers 304 without drawing anything, and neither it nor a card in memory waits
 * for a drawing. When too many cards are being drawn, a new one is refused at once with a 503.
 */
async function sendCard(req: Request, res: Response, card: ShareCard, cacheControl: string): Promise<void> {
  const tag = shareImageTag(card);
  res.set({ ETag: tag, 'Cache-Control': cacheControl });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  let png: Buffer;
  try {
    png = await shareImage(tag, card);
  } catch (error) {
    if (!(error instanceof ShareImageBusy)) throw error;
    res.removeHeader('ETag');
    res
      .status(503)
      .set({ 'Retry-After': String(RETRY_AFTER), 'Cache-Control': 'no-store' })
      .type('text')
      .send(error.message);
    return;
  }
  res.type('png').send(png);
}

const OWNER = 'query Owner { about { name title } }';
const POST_FIELDS = 'slug title shortDescription tags publishDate updatedAt';
const LATEST = `query Latest($perPage: Int!) { blogPage(perPage: $perPage) { items { ${POST_FIELDS} content } } }`;
const ALL = `query All { blogs { ${POST_FIELDS} } }`;
const TAG = `query Tag($slug: String!, $perPage: Int!) { tag(slug: $slug) { slug name } tagPosts(slug: $slug, perPage: $perPage) { items { ${POST_FIELDS} content } } }`;
const CARD = 'query Card($id: ID!) { about { name } blog(id: $id) { slug title publishDate } }';

type Owner = { about: { name: string; title: string } | null };
type ReadPost = Omit<FeedPost, 'publishDate' | 'updatedAt'> & { publishDate: string; updatedAt: string };

const withDates = <T extends Omit<ReadPost, 'content'>>(post: T) => ({
  ...post,
  publishDate: new Date(post.publishDate),
  updatedAt: new Date(post.updatedAt),
});

/**
 * What the site publishes besides its pages: the feeds and crawler files, and the share images
 * (the site's card at /og.png, a post's at /blog/{slug}/og.png). Public data only, read through
 * the schema as any visitor reads it.
 */
export function publishingRouter(
  reads: PublicReads,
  services: Services,
  config: Config,
  answers: PublicAnswers,
): Router {
  const router = express.Router();
  const read = <T>(req: Request, query: string, variables: Record<string, unknown> = {}) =>
    reads.data<T>(query, variables, anonymousContext(req, services));
  const site = async (req: Request): Promise<FeedSite> => {
    const { about } = (await read<Owner>(req, OWNER))!;
    return {
      publicUrl: config.publicUrl,
      name: siteName(about?.name),
      description: about?.title || 'Yazılım geliştirme, teknoloji ve deneyimler üzerine yazılar.',
      adminPath: ADMIN_BASE,
    };
  };
  // A feed is one answer whatever the spelling: Express matches its path in any case, with or
  // without a trailing slash, and it reads no parameter.
  const feeds = new Set<string>(FEED_PATHS);
  const feedKey = (req: Request) => {
    const path = req.path.toLowerCase().replace(/(.)\/$/, '$1');
    if (feeds.has(path)) return path;
    // A tag's feed: its slug as written (another spelling names no tag: the route answers 404).
    const slug = /^\/tags\/([^/]+)\/rss\.xml\/?$/i.exec(req.path)?.[1];
    return slug && isSlug(slug) ? tagFeedPath(slug) : undefined;
  };
  answers.answersFor(feedKey);
  router.use(
    feedsRouter(
      {
        site,
        latestPosts: async (req, limit) =>
          (await read<{ blogPage: { items: ReadPost[] } }>(req, LATEST, { perPage: limit }))!.blogPage.items.map(
            withDates,
          ),
        allPosts: async (req) => (await read<{ blogs: Omit<ReadPost, 'content'>[] }>(req, ALL))!.blogs.map(withDates),
        tagPosts: async (req, slug, limit) => {
          type Read = { tag: { slug: string; name: string } | null; tagPosts: { items: ReadPost[] } | null };
          const { tag, tagPosts } = (await read<Read>(req, TAG, { slug, perPage: limit }))!;
          return tag && tagPosts && { tag, posts: tagPosts.items.map(withDates) };
        },
      },
      (req, res, type, body) =>
        answers.send(
          req,
          res,
          feedKey(req)!,
          { status: 200, type: `${type}; charset=utf-8`, body, tags: ['blog', 'about'] },
          true,
        ),
    ),
  );

  router.get(SITE_SHARE_IMAGE_PATH, async (req, res) => {
    const { about } = (await read<Owner>(req, OWNER))!;
    await sendCard(
      req,
      res,
      {
        title: about?.title || 'Kişisel site ve blog',
        siteName: siteName(about?.name),
        label: new URL(config.publicUrl).host,
        detail: '',
      },
      answers.cacheControl(req),
    );
  });

  router.get('/blog/:slug/og.png', async (req, res) => {
    const card = await read<{
      about: Owner['about'];
      blog: { slug: string; title: string; publishDate: string } | null;
    }>(req, CARD, { id: req.params.slug });
    const { about, blog: post } = card ?? { about: null, blog: null };
    if (!post) return void res.status(404).type('text').send('Blog bulunamadı');
    if (post.slug !== req.params.slug) return res.redirect(301, postShareImagePath(post.slug));
    await sendCard(
      req,
      res,
      {
        title: post.title,
        siteName: siteName(about?.name),
        label: 'BLOG',
        detail: longTurkishDate(new Date(post.publishDate)),
      },
      answers.cacheControl(req),
    );
  });
  return router;
}
