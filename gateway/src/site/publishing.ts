import {
  ADMIN_BASE,
  isSlug,
  longTurkishDate,
  postShareImagePath,
  projectShareImagePath,
  SITE_AVATAR_PATH,
  SITE_SHARE_IMAGE_PATH,
  siteName,
  tagFeedPath,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import type { PublicAnswers } from '../cache/public-answers';
import type { Config } from '../core/config';
import type { Services } from '../core/context';
import type { SiteReads } from '../core/module';
import { anonymousContext } from '../graphql/context';
import type { Operations } from '../graphql/operations';
import { FEED_PATHS, feedsRouter, type FeedPost, type FeedProject, type FeedSite } from './feeds';
import { shareImage, ShareImageBusy, shareImageTag, type ShareImage } from './share-image';

/** Seconds a refused card (503) asks the client to wait: the drawings ahead of it are over by then. */
const RETRY_AFTER = 5;

/**
 * A share card, revalidated on every use: its ETag is a hash of its text (`shareImageTag`), so it
 * changes exactly when the card would (a post's title or date, the owner's name); a matching
 * If-None-Match answers 304 without drawing anything, and neither it nor a card in memory waits
 * for a drawing. When too many cards are being drawn, a new one is refused at once with a 503.
 */
async function sendCard(req: Request, res: Response, card: ShareImage, cacheControl: string): Promise<void> {
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

type Owner = { owner: { name: string; title: string } | null };
type ReadPost = Omit<FeedPost, 'publishDate' | 'updatedAt'> & { publishDate: string; updatedAt: string };
type ReadProjects = { projects: { pages: number; items: (Omit<FeedProject, 'updatedAt'> & { updatedAt: string })[] } };

const withDates = <T extends Omit<ReadPost, 'content'>>(post: T) => ({
  ...post,
  publishDate: new Date(post.publishDate),
  updatedAt: new Date(post.updatedAt),
});

/**
 * What the site publishes besides its pages: the feeds and crawler files, and the share images
 * (the site's card at /og.png, a post's at /blog/{slug}/og.png, a project's at
 * /projects/{slug}/og.png) and the site's avatar at /avatar.png. Public data only, read through
 * the schema as any visitor reads it: the modules' `site` reads (core/module.ts `SiteReads`).
 */
export function publishingRouter(
  operations: Operations,
  services: Services,
  config: Config,
  answers: PublicAnswers,
  queries: SiteReads,
): Router {
  const router = express.Router();
  const read = <T>(req: Request, query: string, variables: Record<string, unknown> = {}) =>
    operations.data<T>(query, variables, anonymousContext(req, services));
  const site = async (req: Request): Promise<FeedSite> => {
    const { owner } = (await read<Owner>(req, queries.owner))!;
    return {
      publicUrl: config.publicUrl,
      name: siteName(owner?.name),
      description: owner?.title || 'Yazılım geliştirme, teknoloji ve deneyimler üzerine yazılar.',
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
          (await read<{ list: { items: ReadPost[] } }>(req, queries.latest, { perPage: limit }))!.list.items.map(
            withDates,
          ),
        allPosts: async (req) =>
          (await read<{ posts: Omit<ReadPost, 'content'>[] }>(req, queries.all))!.posts.map(withDates),
        allProjects: async (req) => {
          const projects: FeedProject[] = [];
          for (let page = 1, pages = 1; page <= pages; page++) {
            const found = (await read<ReadProjects>(req, queries.allProjects, { page }))!.projects;
            pages = found.pages;
            for (const project of found.items) projects.push({ ...project, updatedAt: new Date(project.updatedAt) });
          }
          return projects;
        },
        tagPosts: async (req, slug, limit) => {
          type Read = { tag: { slug: string; name: string } | null; list: { items: ReadPost[] } | null };
          const { tag, list } = (await read<Read>(req, queries.tag, { slug, perPage: limit }))!;
          return tag && list && { tag, posts: list.items.map(withDates) };
        },
      },
      (req, res, type, body) =>
        answers.send(
          req,
          res,
          feedKey(req)!,
          { status: 200, type: `${type}; charset=utf-8`, body, tags: queries.feedTags },
          true,
        ),
    ),
  );

  router.get(SITE_SHARE_IMAGE_PATH, async (req, res) => {
    const { owner } = (await read<Owner>(req, queries.owner))!;
    await sendCard(
      req,
      res,
      {
        title: owner?.title || 'Kişisel site ve blog',
        siteName: siteName(owner?.name),
        label: new URL(config.publicUrl).host,
        detail: '',
      },
      answers.cacheControl(req),
    );
  });

  // The owner's initials, the fediverse account's icon: redrawn, under a new tag, when the About name changes.
  router.get(SITE_AVATAR_PATH, async (req, res) => {
    const { owner } = (await read<Owner>(req, queries.owner))!;
    await sendCard(req, res, { kind: 'avatar', siteName: siteName(owner?.name) }, answers.cacheControl(req));
  });

  router.get('/blog/:slug/og.png', async (req, res) => {
    const [card, site] = await Promise.all([
      read<{ post: { slug: string; title: string; publishDate: string } | null }>(req, queries.card, {
        id: req.params.slug,
      }),
      read<Owner>(req, queries.owner),
    ]);
    const post = card?.post;
    if (!post) return void res.status(404).type('text').send('Blog bulunamadı');
    if (post.slug !== req.params.slug) return res.redirect(301, postShareImagePath(post.slug));
    await sendCard(
      req,
      res,
      {
        title: post.title,
        siteName: siteName(site?.owner?.name),
        label: 'BLOG',
        detail: longTurkishDate(new Date(post.publishDate)),
      },
      answers.cacheControl(req),
    );
  });

  router.get('/projects/:slug/og.png', async (req, res) => {
    const [card, site] = await Promise.all([
      read<{ project: { slug: string; title: string; summary: string } | null }>(req, queries.projectCard, {
        id: req.params.slug,
      }),
      read<Owner>(req, queries.owner),
    ]);
    const project = card?.project;
    if (!project) return void res.status(404).type('text').send('Proje bulunamadı');
    if (project.slug !== req.params.slug) return res.redirect(301, projectShareImagePath(project.slug));
    await sendCard(
      req,
      res,
      { title: project.title, siteName: siteName(site?.owner?.name), label: 'PROJE', detail: project.summary },
      answers.cacheControl(req),
    );
  });
  return router;
}
