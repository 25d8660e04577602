import type { ApolloServer } from '@apollo/server';
import { ADMIN_BASE } from '@portfolio/content-rules';
import express, { type Request, type Router } from 'express';
import type { Config } from '../config';
import { ERROR_CODES } from '../errors';
import type { Context } from '../graphql/context';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { EntryServer, Frontend } from './frontend';

type Pieces = { head?: string; html?: string; state?: string };

/** The template with its placeholders filled (functions as replacers: `$&` in content stays text). */
const fill = (template: string, { head = '', html = '', state = '' }: Pieces) =>
  template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-state-->', () => state);

const PAGE_CACHE = 'public, max-age=0, must-revalidate';

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
};

/**
 * The site: its files, then every other GET that wants HTML. Public pages are rendered on the
 * server (React over the gateway's own schema, in process, as an anonymous visitor) with their
 * status — 404 for an unknown path or post, 301 to a post's current address, 500 when a query
 * failed; the admin panel is an empty shell that renders in the browser.
 */
export function siteRouter({ frontend, apollo, services, config, log }: SiteDeps): Router {
  const router = express.Router();
  router.use(frontend.assets);

  const execute =
    (req: Request): Parameters<EntryServer['render']>[1]['execute'] =>
    async (request) => {
      const contextValue: Context = {
        user: null,
        address: req.ip ?? 'unknown',
        services,
        session: null,
        forgeable: false,
      };
      const response = await apollo.executeOperation(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
      return response.body.singleResult;
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
      const page = await entry.render(req.originalUrl, { execute: execute(req), publicUrl: config.publicUrl });
      if (page.redirect) return res.redirect(301, page.redirect);
      res
        .status(page.status)
        .set('Cache-Control', page.status >= 500 ? 'no-store' : PAGE_CACHE)
        .type('html')
        .send(fill(template, page));
    } catch (error) {
      log.error({ err: error, url: req.originalUrl }, 'Sayfa oluşturulamadı');
      res
        .status(500)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(await errorPage(frontend, req.originalUrl, 500));
    }
  });
  return router;
}
