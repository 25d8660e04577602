import type { Module } from '../../core/module';
import { Fediverse1799730000000 } from './1799730000000-fediverse';
import {
  FediverseBlock,
  FediverseFollower,
  FediverseKey,
  FediverseKv,
  FediverseMessage,
  FediverseSettingsRow,
} from './fediverse.entities';
import { FediverseResolver } from './fediverse.resolver';
import { fediverseRoutes } from './fediverse.rest';
import { FEDIVERSE_ROUTES, fediverseRouter } from './fediverse.router';
import { FediverseService } from './fediverse.service';

declare module '../../core/context' {
  interface Services {
    fediverse: FediverseService;
  }
}

/**
 * On the fediverse (issue 49): the owner followable as `@handle@host` from Mastodon and the like —
 * the actor, WebFinger and NodeInfo, its followers (accepted, or waiting for the owner), the answers
 * that come back to the comments (replies, likes, reposts), the owner's 'Fediverse' section; all
 * through Fedify (federation.ts) with its store and queue on our database (stores.ts).
 */
export const fediverseModule: Module = {
  name: 'fediverse',
  entities: [FediverseSettingsRow, FediverseKey, FediverseFollower, FediverseBlock, FediverseKv, FediverseMessage],
  migrations: [Fediverse1799730000000],
  resolvers: [FediverseResolver],
  routes: fediverseRoutes,
  router: { routes: FEDIVERSE_ROUTES, create: fediverseRouter },
  services: ({ dataSource, limits, config, log }, services) => {
    const fediverse = new FediverseService({
      dataSource,
      log,
      limits,
      publicUrl: config.publicUrl,
      privateAddresses: config.fetchPrivateAddresses,
      about: () => services.about.get(),
      posts: () => services.blog.count(),
      comments: () => services.comments,
    });
    // A post's delivery (helper G2's posts.ts) registers its outbox and Article here:
    // servePosts(fediverse, { dataSource, log, services });
    return { fediverse };
  },
  // Fedify's queue, in every gateway: each message handled by the one that holds it (stores.ts). The
  // actor's keys are made (or read) at the start, so that no request pays for an RSA key.
  background: ({ fediverse }, { log }) => {
    fediverse.keys().catch((error: unknown) => log.error({ err: error }, 'Fediverse anahtarları hazırlanamadı'));
    const stop = new AbortController();
    const listening = fediverse.federation.startQueue(undefined, { signal: stop.signal });
    return {
      stop: async () => {
        stop.abort();
        await listening;
      },
    };
  },
  backup: {
    // Fedify's caches and the deliveries under way are no content: a restored site starts with neither.
    leaveOut: [FediverseKv, FediverseMessage],
    // The actor's private keys: whoever holds them speaks as the owner.
    secret: { tables: [FediverseKey] },
  },
};
