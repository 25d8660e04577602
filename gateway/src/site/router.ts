import type { ApolloServer } from '@apollo/server';
import { ADMIN_BASE } from '@portfolio/content-rules';
import express, { type Router } from 'express';
import type { Config } from '../config';
import { ERROR_CODES } from '../errors';
import type { PublicAnswers } from '../cache/public-answers';
import type { Tag } from '../cache/response-cache';
import { queryTags } from '../cache/tags';
import { anonymousContext, createContext, type Context } from '../graphql/context';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { EntryServer, Frontend } from './frontend';

type Execute = Parameters<EntryServer['render']>[1]['execute'];

type Pieces = { head?: string; html?: string; state?: string };

/** The template with its placeholders filled (functions as replacers: `$&` in content stays text). */
const fill = (template: string, { head = '', html = '', state = '' }: Pieces) =>
  template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-state-->', () => state);

/**
 * A page for a failure of ours (or a request the site cannot read): the site's look and a Turkish
 * sentence, without the application script (nothing to hydrate, nothing more to fail); a bare
 * page when even the template cannot be had.
 */
export async function errorPage(
  frontend: Frontend,
  url: string,
  status: number,
  message: string = ERROR_CODES.INTERNAL_SERVER_ERROR,
): Promise<string> {
  const template = await frontend.template(url).catch(() => '<!doctype html><!--app-head--><!--app-html-->');
  const title = status >= 500 ? 'Bir hata oluştu' : 'İstek anlaşılamadı';
  return fill(template.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, ''), {
    head: `<title>${title}</title>\n<meta name="robots" content="noindex">`,
    html:
      `<div class="app-shell"><main id="main" class="page container not-found">` +
      `<p class="not-found__code" aria-hidden="true">${status}</p><h1 class="page-title">${title}</h1>` +
      `<p>${message}</p><a href="/" class="button button--primary">Anasayfaya Dön</a></main></div>`,
  });
}

export type SiteDeps = {
  frontend: Frontend;
  apollo: ApolloServer<Context>;
  services: Services;
  config: Config;
  log: Logger;
  answers: PublicAnswers;
};

/** An admin's preview of a post that is not published yet: rendered with the admin's own rights, never cached. */
const PREVIEW = 'onizleme';

/**
 * The site: its files, then every other GET that wants HTML. Public pages are rendered on the
 * server (React over the gateway's own schema, in process, as an anonymous visitor) with their
 * status — 404 for an unknown path or post, 301 to a post's current address, 500 when a query
 * failed; the admin panel is an empty shell that renders in the browser. A page is a public
 * answer, cached with the tags of the queries it ran (`tags` stays null when one of them may not
 * be cached or failed).
 */
export function siteRouter({ frontend, apollo, services, config, log, answers }: SiteDeps): Router {
  const router = express.Router();
  router.use(frontend.assets);

  const execute =
    (contextValue: Context, tags: { all: Set<Tag> | null }): Execute =>
    async (request) => {
      const response = await apollo.executeOperation(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
      const result = response.body.singleResult;
      const own = result.errors?.length ? null : queryTags(request.query, request.operationName, result.data);
      if (!own) tags.all = null;
      else for (const tag of own) tags.all?.add(tag);
      return result;
    };

  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    try {
      const [template, entry] = await Promise.all([frontend.template(req.originalUrl), frontend.entry()]);
      if (req.path === ADMIN_BASE || req.path.startsWith(`${ADMIN_BASE}/`)) {
        return res
          .set('Cache-Control', 'no-cache')
          .type('html')
          .send(fill(template, entry.adminShell(config.publicUrl)));
      }
      const preview = PREVIEW in req.query;
      const context = preview ? await createContext(req, services) : anonymousContext(req, services);
      const tags = { all: preview ? null : new Set<Tag>() };
      const page = await entry.render(req.originalUrl, {
        execute: execute(context, tags),
        publicUrl: config.publicUrl,
      });
      if (page.redirect) return res.redirect(301, page.redirect);
      const html = fill(template, page);
      if (!tags.all || page.status >= 500) return res.status(page.status).type('html').send(html);
      answers.send(req, res, answers.key(req), {
        status: page.status,
        type: 'text/html; charset=utf-8',
        body: html,
        tags: [...tags.all],
        page: true,
      });
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
