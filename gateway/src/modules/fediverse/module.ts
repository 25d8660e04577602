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
import { FediversePosts1799730000001 } from './1799730000001-fediverse-posts';
import { FediversePost } from './fediverse-post.entity';
import { IDENTIFIER } from './inbox';
import { Deliveries, kicked, postsOf, queued, servePosts } from './posts';

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
  entities: [
    FediverseSettingsRow,
    FediverseKey,
    FediverseFollower,
    FediverseBlock,
    FediverseKv,
    FediverseMessage,
    FediversePost,
  ],
  migrations: [Fediverse1799730000000, FediversePosts1799730000001],
  resolvers: [FediverseResolver],
  routes: fediverseRoutes,
  router: { routes: FEDIVERSE_ROUTES, create: fediverseRouter },
  services: ({ dataSource, limits, config, log, modules }, services) => {
    const posts = postsOf(modules);
    const fediverse = new FediverseService({
      dataSource,
      log,
      limits,
      publicUrl: config.publicUrl,
      privateAddresses: config.fetchPrivateAddresses,
      about: () => services.about.get(),
      posts: () => services.blog.count(),
      comments: () => services.comments,
      postPath: async (id) => (posts && (await posts.mail(dataSource.manager, id))?.path) ?? null,
    });
    // The posts (the blog's `announced` ones): the outbox and each one's Article (posts.ts).
    if (posts) servePosts(fediverse.federation, { dataSource, publicUrl: config.publicUrl, posts });
    return { fediverse };
  },
  // A post's delivery is written with the post, and looked at as soon as it commits (posts.ts).
  written: [['*', queued]],
  committed: [['*', kicked]],
  // In every gateway: Fedify's queue, each message handled by the one that holds it (stores.ts) — what
  // goes out by the gateway's deliveries' thread (delivery-thread.ts) —, and the posts' deliveries,
  // each post looked at by one gateway at a time (posts.ts). The actor's keys are made (or read) at
  // the start, so that no request pays for an RSA key.
  background: ({ fediverse }, { dataSource, log, config, modules }) => {
    fediverse.keys().catch((error: unknown) => log.error({ err: error }, 'Fediverse anahtarları hazırlanamadı'));
    const stop = new AbortController();
    // The gateway's queue (the activities received); what goes out is its deliveries' thread's.
    const listening = fediverse.federation.startQueue(undefined, { signal: stop.signal, queue: 'inbox' });
    fediverse.deliveries.start();
    const posts = postsOf(modules);
    const deliveries =
      posts &&
      new Deliveries({
        dataSource,
        log,
        publicUrl: config.publicUrl,
        posts,
        send: (activity, orderingKey) =>
          fediverse
            .context()
            .sendActivity({ identifier: IDENTIFIER }, 'followers', activity, { preferSharedInbox: true, orderingKey }),
      });
    deliveries?.start();
    return {
      stop: async () => {
        await deliveries?.stop();
        stop.abort();
        await listening;
        await fediverse.deliveries.stop();
      },
    };
  },
  backup: {
    // Fedify's caches, the deliveries under way and what each post's last delivery showed are no
    // content: a restored site starts with none (its posts' next edits are sent as new).
    leaveOut: [FediverseKv, FediverseMessage, FediversePost],
    // The actor's private keys: whoever holds them speaks as the owner.
    secret: { tables: [FediverseKey] },
  },
};
