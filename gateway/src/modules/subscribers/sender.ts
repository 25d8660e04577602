import { randomUUID } from 'node:crypto';
import { unsubscribePath } from '@portfolio/content-rules';
import { In, IsNull, LessThanOrEqual, Not, type DataSource } from 'typeorm';
import type { Services } from '../../core/context';
import type { Logger } from '../../core/logger';
import type { Announced } from '../../core/module';
import { Rounds } from '../../core/rounds';
import { renderPostMail } from './mails';
import {
  MailContent,
  SendStatus,
  SubscriberDelivery,
  SubscriberSend,
  SubscriberStatus,
  type SubscriberSettingsRow,
} from './subscriber.entities';
import { leaveToken } from './tokens';

/** How long a gateway holds the send it works on; renewed with every batch (each second). */
const LEASE_MS = 2 * 60_000;
/** How often a gateway without mail drops the sends whose moment came (no mail goes for them, ever). */
const DROP_EVERY_MS = 60_000;
/** A recipient refused "later" (4xx) this many times: failed, so one address cannot hold the later sends for ever. */
const MAX_REFUSALS = 10;
/** Stands for each subscriber's leave token in the mail rendered once for a send. */
const TOKEN = 'SUBSCRIBERLEAVETOKENPLACEHOLDER';

/** The senders running in this process (one a gateway), each over its gateway's database. */
const senders = new Set<Sender>();

/**
 * Whether the gateway writing to `dataSource` mails its subscribers: false when its mail is off
 * (no SMTP_URL: no mailing is made at all), undefined when no gateway runs over it (a command).
 */
export function mailingOn(dataSource: DataSource): boolean | undefined {
  const over = [...senders].filter((sender) => sender.dataSource === dataSource);
  return over.length ? over.some((sender) => sender.mailEnabled) : undefined;
}

/** Makes the senders over `dataSource` look for a due send now rather than at their next look. */
export function kickSenders(dataSource: DataSource): void {
  for (const sender of senders) if (sender.dataSource === dataSource && sender.mailEnabled) sender.kick();
}

export type SenderDeps = {
  dataSource: DataSource;
  log: Logger;
  /** The site's mail (modules/mail): its pooled transport, MAIL_FROM, MAIL_RATE and its waits. */
  mail: Services['mail'];
  /** What the modules announce (core/module.ts `Announced`): a send's `kind` names one. */
  announced: readonly Announced[];
  /** The site's address: the posts' and the unsubscribe links'. */
  publicUrl: string;
  siteName: () => Promise<string>;
  settings: () => Promise<SubscriberSettingsRow>;
};

/** A send's mail, rendered once, and filled for each subscriber. */
type Composed = { subject: string; html: string; text: string; fromName: string };

type Due = { id: number; subscriberId: string; attempts: number; email: string };

/** What became of one mail: handed over, refused for good (5xx), or to try again later. */
type Outcome = 'sent' | 'failed' | 'later';

/**
 * Sends each new post to the confirmed subscribers (modules/subscribers/announcements.ts makes the
 * sends), from every gateway, never on a reader's request:
 * - every gateway looks every `pollMs` for the OLDEST due send not done and claims it by one
 *   conditional UPDATE of its lease (`claimedUntil`, `claimedBy`, 2 minutes, renewed each batch):
 *   one send at a time for the whole site, so MAIL_RATE holds for the site;
 * - starting (waiting → sending) makes a delivery for each confirmed subscriber in ONE
 *   `INSERT … SELECT` and sets `total`; an address that leaves later takes its delivery with it;
 * - one mail starts every 1000 / MAIL_RATE ms (at most MAIL_RATE in any second), through the site's
 *   pooled transport; each is marked `sentAt` as soon as the SMTP server accepts it (a gateway that
 *   dies mid-send leaves at most the mails in flight to be sent again by the next one);
 * - a 5xx for a recipient counts it failed, for good; any other error (the server away, a 4xx)
 *   counts an attempt and tries it again later (a recipient refused "later" 10 times: failed, so
 *   one address cannot hold the site's later sends for ever); a second of which nothing went makes
 *   the send wait 5 s, 10 s, 20 s… at most `retryMaxMs` (services.mail's `retryDelay`), holding its lease, then go on where it
 *   stopped (the server away loses and doubles nothing: a mail is marked only once accepted);
 * - all sent or failed → `done`, the counts kept on the send, the deliveries deleted.
 * A gateway without mail (no SMTP_URL) makes no send (announcements.ts asks `mailingOn`), and drops
 * any whose moment came (made by a command, or while mail was on): a post that appeared while mail
 * was off is not mailed later.
 */
export class Sender {
  private readonly me = randomUUID();
  private readonly rounds = new Rounds(
    () => (this.deps.mail.enabled ? this.sendDue() : this.dropDue()),
    (error) => this.deps.log.error({ err: error }, 'Abonelere gönderim durdu, yeniden denenecek'),
  );
  /** The pauses under way, cut short when the sender stops. */
  private readonly pauses = new Set<() => void>();

  /** MAIL_RATE: mails a second at most, for the whole site. */
  private readonly rate: number;
  /** How often each gateway looks for a send due. */
  private readonly pollMs: number;

  constructor(private readonly deps: SenderDeps) {
    const settings = deps.mail.settings;
    this.rate = settings?.rate ?? 10;
    this.pollMs = settings?.pollMs ?? 5_000;
  }

  get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  get mailEnabled(): boolean {
    return this.deps.mail.enabled;
  }

  start(): void {
    senders.add(this);
    this.rounds.every(this.deps.mail.enabled ? this.pollMs : DROP_EVERY_MS);
  }

  /** Looks for a send due now, once the work under way (if any) is done. */
  kick(): void {
    this.rounds.kick();
  }

  /** Stops after the mails in flight; the send it held is left for the next gateway at once. */
  async stop(): Promise<void> {
    const done = this.rounds.stop();
    senders.delete(this);
    for (const wake of this.pauses) wake();
    await done;
    // Left for the next gateway at once; a database already gone (or failing) leaves it to the lease's end.
    await this.sends
      .update({ claimedBy: this.me }, { claimedUntil: null, claimedBy: null })
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'Abonelere gönderimin kilidi bırakılamadı'));
  }

  private get sends() {
    return this.deps.dataSource.getRepository(SubscriberSend);
  }

  private get deliveries() {
    return this.deps.dataSource.getRepository(SubscriberDelivery);
  }

  /** Waits `ms`, or less when the sender stops. */
  private pause(ms: number): Promise<void> {
    if (this.rounds.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.pauses.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.pauses.add(wake);
    });
  }

  private async dropDue(): Promise<void> {
    const due = { status: SendStatus.WAITING, dueAt: LessThanOrEqual(new Date()) };
    if (await this.sends.existsBy(due)) await this.sends.delete(due);
  }

  private async sendDue(): Promise<void> {
    while (!this.rounds.stopped) {
      const send = await this.claim();
      if (!send) return;
      await this.work(send);
    }
  }

  /** The oldest due send not done, now held by this gateway; null when there is none or another holds it. */
  private async claim(): Promise<SubscriberSend | null> {
    const now = new Date();
    const oldest = await this.sends.findOne({
      where: { status: In([SendStatus.WAITING, SendStatus.SENDING]), dueAt: LessThanOrEqual(now) },
      order: { dueAt: 'ASC', id: 'ASC' },
    });
    if (!oldest) return null;
    const claimed = await this.sends
      .createQueryBuilder()
      .update(SubscriberSend)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), claimedBy: this.me })
      .where('id = :id AND status <> :done', { id: oldest.id, done: SendStatus.DONE })
      .andWhere('(claimedUntil IS NULL OR claimedUntil < :now OR claimedBy = :me)', { now, me: this.me })
      .execute();
    return claimed.affected === 1 ? oldest : null;
  }

  private announcedOf(send: SubscriberSend): Announced | undefined {
    return this.deps.announced.find((announced) => announced.kind === send.kind);
  }

  /** Sends `send` until it is done, this gateway stops, or its lease is lost. */
  private async work(send: SubscriberSend): Promise<void> {
    const declared = this.announcedOf(send);
    const item = declared && (await declared.mail(this.deps.dataSource.manager, send.itemId));
    if (send.status === SendStatus.WAITING && !(item && (await this.begin(send, item.title)))) {
      // Its item went, or is no longer visible, since the send was made: nothing to announce.
      if (!item) await this.sends.delete({ id: send.id, status: SendStatus.WAITING, claimedBy: this.me });
      return;
    }
    if (!item) return this.finish(send.id); // the post went mid-send: the rest is not mailed
    const settings = await this.deps.settings();
    const mail = await this.compose(item, settings.mailContent);
    await this.pace(send, (delivery) => this.deliver(send, delivery, mail, settings.hashKey));
  }

  /**
   * The send's deliveries, one starting every 1000 / MAIL_RATE ms (so never more than MAIL_RATE in a
   * second, however long each takes to be accepted), a second's worth looked up at a time while the
   * last second's are still in flight; the lease renewed and the count of sent mails added each
   * second. A second of which nothing went but failures makes the send wait (the server away).
   */
  private async pace(send: SubscriberSend, deliver: (delivery: Due) => Promise<Outcome>): Promise<void> {
    const inFlight = new Map<number, Promise<void>>();
    const outcomes = { sent: 0, later: 0 };
    let failures = 0;
    // Each start waits for its turn: its slot (one every 1000 / MAIL_RATE ms, a late timer making up
    // one slot at most) and fewer than MAIL_RATE starts in the second before it.
    let next = Date.now();
    const started: number[] = [];
    let gate = Promise.resolve();
    const turn = () =>
      (gate = gate.then(async () => {
        next = Math.max(next, Date.now() - 1000 / this.rate);
        const window = started.length < this.rate ? 0 : started[started.length - this.rate]! + 1000;
        await this.pause(Math.max(next, window) - Date.now());
        started.push(Date.now());
        if (started.length > this.rate) started.shift();
        next += 1000 / this.rate;
      }));
    try {
      while (!this.rounds.stopped) {
        const due = (await this.due(send.id, this.rate + inFlight.size))
          .filter((delivery) => !inFlight.has(delivery.id))
          .slice(0, this.rate);
        if (!due.length && inFlight.size) {
          await Promise.all(inFlight.values());
          continue;
        }
        if (!due.length) {
          const waiting = await this.deliveries.findOne({
            select: { id: true, nextAttemptAt: true },
            where: { sendId: send.id, sentAt: IsNull() },
            order: { nextAttemptAt: 'ASC' },
          });
          if (!waiting) return await this.finish(send.id);
          const wait = Math.max(50, Math.min(waiting.nextAttemptAt.getTime() - Date.now(), this.pollMs));
          if (!(await this.renew(send.id, 0, wait))) return;
          await this.pause(wait);
          continue;
        }
        for (const delivery of due) {
          const mail = turn()
            .then(() => (this.rounds.stopped ? 'later' : deliver(delivery)))
            .then((outcome) => {
              if (outcome !== 'failed') outcomes[outcome]++;
            })
            .finally(() => inFlight.delete(delivery.id));
          inFlight.set(delivery.id, mail);
        }
        await gate; // this second's mails have started
        const { sent, later } = outcomes;
        Object.assign(outcomes, { sent: 0, later: 0 });
        failures = sent || !later ? 0 : failures + 1;
        const wait = failures ? this.deps.mail.retryDelay(failures) : 0;
        if (!(await this.renew(send.id, sent, wait))) return;
        if (failures) {
          this.deps.log.warn(
            { send: send.id, retryInMs: wait },
            'Abonelere e-posta gönderilemedi: SMTP sunucusu yanıt vermiyor, yeniden denenecek',
          );
          await Promise.all(inFlight.values());
          await this.pause(wait);
          next = Date.now();
        }
      }
    } finally {
      // What is in flight is marked before this gateway lets the send go; its count, if still ours.
      await Promise.all(inFlight.values());
      if (outcomes.sent) await this.renew(send.id, outcomes.sent, 0);
    }
  }

  /**
   * Starts a waiting send: a delivery for each confirmed subscriber, made by one INSERT … SELECT
   * (no subscriber passes through the gateway), and the total. Null when another gateway started it.
   */
  private async begin(send: SubscriberSend, title: string): Promise<boolean> {
    return this.deps.dataSource.transaction(async (manager) => {
      const started = await manager.update(
        SubscriberSend,
        { id: send.id, status: SendStatus.WAITING, claimedBy: this.me },
        { status: SendStatus.SENDING, startedAt: new Date(), title: title.slice(0, 200) },
      );
      if (started.affected !== 1) return false;
      // Each delivery is due from the send's start (its startedAt, as the driver stored it).
      await manager.query(
        'INSERT INTO subscriber_deliveries (sendId, subscriberId, attempts, nextAttemptAt) ' +
          'SELECT s.id, subscriber.id, 0, s.startedAt FROM subscribers subscriber, subscriber_sends s ' +
          'WHERE s.id = ? AND subscriber.status = ?',
        [send.id, SubscriberStatus.CONFIRMED],
      );
      const total = await manager.countBy(SubscriberDelivery, { sendId: send.id });
      await manager.update(SubscriberSend, { id: send.id }, { total });
      this.deps.log.info({ send: send.id, total }, 'Yeni yazı abonelere gönderiliyor');
      return true;
    });
  }

  /** The post's mail, rendered once for the send, its unsubscribe link to fill for each subscriber. */
  private async compose(item: NonNullable<Awaited<ReturnType<Announced['mail']>>>, content: MailContent) {
    const fromName = await this.deps.siteName();
    const publicUrl = this.deps.publicUrl.replace(/\/+$/, '');
    const mail = await renderPostMail({
      siteName: fromName,
      siteUrl: publicUrl,
      item,
      content: content === MailContent.FULL ? 'full' : 'summary',
      unsubscribeUrl: `${publicUrl}${unsubscribePath(TOKEN)}`,
    });
    return { ...mail, fromName } satisfies Composed;
  }

  /** The next `count` due deliveries of the send, with their addresses. */
  private due(sendId: string, count: number): Promise<Due[]> {
    return this.deliveries
      .createQueryBuilder('delivery')
      .innerJoin('delivery.subscriber', 'subscriber')
      .select(['delivery.id AS id', 'delivery.subscriberId AS subscriberId', 'delivery.attempts AS attempts'])
      .addSelect('subscriber.email', 'email')
      .where('delivery.sendId = :sendId AND delivery.sentAt IS NULL AND delivery.nextAttemptAt <= :now', {
        sendId,
        now: new Date(),
      })
      .orderBy('delivery.nextAttemptAt', 'ASC')
      .addOrderBy('delivery.id', 'ASC')
      .limit(count)
      .getRawMany<Due>();
  }

  /** One mail to one subscriber, and what became of it, written down at once. */
  private async deliver(send: SubscriberSend, delivery: Due, mail: Composed, hashKey: string): Promise<Outcome> {
    const { from, domain } = this.deps.mail;
    const publicUrl = this.deps.publicUrl.replace(/\/+$/, '');
    const token = leaveToken(hashKey, delivery.subscriberId);
    const fill = (text: string) => text.replaceAll(TOKEN, token);
    const unsent = { id: delivery.id, sentAt: IsNull() };
    try {
      await this.deps.mail.send({
        from: { name: mail.fromName, address: from },
        to: delivery.email,
        subject: mail.subject,
        html: fill(mail.html),
        text: fill(mail.text),
        // One per subscriber and send: a mail sent twice (a gateway gone mid-send) shows once.
        messageId: `<${send.id}.${delivery.subscriberId}@${domain}>`,
        headers: {
          // RFC 2369 and RFC 8058: the mailbox provider's own unsubscribe button, one POST, no page.
          'List-Unsubscribe': `<${publicUrl}${unsubscribePath(token)}>, <mailto:${from}?subject=unsubscribe%20${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          Precedence: 'bulk',
          'Auto-Submitted': 'auto-generated',
        },
      });
      await this.deliveries.update(unsent, { sentAt: new Date(), lastError: null });
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const code = (error as { responseCode?: unknown }).responseCode;
      const attempts = delivery.attempts + 1;
      if (typeof code === 'number' && (code >= 500 || attempts >= MAX_REFUSALS)) {
        this.deps.log.warn({ send: send.id, delivery: delivery.id, reason }, 'Abonenin sunucusu e-postayı reddetti');
        await this.deps.dataSource.transaction(async (manager) => {
          const gone = await manager.delete(SubscriberDelivery, unsent);
          if (gone.affected) await manager.increment(SubscriberSend, { id: send.id }, 'failed', 1);
        });
        return 'failed';
      }
      await this.deliveries.update(unsent, {
        attempts,
        nextAttemptAt: new Date(Date.now() + this.deps.mail.retryDelay(attempts)),
        lastError: reason,
      });
      return 'later';
    }
  }

  /** Holds the send `ms` more than a lease from now and adds the batch's mails to its count; false when it is no longer this gateway's. */
  private async renew(sendId: string, sent: number, ms: number): Promise<boolean> {
    const renewed = await this.sends
      .createQueryBuilder()
      .update(SubscriberSend)
      .set({ claimedUntil: new Date(Date.now() + LEASE_MS + ms), sent: () => `sent + ${sent}` })
      .where('id = :id AND claimedBy = :me AND status = :sending', {
        id: sendId,
        me: this.me,
        sending: SendStatus.SENDING,
      })
      .execute();
    return renewed.affected === 1;
  }

  /** Every mail sent or failed (or the item gone): done, with its counts; its deliveries go. */
  private async finish(sendId: string): Promise<void> {
    await this.deps.dataSource.transaction(async (manager) => {
      const send = await manager.findOneBy(SubscriberSend, { id: sendId, claimedBy: this.me });
      if (!send || send.status === SendStatus.DONE) return;
      // A gateway that died between marking mails and counting them: the marks count.
      const marked = await manager.countBy(SubscriberDelivery, { sendId, sentAt: Not(IsNull()) });
      await manager.update(
        SubscriberSend,
        { id: sendId },
        {
          status: SendStatus.DONE,
          sent: Math.max(send.sent, marked),
          finishedAt: new Date(),
          claimedUntil: null,
          claimedBy: null,
        },
      );
      await manager.delete(SubscriberDelivery, { sendId });
      this.deps.log.info(
        { send: sendId, total: send.total, sent: send.sent, failed: send.failed },
        'Yeni yazının gönderimi bitti',
      );
    });
  }
}
