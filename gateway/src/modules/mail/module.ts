import type { Module } from '../../core/module';
import { MailToAnyone1799550000000 } from './1799550000000-mail-to-anyone';
import { MailOutbox } from './mail-outbox.entity';
import { Outbox } from './outbox';

declare module '../../core/context' {
  interface Services {
    mail: Outbox;
  }
}

/**
 * The site's mail (outbox.ts): one SMTP transport and the outbox every gateway sends from, for the
 * modules that mail someone (contact: the owner; subscribers: readers). Its table was made by the
 * contact module's migrations, whose history they stay.
 */
export const mailModule: Module = {
  name: 'mail',
  entities: [MailOutbox],
  migrations: [MailToAnyone1799550000000],
  services: ({ dataSource, config, log }) => ({ mail: new Outbox(dataSource, config.mail, log) }),
  background: ({ mail }) => {
    mail.start();
    return { stop: () => mail.stop() };
  },
  // Mails waiting to go from this site: a restored copy must not send them again (what they tell
  // of travels with its own module).
  backup: { leaveOut: [MailOutbox] },
};
