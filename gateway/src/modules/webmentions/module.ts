import { WEBMENTION_PATH } from '@portfolio/content-rules';
import type { Services } from '../../core/context';
import type { Module } from '../../core/module';
import { Webmentions1799720000000 } from './1799720000000-webmentions';
import { Worker } from './queue';
import { verifyDue } from './receiving';
import { gateways, planDue, planned, queued, sendDue } from './sending';
import { WebmentionJob, WebmentionReceived, WebmentionSent } from './webmention.entities';
import { webmentionsRouter, WEBMENTION_ROUTE } from './webmentions.router';
import { WebmentionsService } from './webmentions.service';

declare module '../../core/context' {
  interface Services {
    webmentions: WebmentionsService;
  }
}

/** The comments' service (modules/comments), where verified Webmentions land: read when used. */
const commentsOf = (services: Services) => () => services.comments;

/**
 * Webmention (W3C), both ways (issue 48): other sites' mentions of a post received at
 * `POST /webmention`, checked later and landed in the comments' moderation queue; the posts' links
 * told of each new version; every page advertising the endpoint.
 */
export const webmentionsModule: Module = {
  name: 'webmentions',
  entities: [WebmentionReceived, WebmentionJob, WebmentionSent],
  migrations: [Webmentions1799720000000],
  router: { routes: [WEBMENTION_ROUTE], create: webmentionsRouter },
  services: ({ dataSource, limits, config }, services) => ({
    webmentions: new WebmentionsService({
      dataSource,
      limits,
      publicUrl: config.publicUrl,
      comments: commentsOf(services),
      kick: () => {
        for (const [worker, over] of gateways) if (over.dataSource === dataSource) worker.kick();
      },
    }),
  }),
  // A post's job is written with the post, and planned as soon as it commits (sending.ts).
  written: [['*', queued]],
  committed: [['*', planned]],
  background: (services, { dataSource, log, config, modules }) => {
    const deps = {
      dataSource,
      log,
      publicUrl: config.publicUrl,
      privateAddresses: config.fetchPrivateAddresses,
      announced: modules.flatMap((module) => module.announced ?? []),
      comments: commentsOf(services),
    };
    const worker: Worker = new Worker(dataSource, log, async () => {
      const verified = await verifyDue(all);
      const planned = await planDue(all);
      const sent = await sendDue(all);
      return verified || planned || sent;
    });
    const all = { ...deps, worker };
    gateways.set(worker, all);
    worker.start();
    return {
      stop: async () => {
        gateways.delete(worker);
        await worker.stop();
      },
    };
  },
  headers: (config) => ({ Link: `<${config.publicUrl}${WEBMENTION_PATH}>; rel="webmention"` }),
  // What waits to be checked or planned is no content: a restored copy starts with empty queues. The
  // sends made travel (a restored site does not tell the same pages again).
  backup: { leaveOut: [WebmentionReceived, WebmentionJob] },
};
