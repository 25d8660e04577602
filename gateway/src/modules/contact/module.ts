import type { Module } from '../../core/module';
import { ContactRead1797000000000 } from './1797000000000-contact-read';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.rest';
import { ContactService } from './contact.service';

declare module '../../core/context' {
  interface Services {
    contact: ContactService;
  }
}

/** Messages visitors send from the contact page, read by the admin. */
export const contactModule: Module = {
  name: 'contact',
  entities: [ContactMessage],
  migrations: [ContactRead1797000000000],
  resolvers: [ContactResolver],
  routes: contactRoutes,
  services: ({ dataSource, limits }) => ({ contact: new ContactService(dataSource, limits) }),
  publicFields: ['mutation.sendContactMessage'],
};
