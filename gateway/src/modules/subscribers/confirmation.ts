import { subscribeConfirmPath } from '@portfolio/content-rules';
import type { EntityManager } from 'typeorm';
import type { Outbox } from '../mail/outbox';
import { renderConfirmationMail } from './mails';

/** What the subscribers use of the mail module (modules/mail, `services.mail`). */
export type MailQueue = Pick<Outbox, 'enabled' | 'queue' | 'kick'>;

/** Stands for the token in a confirmation mail rendered once for many addresses (an import). */
const TOKEN = 'SUBSCRIBERTOKENPLACEHOLDER';

/** A confirmation mail to fill with each address's token: rendered once, however many get it. */
export type ConfirmationMail = (token: string) => { subject: string; text: string; html: string };

/** The confirmation mail of the site, its link at `publicUrl`/subscribe/confirm/{token}. */
export async function confirmationMail(siteName: string, publicUrl: string): Promise<ConfirmationMail> {
  const mail = await renderConfirmationMail({ siteName, confirmUrl: `${publicUrl}${subscribeConfirmPath(TOKEN)}` });
  return (token) => ({
    subject: mail.subject,
    text: mail.text.replaceAll(TOKEN, token),
    html: mail.html.replaceAll(TOKEN, token),
  });
}

/**
 * Queues the confirmation mail to `subscriber` in the transaction that stamped its
 * `confirmationSentAt` (what `token` is made of): one link, no tracking, `Auto-Submitted` as an
 * automatic mail, no `Precedence` (it is no bulk mail).
 */
export async function queueConfirmation(
  manager: EntityManager,
  mail: MailQueue,
  subscriber: { email: string },
  token: string,
  render: ConfirmationMail,
): Promise<void> {
  await mail.queue(manager, {
    to: subscriber.email,
    ...render(token),
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}
