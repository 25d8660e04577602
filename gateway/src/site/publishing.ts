import {
  ADMIN_BASE,
  isSlug,
  type Locale,
  LOCALES,
  localePath,
  longDate,
  postShareImagePath,
  projectShareImagePath,
  SITE_AVATAR_PATH,
  siteName,
  siteShareImagePath,
  tagFeedPath,
  translator,
} from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import type { PublicAnswers } from '../cache/public-answers';
import type { Config } from '../core/config';
import type { Services } from '../core/context';
import type { SiteReads } from '../core/module';
import { anonymousContext } from '../graphql/context';
import type { Operations } from '../graphql/operations';
import {
  type FeedAlternate,
  FEED_PATHS,
  feedsRouter,
  LANGUAGE_FEED_PATHS,
  type FeedPost,
  type FeedProject,
  type FeedSite,
} from './feeds';
import { localeVariable } from './pages';
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
/** An item's pages as the schema names them (`locale: TR | EN`). */
type ReadAlternates = { alternates?: { locale: string; path: string }[] };
type ReadPost = Omit<FeedPost, 'publishDate' | 'updatedAt'> & {
  publishDate: string;
  updatedAt: string;
} & ReadAlternates;
type ReadProject = Omit<FeedProject, 'updatedAt' | 'alternates'> & { updatedAt: string } & ReadAlternates;
type ReadProjects = { projects: { pages: number; items: ReadProject[] } };

/** The schema's alternates (`TR`, `EN`) as content-rules spells their languages. */
const feedAlternates = ({ alternates }: ReadAlternates): { alternates: FeedAlternate[] | undefined } => ({
  alternates: alternates?.map(({ locale, path }) => ({ locale: locale.toLowerCase() as Locale, path })),
});

const withDates = <T extends Omit<ReadPost, 'content'>>(post: T) => ({
  ...post,
  ...feedAlternates(post),
  publishDate: new Date(post.publishDate),
  updatedAt: new Date(post.updatedAt),
});

/**
 * What the site publishes besides its pages: the feeds and crawler files, and the share images
 * (the site's card at /og.png, a post's at /blog/{slug}/og.png, a project's at
 * /projects/{slug}/og.png; in English at /en/og.png, /en/blog/{english slug}/og.png,
 * /en/projects/{english slug}/og.png, drawn in English) and the site's avatar at /avatar.png.
 * Public data only, read through the schema as any visitor reads it: the modules' `site` reads
 * (core/module.ts `SiteReads`), each in the language of the address (`$locale`).
 */
export function publishingRouter(
  operations: Operations,
  services: Services,
  config: Config,
  answers: PublicAnswers,
  queries: SiteReads,
): Router {
  const router = express.Router();
  const read = <T>(req: Request, query: string, variables: Record<string, unknown> = {}, locale: Locale = 'tr') =>
    operations.data<T>(query, { ...variables, locale: localeVariable(locale) }, anonymousContext(req, services));
  /**
   * The owner in `locale`: in English, About's English version (null without one: `about` false),
   * named by the Turkish one's name when it has none (a name is the same in both languages).
   */
  const owner = async (req: Request, locale: Locale) => {
    const [own, turkish] = await Promise.all([
      read<Owner>(req, queries.owner, {}, locale),
      locale === 'tr' ? undefined : read<Owner>(req, queries.owner),
    ]);
    const found = own?.owner ?? null;
    return { name: siteName(found?.name ?? turkish?.owner?.name), title: found?.title, about: found !== null };
  };
  const site = async (req: Request, locale: Locale): Promise<FeedSite> => {
    const { name, title, about } = await owner(req, locale);
    return {
      publicUrl: config.publicUrl,
      name,
      description: title || translator(locale)('blog.description'),
      adminPath: ADMIN_BASE,
      locale,
      // The Turkish About page is always there.
      about: locale === 'tr' || about,
    };
  };
  // A feed is one answer whatever the spelling: Express matches its path in any case, with or
  // without a trailing slash, and it reads no parameter.
  const feeds = new Set<string>([...FEED_PATHS, ...LANGUAGE_FEED_PATHS.map(({ path }) => path)]);
  const feedKey = (req: Request) => {
    const path = req.path.toLowerCase().replace(/(.)\/$/, '$1');
    if (feeds.has(path)) return path;
    // A tag's feed: its slug as written (another spelling names no tag: the route answers 404).
    const [, english, slug] = /^(\/en)?\/tags\/([^/]+)\/rss\.xml\/?$/i.exec(req.path) ?? [];
    return slug && isSlug(slug) ? localePath(english ? 'en' : 'tr', tagFeedPath(slug)) : undefined;
  };
  answers.answersFor(feedKey);
  router.use(
    feedsRouter(
      {
        site,
        latestPosts: async (req, limit, locale) =>
          (await read<{ list: { items: ReadPost[] } }>(
            req,
            queries.latest,
            { perPage: limit },
            locale,
          ))!.list.items.map(withDates),
        allPosts: async (req) =>
          (await read<{ posts: Omit<ReadPost, 'content'>[] }>(req, queries.all))!.posts.map(withDates),
        allProjects: async (req) => {
          const projects: FeedProject[] = [];
          for (let page = 1, pages = 1; page <= pages; page++) {
            const found = (await read<ReadProjects>(req, queries.allProjects, { page }))!.projects;
            pages = found.pages;
            for (const project of found.items)
              projects.push({ ...project, ...feedAlternates(project), updatedAt: new Date(project.updatedAt) });
          }
          return projects;
        },
        tagPosts: async (req, slug, limit, locale) => {
          type Read = { tag: { slug: string; name: string } | null; list: { items: ReadPost[] } | null };
          const { tag, list } = (await read<Read>(req, queries.tag, { slug, perPage: limit }, locale))!;
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

  // The owner's initials, the fediverse account's icon: redrawn, under a new tag, when the About name changes.
  router.get(SITE_AVATAR_PATH, async (req, res) => {
    const { owner } = (await read<Owner>(req, queries.owner))!;
    await sendCard(req, res, { kind: 'avatar', siteName: siteName(owner?.name) }, answers.cacheControl(req));
  });

  // The cards of each language's pages, drawn in that language (its words from the interface's catalogue).
  for (const locale of LOCALES) {
    const say = translator(locale);
    router.get(siteShareImagePath(locale), async (req, res) => {
      const { name, title } = await owner(req, locale);
      await sendCard(
        req,
        res,
        { title: title || say('cards.site'), siteName: name, label: new URL(config.publicUrl).host, detail: '' },
        answers.cacheControl(req),
      );
    });

    router.get(postShareImagePath(':slug', locale), async (req, res) => {
      const [card, { name }] = await Promise.all([
        read<{ post: { slug: string; title: string; publishDate: string } | null }>(
          req,
          queries.card,
          { id: req.params.slug },
          locale,
        ),
        owner(req, locale),
      ]);
      const post = card?.post;
      if (!post) return void res.status(404).type('text').send(say('post.notFound'));
      if (post.slug !== req.params.slug) return res.redirect(301, postShareImagePath(post.slug, locale));
      await sendCard(
        req,
        res,
        {
          title: post.title,
          siteName: name,
          label: say('cards.post.label'),
          detail: longDate(new Date(post.publishDate), locale),
        },
        answers.cacheControl(req),
      );
    });

    router.get(projectShareImagePath(':slug', locale), async (req, res) => {
      const [card, { name }] = await Promise.all([
        read<{ project: { slug: string; title: string; summary: string } | null }>(
          req,
          queries.projectCard,
          { id: req.params.slug },
          locale,
        ),
        owner(req, locale),
      ]);
      const project = card?.project;
      if (!project) return void res.status(404).type('text').send(say('project.notFound'));
      if (project.slug !== req.params.slug) return res.redirect(301, projectShareImagePath(project.slug, locale));
      await sendCard(
        req,
        res,
        { title: project.title, siteName: name, label: say('cards.project.label'), detail: project.summary },
        answers.cacheControl(req),
      );
    });
  }
  return router;
}
