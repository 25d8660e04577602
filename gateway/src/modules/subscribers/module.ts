import { siteName } from '@portfolio/content-rules';
import type { Module } from '../../core/module';
import { Subscribers1799600000000 } from './1799600000000-subscribers';
import { announce } from './announcements';
import { Sender } from './sender';
import {
  Subscriber,
  SubscriberDelivery,
  SubscriberDeparture,
  SubscriberSend,
  SubscriberSettingsRow,
} from './subscriber.entities';
import { SubscribersResolver } from './subscribers.resolver';
import { subscriberRoutes } from './subscribers.rest';
import { CONFIRM_ROUTE, SUBSCRIBE_ROUTE, subscribersRouter, UNSUBSCRIBE_ROUTE } from './subscribers.router';
import { SubscribersService } from './subscribers.service';

declare module '../../core/context' {
  interface Services {
    subscribers: SubscribersService;
  }
}

/** How often a gateway deletes the addresses that never confirmed (contact's expiry's pace). */
const EXPIRY_EVERY_MS = 60 * 60_000;

/**
 * Readers who follow by e-mail (issue 47): subscribing with double opt-in, leaving by one click, the
 * owner's list, counts, export and import, and the mailings of new posts.
 */
export const subscribersModule: Module = {
  name: 'subscribers',
  entities: [Subscriber, SubscriberDeparture, SubscriberSettingsRow, SubscriberSend, SubscriberDelivery],
  migrations: [Subscribers1799600000000],
  resolvers: [SubscribersResolver],
  routes: subscriberRoutes,
  router: { routes: [SUBSCRIBE_ROUTE, CONFIRM_ROUTE, UNSUBSCRIBE_ROUTE], create: subscribersRouter },
  services: ({ dataSource, limits, config }, services) => ({
    subscribers: new SubscribersService({
      dataSource,
      limits,
      publicUrl: config.publicUrl,
      mail: services.mail,
      siteName: async () => siteName((await services.about.get())?.name),
    }),
  }),
  // A post's mailing follows the post (announcements.ts), in the post's own transaction.
  written: [['*', announce]],
  background: ({ subscribers, mail, about }, { log, dataSource, config, modules }) => {
    const sender = new Sender({
      dataSource,
      log,
      mail,
      announced: modules.flatMap((module) => module.announced ?? []),
      publicUrl: config.publicUrl,
      siteName: async () => siteName((await about.get())?.name),
      settings: () => subscribers.settingsRow(),
    });
    sender.start();
    const expire = () =>
      void subscribers
        .deletePending()
        .then((count) => count && log.info({ count }, 'Onaylanmayan abonelikler silindi'))
        .catch((error: unknown) => log.error({ err: error }, 'Onaylanmayan abonelikler silinemedi'));
    expire();
    const timer = setInterval(expire, EXPIRY_EVERY_MS).unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await sender.stop();
      },
    };
  },
  publicFields: ['mutation.subscribe', 'mutation.confirmSubscription', 'mutation.unsubscribe'],
  // The mails of a send under way: a restored copy must never send them again (the send keeps its counts).
  backup: { leaveOut: [SubscriberDelivery] },
};
