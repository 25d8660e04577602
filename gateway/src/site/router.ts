import {
  ADMIN_BASE,
  LANGUAGE_TAG,
  localeOf,
  type Locale,
  localePath,
  type MessageKey,
  NOT_FOUND_PATHS,
  notFoundPath,
  publicPage,
  type Execute,
  type PublicPage,
  readTheme,
  THEME_COOKIE,
  translator,
  WEB_FONTS_CLASS,
} from '@portfolio/content-rules';
import { parseCookie } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../core/config';
import { ERROR_CODES } from '../core/errors';
import type { PublicAnswers } from '../cache/public-answers';
import type { Services } from '../core/context';
import type { SitePages, Tag } from '../core/module';
import { anonymousContext, createContext, type Context } from '../graphql/context';
import type { Operations } from '../graphql/operations';
import type { Logger } from '../core/logger';
import type { Frontend } from './frontend';
import { pageStyles } from './page-styles';

type Pieces = { head?: string; html?: string; state?: string };

/** The template with its placeholders filled (functions as replacers: `$&` in content stays text), styled for what it shows. */
const fill = (template: string, { head = '', html = '', state = '' }: Pieces) =>
  pageStyles(
    template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html)
      .replace('<!--app-state-->', () => state),
  );

/**
 * Whether the reader's browser has the web fonts, as far as a request tells without anything
 * stored on the reader's side: it comes from one of the site's own pages (`Sec-Fetch-Site:
 * same-origin`), which load them once the reader touches one (lib/webFonts.ts), or it asks again
 * for a page it keeps (an If-None-Match). Such a request gets the page set in them (`<html
 * class="web-fonts">`, styles/base.css), drawn in them from its first paint; any other gets it in
 * their metric-matched stand-ins, asking for no font file: a first visit's first paint shares the
 * network with nothing. The two are kept apart under one address (`keyFor`).
 */
const hasWebFonts = (req: Request) =>
  req.get('sec-fetch-site') === 'same-origin' || req.headers['if-none-match'] !== undefined;

/** The theme the reader chose (its cookie, frontend lib/theme.ts), or none: the system's. */
const themeOf = (req: Request) => readTheme(parseCookie(req.headers.cookie ?? '')[THEME_COOKIE]);

const THEME_COLOUR = /<meta name="theme-color" content="([^"]*)" media="([^"]*)"/g;

/**
 * The browser's bars in the chosen theme: each theme-color meta (one a colour scheme, index.html)
 * gets the chosen theme's colour, keeping its own in `data-colour` for the theme button (frontend
 * app/theme.ts) to give back.
 */
function colourBars(template: string, theme: string): string {
  const chosen = [...template.matchAll(THEME_COLOUR)].find(([, , media]) => media!.includes(theme))?.[1];
  if (!chosen) return template;
  return template.replace(
    THEME_COLOUR,
    (_meta, own: string, media: string) =>
      `<meta name="theme-color" content="${chosen}" media="${media}" data-colour="${own}"`,
  );
}

/** `<html>` as this reader's page opens: in the web fonts (or not), in the chosen theme (or the system's). */
function forReader(req: Request, template: string, webFonts = hasWebFonts(req)): string {
  const theme = themeOf(req);
  const attributes = `${webFonts ? ` class="${WEB_FONTS_CLASS}"` : ''}${theme ? ` data-theme="${theme}"` : ''}`;
  const page = theme ? colourBars(template, theme) : template;
  return attributes ? page.replace(/<html(?=[\s>])/, `<html${attributes}`) : page;
}

/**
 * `<html lang>` in the page's language (issue 50): the template says Turkish; an English page
 * (its address under /en) says English. The language is the address's, so the kept answer under
 * the address is in one language whatever the reader's Accept-Language (nothing varies by it).
 */
const inLanguage = (template: string, locale: Locale) =>
  template.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${LANGUAGE_TAG[locale]}"`);

/** The language of a page's address (a path with its query). */
const languageOf = (url: string) => localeOf(url.replace(/[?#].*$/s, ''));

/** Each form of a page is kept apart under its address. */
const keyFor = (req: Request, key: string) => {
  const theme = themeOf(req);
  return `${key}${hasWebFonts(req) ? ' (web fonts)' : ''}${theme ? ` (${theme})` : ''}`;
};
/**
 * What a page's answer depends on besides its address: a client that asks for no HTML gets none (the
 * fediverse's actor at /about, for one), the web fonts (Sec-Fetch-Site), the theme (Cookie).
 */
const VARY = 'Accept, Sec-Fetch-Site, Cookie';

/** The template without the application's script: a page with nothing to hydrate. */
const withoutScript = (template: string) =>
  template.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '');

/** The error page's title and sentence (catalogue keys) for a failure of ours, too many requests, a request the site cannot read. */
const SERVER_ERROR: [MessageKey, MessageKey] = ['common.error', 'common.errorRetry'];
const TOO_MANY: [MessageKey, MessageKey] = ['errors.tooMany.title', 'errors.tooMany.message'];
const BAD_REQUEST: [MessageKey, MessageKey] = ['errors.badRequest.title', 'errors.badRequest.message'];

/**
 * A page for a failure of ours (or a request the site cannot read): the site's look and a sentence
 * in the address's language (a Turkish one says `message`, the API's; an English one the
 * catalogue's), without the application script (nothing to hydrate, nothing more to fail); a bare
 * page when even the template cannot be had.
 */
export async function errorPage(
  frontend: Frontend,
  url: string,
  status: number,
  message: string = ERROR_CODES.INTERNAL_SERVER_ERROR,
): Promise<string> {
  const template = await frontend.template(url).catch(() => '<!doctype html><!--app-head--><!--app-html-->');
  const locale = languageOf(url);
  const say = translator(locale);
  const [heading, sentenceKey] = status >= 500 ? SERVER_ERROR : status === 429 ? TOO_MANY : BAD_REQUEST;
  const title = say(heading);
  const sentence = locale === 'tr' ? message : say(sentenceKey);
  return fill(inLanguage(withoutScript(template), locale), {
    head: `<title>${title}</title>\n<meta name="robots" content="noindex">`,
    html:
      `<div class="app-shell"><main id="main" class="page container not-found">` +
      `<p class="not-found__code" aria-hidden="true">${status}</p><h1 class="page-title">${title}</h1>` +
      `<p>${sentence}</p><a href="${localePath(locale, '/')}" class="button button--primary">${say('notFound.home')}</a></main></div>`,
  });
}

export type SiteDeps = {
  frontend: Frontend;
  pages: SitePages;
  operations: Operations;
  services: Services;
  config: Config;
  log: Logger;
  answers: PublicAnswers;
};

function pageOf(req: Request): PublicPage {
  const query = req.originalUrl.indexOf('?');
  return publicPage(req.path, query < 0 ? '' : req.originalUrl.slice(query));
}

/**
 * The site: its files, then every other GET that wants HTML. Public pages are rendered on the
 * server (React over the gateway's own schema, in process, as an anonymous visitor) with their
 * status — 404 for an unknown path or post, 301 to a post's current address, 500 when a query
 * failed; the admin panel is an empty shell that renders in the browser.
 *
 * A page is a public answer, rendered from its own address (`publicPage`: every spelling of it is
 * one answer) and kept with the tags of the queries it ran (none when one of them may not be
 * cached or failed). Every address the site has no page for — an unknown path, a list page past
 * the end, a post that does not exist — gets one shared not-found page, kept once and sent
 * without the application's script (it has nothing to do), so made-up addresses cost no render
 * and push no real page out of the cache. The subscription pages (`/subscribe`, a confirm or leave
 * link's page) are one reader's: rendered for each request, never kept (`PublicPage`'s 'subscription').
 */
export function siteRouter({ frontend, pages, operations, services, config, log, answers }: SiteDeps): Router {
  const router = express.Router();
  router.use(frontend.assets);
  answers.answersFor((req) => {
    if (!req.accepts('html')) return undefined;
    const page = pageOf(req);
    return 'url' in page ? keyFor(req, page.url) : undefined;
  });

  const execute =
    (contextValue: Context, tags: { all: Set<Tag> | null }): Execute =>
    async (request) => {
      const { result, tags: own } = await operations.run(request, contextValue);
      if (!own) tags.all = null;
      else for (const tag of own) tags.all?.add(tag);
      return result;
    };

  /** Renders `url` for the request's caller (a preview) or as an anonymous visitor; tags null when it may not be kept. */
  const render = async (req: Request, url: string, preview = false) => {
    const context = preview ? await createContext(req, services) : anonymousContext(req, services);
    const tags = { all: preview ? null : new Set<Tag>() };
    const [template, entry] = await Promise.all([frontend.template(url), frontend.entry()]);
    // The page reads its language from its address too (entry-server's `render(url)`).
    const page = await entry.render(url, { execute: execute(context, tags), publicUrl: config.publicUrl });
    return { page, template: forReader(req, inLanguage(template, languageOf(url))), tags: tags.all && [...tags.all] };
  };

  /**
   * The shared not-found page of a post or of anything else, in the address's language (one kept
   * answer per language), kept under a key no address has.
   */
  const notFound = async (req: Request, res: Response, kind: keyof typeof NOT_FOUND_PATHS, locale: Locale) => {
    const key = keyFor(req, `not-found ${kind}${locale === 'tr' ? '' : ` ${locale}`}`);
    if (await answers.answer(req, res, key)) return;
    const { page, template, tags } = await render(req, notFoundPath(locale, kind));
    const html = fill(withoutScript(template), { ...page, state: '' });
    if (!tags) return void res.status(page.status).type('html').send(html);
    await answers.send(
      req,
      res,
      key,
      { status: 404, type: 'text/html; charset=utf-8', body: html, tags, vary: VARY },
      true,
    );
  };

  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    try {
      if (req.path === ADMIN_BASE || req.path.startsWith(`${ADMIN_BASE}/`)) {
        const [template, entry] = await Promise.all([frontend.template(req.originalUrl), frontend.entry()]);
        return res
          .set('Cache-Control', 'no-cache')
          .type('html')
          .send(fill(forReader(req, template, true), entry.adminShell(config.publicUrl)));
      }
      const address = pageOf(req);
      if (address.kind === 'preview') {
        const { page, template } = await render(req, req.originalUrl, true);
        if (page.redirect) return res.redirect(301, page.redirect);
        return res.status(page.status).type('html').send(fill(template, page));
      }
      if (address.kind === 'subscription') {
        // One reader's page (a token in its address, an answer to their own form): rendered as any
        // visitor sees it, sent with the default `private, no-store`, never kept.
        const { page, template } = await render(req, address.path);
        return res.status(page.status).type('html').send(fill(template, page));
      }
      if (address.kind === 'not-found') return await notFound(req, res, 'page', address.locale);
      // Whether a list page, a post or a tag's page that the address names is there (cheaply: no
      // render); in English, only what has an English version.
      if ((await pages.address(address)) === null)
        return await notFound(req, res, address.kind === 'post' ? 'post' : 'page', address.locale);
      const { page, template, tags } = await render(req, address.url);
      const html = fill(template, page);
      // A 404 here is a post gone since `pages.address` looked: sent as it is, not kept under its address.
      if (!tags || page.status >= 500 || page.status === 404) {
        if (page.redirect) return res.redirect(301, page.redirect);
        return res.status(page.status).type('html').send(html);
      }
      await answers.send(
        req,
        res,
        keyFor(req, address.url),
        page.redirect
          ? {
              status: 301,
              type: 'text/plain; charset=utf-8',
              body: `Moved Permanently. Redirecting to ${page.redirect}`,
              tags,
              location: page.redirect,
            }
          : { status: page.status, type: 'text/html; charset=utf-8', body: html, tags, vary: VARY },
        true,
      );
    } catch (error) {
      log.error({ err: error, url: req.originalUrl }, 'Sayfa oluşturulamadı');
      res
        .status(500)
        .type('html')
        .send(await errorPage(frontend, req.originalUrl, 500));
    }
  });
  return router;
}
