import {
  ADMIN_BASE,
  longTurkishDate,
  postShareImagePath,
  SITE_SHARE_IMAGE_PATH,
  siteName,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import type { PublicAnswers } from '../cache/public-answers';
import type { Config } from '../config';
import type { Services } from '../services';
import { FEED_PATHS, feedsRouter, type FeedSite } from './feeds';
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

/**
 * What the site publishes besides its pages: the feeds and crawler files, and the share images
 * (the site's card at /og.png, a post's at /blog/{slug}/og.png). Public data only, as any visitor
 * reads it.
 */
export function publishingRouter(services: Services, config: Config, answers: PublicAnswers): Router {
  const router = express.Router();
  const site = async (): Promise<FeedSite> => {
    const about = await services.about.get();
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
    return feeds.has(path) ? path : undefined;
  };
  answers.answersFor(feedKey);
  router.use(
    feedsRouter(
      { site, latestPosts: (limit) => services.blog.latest(limit), allPosts: () => services.blog.list() },
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
    const about = await services.about.get();
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
    const post = await services.blog.find(req.params.slug);
    if (!post) return void res.status(404).type('text').send('Blog bulunamadı');
    if (post.slug !== req.params.slug) return res.redirect(301, postShareImagePath(post.slug));
    const about = await services.about.get();
    await sendCard(
      req,
      res,
      {
        title: post.title,
        siteName: siteName(about?.name),
        label: 'BLOG',
        detail: longTurkishDate(post.publishDate),
      },
      answers.cacheControl(req),
    );
  });
  return router;
}
