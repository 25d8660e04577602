import type { Module } from '../../core/module';
import { ContactRead1797000000000 } from './1797000000000-contact-read';
import { ContactInbox1797800000000 } from './1797800000000-contact-inbox';
import { OutboxKeepsNoText1798430000000 } from './1798430000000-outbox-keeps-no-text';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.rest';
import { ContactService } from './contact.service';

declare module '../../core/context' {
  interface Services {
    contact: ContactService;
  }
}

/** How often a gateway deletes the messages past their retention. */
const EXPIRY_EVERY_MS = 60 * 60_000;

/**
 * Messages visitors send from the contact page, read by the admin in the inbox, each mailed to
 * the owner (through modules/mail) and deleted after MESSAGE_RETENTION_DAYS.
 */
export const contactModule: Module = {
  name: 'contact',
  entities: [ContactMessage],
  migrations: [ContactRead1797000000000, ContactInbox1797800000000, OutboxKeepsNoText1798430000000],
  resolvers: [ContactResolver],
  routes: contactRoutes,
  services: ({ dataSource, limits, config }, { mail }) => ({
    contact: new ContactService(dataSource, limits, mail, config.messageRetentionDays),
  }),
  background: ({ contact }, { log }) => {
    const expire = () =>
      void contact
        .deleteExpired()
        .then((count) => count && log.info({ count }, 'Saklama süresi dolan mesajlar silindi'))
        .catch((error: unknown) => log.error({ err: error }, 'Saklama süresi dolan mesajlar silinemedi'));
    expire();
    const timer = setInterval(expire, EXPIRY_EVERY_MS).unref();
    return { stop: async () => clearInterval(timer) };
  },
  publicFields: ['mutation.sendContactMessage'],
};
