import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../core/config';
import type { Logger } from '../../core/logger';
import type { User } from '../auth/user.entity';
import type { ContactMessage } from './contact-message.entity';
import { MailOutbox } from './mail-outbox.entity';

/** How long a gateway holds a mail it is sending: longer than a send may take (the timeouts below). */
const LEASE_MS = 2 * 60_000;
/** The first retry's wait; each next one waits twice as long, up to `retryMaxMs`. */
const RETRY_FIRST_MS = 5_000;

type MailSettings = NonNullable<Config['mail']>;

/** The wait after a mail's `attempts`-th failed attempt. */
export const retryDelay = (attempts: number, maxMs: number) => Math.min(maxMs, RETRY_FIRST_MS * 2 ** (attempts - 1));

/** The owner's mail about a message: the visitor's address to reply to, their words quoted as sent. */
export function mailFor(message: Pick<ContactMessage, 'id' | 'name' | 'email' | 'message'>): Partial<MailOutbox> {
  return {
    messageId: message.id,
    replyTo: message.email,
    subject: `Yeni mesaj: ${message.name}`.slice(0, 200),
    text: `${message.name} <${message.email}> iletişim formundan yazdı:\n\n${message.message}\n\n— Yanıtlamak için bu e-postayı yanıtlayın.`,
  };
}

/**
 * Mails to the owner, sent from the `mail_outbox` table by every gateway:
 * - a mail is queued in the transaction that stores its message (`queue`), so a message never
 *   exists without its mail, and sending never holds up the visitor's request;
 * - a gateway takes a due mail by setting `claimedUntil` and `claimedBy` in one conditional UPDATE
 *   that only one gateway can win, then sends it and marks it sent: two gateways never send one mail;
 * - a failed attempt is tried again after 5 s, 10 s, 20 s… up to `retryMaxMs`, for as long as it
 *   takes, and as soon as one of them goes, the others waiting go too; a gateway that stopped mid-send leaves its claim to expire, and another sends the mail
 *   (the one case where a mail may arrive twice: sent, and the gateway gone before it could say so);
 * - a sent mail's row keeps nothing the visitor wrote, and a message deleted (by the owner or its
 *   retention) takes its mail with it, sent or waiting: a deleted message is not mailed afterwards.
 */
export class Outbox {
  private readonly me = randomUUID();
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: MailSettings,
    private readonly log: Logger,
  ) {
    this.transport = nodemailer.createTransport({
      url: settings.smtpUrl.href,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  }

  /** Queues the mail about `message`, in the transaction `manager` that stores it. */
  static async queue(manager: EntityManager, message: ContactMessage): Promise<void> {
    await manager.save(manager.create(MailOutbox, { ...mailFor(message), nextAttemptAt: message.createdAt }));
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.settings.pollMs ?? 5_000).unref();
    this.kick();
  }

  /** Sends what is due now, once the sending under way (if any) is done. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'E-posta kuyruğu okunamadı'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private get mails() {
    return this.dataSource.getRepository(MailOutbox);
  }

  private async sendDue(): Promise<void> {
    while (!this.stopped) {
      const mail = await this.claimNext();
      if (!mail) return;
      await this.send(mail);
    }
  }

  /** The oldest due mail no other gateway holds, now held by this one; null when there is none. */
  private async claimNext(): Promise<MailOutbox | null> {
    const now = new Date();
    const due = await this.mails
      .createQueryBuilder('mail')
      .where('mail.sentAt IS NULL AND mail.nextAttemptAt <= :now', { now })
      .andWhere('(mail.claimedUntil IS NULL OR mail.claimedUntil < :now)', { now })
      .orderBy('mail.nextAttemptAt', 'ASC')
      .addOrderBy('mail.id', 'ASC')
      .take(10)
      .getMany();
    for (const mail of due) {
      const claimed = await this.mails
        .createQueryBuilder()
        .update(MailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), claimedBy: this.me })
        .where('id = :id AND sentAt IS NULL AND (claimedUntil IS NULL OR claimedUntil < :now)', { id: mail.id, now })
        .execute();
      if (claimed.affected === 1) return mail;
    }
    return null;
  }

  private async send(mail: MailOutbox): Promise<void> {
    const mine = { id: mail.id, claimedBy: this.me, sentAt: IsNull() };
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: this.settings.to ?? (await this.ownerAddress()),
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        // One Message-ID per outbox row: a mail client shows a mail sent twice (see above) once.
        messageId: `<${mail.id}@${this.settings.from.split('@')[1]}>`,
      });
      const now = new Date();
      // Sent: the row keeps its id (the mail's Message-ID) and times, nothing the visitor wrote.
      await this.mails.update(mine, {
        sentAt: now,
        claimedUntil: null,
        claimedBy: null,
        lastError: null,
        replyTo: '',
        subject: '',
        text: '',
      });
      // The server is back: the mails waiting for a retry go now, not at their next attempt.
      await this.mails.update({ sentAt: IsNull(), nextAttemptAt: MoreThan(now) }, { nextAttemptAt: now });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = retryDelay(attempts, this.settings.retryMaxMs ?? 60_000);
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ mail: mail.id, attempts, retryInMs: wait, reason }, 'E-posta gönderilemedi, yeniden denenecek');
      await this.mails.update(mine, {
        attempts,
        nextAttemptAt: new Date(Date.now() + wait),
        claimedUntil: null,
        claimedBy: null,
        lastError: reason.slice(0, 500),
      });
    }
  }

  /** The admin account's address (the first admin's, if there are several). */
  private async ownerAddress(): Promise<string> {
    const owner = await this.dataSource
      .getRepository<User>('User')
      .findOne({ where: { role: 'admin' }, order: { createdAt: 'ASC' } });
    if (!owner) throw new Error('Yönetici hesabı yok: MAIL_TO ile bir alıcı verin');
    return owner.email;
  }
}
