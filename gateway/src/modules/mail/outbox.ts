import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer';
import { IsNull, LessThan, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../core/config';
import type { Logger } from '../../core/logger';
import { Rounds } from '../../core/rounds';
import type { User } from '../auth/user.entity';
import { MailOutbox } from './mail-outbox.entity';

/** How long a gateway holds a mail it is sending: longer than a send may take (the timeouts below). */
const LEASE_MS = 2 * 60_000;
/** The first retry's wait; each next one waits twice as long, up to `retryMaxMs`. */
const RETRY_FIRST_MS = 5_000;

type MailSettings = NonNullable<Config['mail']>;

/** The wait after a mail's `attempts`-th failed attempt. */
export const retryDelay = (attempts: number, maxMs: number) => Math.min(maxMs, RETRY_FIRST_MS * 2 ** (attempts - 1));

/** A mail to queue: to `to` (absent: the owner), or about a contact message (`messageId`: it goes with it). */
export type QueuedMail = {
  to?: string;
  messageId?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The owner's mails at a glance: how many wait, and why the newest failing one failed. */
export type OwnerMailStatus = { waiting: number; error: string | null };

/**
 * The site's mail (`services.mail`): one pooled SMTP transport (`send`, which readers' mails take at
 * MAIL_RATE), and the `mail_outbox` table every gateway sends from (`queue`). Without SMTP_URL it is
 * off (`enabled` false): nothing is queued, and `send` refuses.
 * - a mail is queued in the transaction that stores what it tells of, so one never exists without
 *   the other, and sending never holds up the request;
 * - a gateway takes a due mail by setting `claimedUntil` and `claimedBy` in one conditional UPDATE
 *   that only one gateway can win, then sends it and marks it sent: two gateways never send one mail;
 * - a failed attempt is tried again after 5 s, 10 s, 20 s… up to `retryMaxMs`, for as long as it
 *   takes, and as soon as one of them goes, the others waiting go too; a gateway that stopped mid-send leaves its claim to expire, and another sends the mail
 *   (the one case where a mail may arrive twice: sent, and the gateway gone before it could say so);
 * - a sent mail's row keeps nothing of its recipient or words, and a contact message deleted (by the
 *   owner or its retention) takes its mail with it, sent or waiting.
 */
/** How the site talks to its SMTP server: SMTP_URL, bounded waits, DKIM when configured. */
const transportOptions = (settings: MailSettings, domain: string) => ({
  url: settings.smtpUrl.href,
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
  dkim: settings.dkim && {
    domainName: domain,
    keySelector: settings.dkim.selector,
    privateKey: settings.dkim.privateKey,
  },
});

export class Outbox {
  private readonly me = randomUUID();
  private readonly transport: Transporter | undefined;
  private readonly pool: Transporter | undefined;
  readonly enabled: boolean;
  /** The sender's address (MAIL_FROM); '' when mail is off. */
  readonly from: string;
  /** The sender's domain: every Message-ID the site makes ends with it. */
  readonly domain: string;
  private readonly rounds = new Rounds(
    () => this.sendDue(),
    (error) => this.log.error({ err: error }, 'E-posta kuyruğu okunamadı'),
  );

  constructor(
    private readonly dataSource: DataSource,
    /** Undefined without SMTP_URL: mail is off. */
    readonly settings: MailSettings | undefined,
    private readonly log: Logger,
  ) {
    this.enabled = Boolean(settings);
    this.from = settings?.from ?? '';
    this.domain = this.from.split('@')[1] ?? 'localhost';
    this.transport = settings && nodemailer.createTransport(transportOptions(settings, this.domain));
    // Readers' mails, many at once, share a few connections; the outbox's own mails each open one,
    // so a mail the pool would hold while the server is away never outlives its deleted message.
    this.pool =
      settings &&
      nodemailer.createTransport({ ...transportOptions(settings, this.domain), pool: true, maxConnections: 5 });
  }

  /** Queues `mail`, in the transaction `manager` that stores what it tells of; nothing when mail is off. */
  async queue(manager: EntityManager, mail: QueuedMail): Promise<void> {
    if (!this.enabled) return;
    const { to, ...rest } = mail;
    await manager.save(
      manager.create(MailOutbox, {
        ...rest,
        recipient: to ?? null,
        replyTo: mail.replyTo ?? '',
        nextAttemptAt: new Date(),
      }),
    );
  }

  /** Sends one of many mails now through the pooled connections (from MAIL_FROM unless it says otherwise). */
  send(message: SendMailOptions): Promise<SentMessageInfo> {
    if (!this.pool) throw new Error('E-posta gönderimi kapalı: SMTP_URL verilmedi');
    return this.pool.sendMail({ from: this.from, ...message }) as Promise<SentMessageInfo>;
  }

  /** The wait after a mail's `attempts`-th failed attempt: 5 s, 10 s, 20 s… at most `retryMaxMs`. */
  retryDelay(attempts: number): number {
    return retryDelay(attempts, this.settings?.retryMaxMs ?? 60_000);
  }

  /** The owner's mails at a glance (the inbox shows it). */
  async ownerStatus(): Promise<OwnerMailStatus> {
    const waiting = { sentAt: IsNull(), recipient: IsNull() };
    const [count, failing] = await Promise.all([
      this.mails.countBy(waiting),
      this.mails.findOne({ where: { ...waiting, lastError: Not(IsNull()) }, order: { nextAttemptAt: 'DESC' } }),
    ]);
    return { waiting: count, error: failing?.lastError ?? null };
  }

  /** Deletes every mail queued before `before`, sent or not (a contact message's retention). */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.mails.delete({ createdAt: LessThan(before) });
  }

  start(): void {
    if (this.settings) this.rounds.every(this.settings.pollMs ?? 5_000);
  }

  /** Sends what is due now, once the sending under way (if any) is done. */
  kick(): void {
    if (this.settings) this.rounds.kick();
  }

  async stop(): Promise<void> {
    await this.rounds.stop();
    this.transport?.close();
    this.pool?.close();
  }

  private get mails() {
    return this.dataSource.getRepository(MailOutbox);
  }

  private async sendDue(): Promise<void> {
    while (!this.rounds.stopped) {
      const mail = await this.claimNext();
      if (!mail) return;
      await this.deliver(mail);
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

  private async deliver(mail: MailOutbox): Promise<void> {
    const mine = { id: mail.id, claimedBy: this.me, sentAt: IsNull() };
    try {
      const to = mail.recipient ?? this.settings!.to ?? (await this.ownerAddress());
      // Deleted since it was claimed (its message, by the owner or its retention): it never goes.
      if (!(await this.mails.existsBy(mine))) return;
      await this.transport!.sendMail({
        from: this.from,
        to,
        replyTo: mail.replyTo || undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        // One Message-ID per outbox row: a mail client shows a mail sent twice (see above) once.
        messageId: `<${mail.id}@${this.domain}>`,
      });
      const now = new Date();
      // Sent: the row keeps its id (the mail's Message-ID) and times, nothing of whom it went to or what it said.
      await this.mails.update(mine, {
        sentAt: now,
        claimedUntil: null,
        claimedBy: null,
        lastError: null,
        recipient: null,
        replyTo: '',
        subject: '',
        text: '',
        html: null,
        headers: null,
      });
      // The server is back: the mails waiting for a retry go now, not at their next attempt.
      await this.mails.update({ sentAt: IsNull(), nextAttemptAt: MoreThan(now) }, { nextAttemptAt: now });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = this.retryDelay(attempts);
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
