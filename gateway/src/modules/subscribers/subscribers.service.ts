import { randomBytes, randomUUID } from 'node:crypto';
import { dayInTurkey, EMAIL_PATTERN, SUBSCRIBER_IMPORT, SUBSCRIPTION_STATUSES } from '@portfolio/content-rules';
import { isEmail } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { In, LessThan, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { retryingTransaction } from '../../core/db/transaction';
import { badInput, notFound } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import { confirmationMail, queueConfirmation, type ConfirmationMail, type MailQueue } from './confirmation';
import {
  MailContent,
  Subscriber,
  SubscriberDeparture,
  SubscriberSend,
  SubscriberSettingsRow,
  SubscriberStatus,
  type SubscriberSource,
} from './subscriber.entities';
import type { SubscriberCounts, SubscriberImport, SubscriberPage, SubscriberSettings } from './subscribers.types';
import { confirmToken, departureHash, leaveToken, sameToken, tokenId } from './tokens';

export const INVALID_EMAIL = SUBSCRIPTION_STATUSES.gecersiz.text;
export const INVALID_LINK = SUBSCRIPTION_STATUSES['baglanti-gecersiz'].text;
export const SUBSCRIBER_NOT_FOUND = 'Abone bulunamadı';
export const PAGE_INVALID = 'Sayfa 1 ya da daha büyük bir tam sayı olmalı';
export const PER_PAGE_INVALID = 'Sayfa başına 1 ile 100 arasında abone gösterilebilir';
export const SENDS_LIMIT_INVALID = 'En fazla 100 gönderim gösterilebilir (en az 1)';

export const PER_PAGE = { default: 50, min: 1, max: 100 } as const;
export const IMPORT_UNREADABLE = 'CSV okunamadı: tırnakları ve satırları denetleyin';

/** An address waits this long for its confirmation, then goes. */
export const PENDING_DAYS = 7;
/** At most one confirmation mail to an address in this time. */
const CONFIRMATION_EVERY_MS = 86_400_000;
const DAY_MS = 86_400_000;
/** Rows read or written in one statement (well under SQLite's 32 766 parameters and MySQL's packet). */
const CHUNK = 500;

/** An address as stored: trimmed and in lower case; null when it is not one a mail can go to. */
export function normalEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  // The shared rule (the frontend's), and validator.js's stricter one: no display name, no quoted
  // local part, no IP for a domain, a real top-level domain. So no address can carry a second
  // recipient (`a@b.com, c@d.com`) or anything but itself into the mail's headers.
  return email.length <= 254 &&
    EMAIL_PATTERN.test(email) &&
    !email.includes('"') &&
    isEmail(email, { allow_display_name: false, allow_ip_domain: false, require_tld: true })
    ? email
    : null;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A CSV cell: quoted when it must be (RFC 4180), and a formula's first character made text (OWASP's CSV injection). */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The module's settings row, made the first time a key is needed to give something out (a link, a
 * departure's hash) or a setting is saved, with its random key: two gateways making it at once both
 * insert-or-ignore, and both read the one that stayed. Not by the migration: a new site's database
 * stays empty until it holds something (a restore fills only an empty one).
 */
export async function settingsOf(manager: EntityManager): Promise<SubscriberSettingsRow> {
  const found = await storedSettings(manager);
  if (found) return found;
  await manager
    .createQueryBuilder()
    .insert()
    .into(SubscriberSettingsRow)
    .values({
      id: SubscriberSettingsRow.ID,
      mailContent: MailContent.SUMMARY,
      hashKey: randomBytes(32).toString('hex'),
    })
    .orIgnore()
    .execute();
  return manager.findOneByOrFail(SubscriberSettingsRow, { id: SubscriberSettingsRow.ID });
}

/** The settings row as stored: null before anything made it (then no link was ever given out). */
const storedSettings = (manager: EntityManager) =>
  manager.findOneBy(SubscriberSettingsRow, { id: SubscriberSettingsRow.ID });

/** The instant the current month began in Turkey (the site's calendar). */
function monthStart(now: Date): Date {
  const { year, month } = dayInTurkey(now);
  return new Date(Date.UTC(year, month - 1, 1) - 3 * 3_600_000);
}

/** The mail module's queue, and the confirmation mail rendered once for a request's addresses. */
type Mailer = { queue: MailQueue; render: ConfirmationMail };

export type SubscribersDeps = {
  dataSource: DataSource;
  limits: RateLimits;
  /** The site's address, where the mails' links lead. */
  publicUrl: string;
  /** The mail module's outbox (modules/mail): off without SMTP_URL. */
  mail: MailQueue;
  /** The site's name, as its pages show it. */
  siteName: () => Promise<string>;
};

/**
 * Readers who follow by e-mail (issue 47): subscribing with double opt-in, confirming, leaving by
 * one click (only a keyed hash of the address stays), and the owner's reads and imports.
 */
export class SubscribersService {
  constructor(private readonly deps: SubscribersDeps) {}

  private get dataSource() {
    return this.deps.dataSource;
  }

  /** The module's settings row (settingsOf). */
  settingsRow(manager: EntityManager = this.dataSource.manager): Promise<SubscriberSettingsRow> {
    return settingsOf(manager);
  }

  /** The confirmation mail to render, when mail goes out and the mail module is there. */
  private async mailer(): Promise<Mailer | null> {
    const queue = this.deps.mail;
    if (!queue.enabled) return null;
    return { queue, render: await confirmationMail(await this.deps.siteName(), this.deps.publicUrl) };
  }

  /** Queues the confirmation mails of `subscribers`, stamped already, in `manager`'s transaction. */
  private async queueConfirmations(
    manager: EntityManager,
    subscribers: Array<Pick<Subscriber, 'id' | 'email' | 'confirmationSentAt'>>,
    mailer: Mailer,
    key: string,
  ): Promise<void> {
    for (const subscriber of subscribers)
      await queueConfirmation(
        manager,
        mailer.queue,
        subscriber,
        confirmToken(key, subscriber.id, subscriber.confirmationSentAt!),
        mailer.render,
      );
  }

  /**
   * A reader asks for the mails: a new address waits for its confirmation; a waiting one gets a new
   * mail if its last is a day old; a confirmed one, nothing. The answer is the same for all (and for
   * a filled honeypot, which stores nothing), so nobody learns who subscribed.
   */
  async subscribe(value: string, website: string | null, address: string): Promise<void> {
    const email = normalEmail(value);
    if (!email) throw badInput(INVALID_EMAIL);
    await this.deps.limits.subscribe(address);
    if (website) return;
    const mailer = await this.mailer();
    const queued = await retryingTransaction(this.dataSource, async (manager) => {
      const { hashKey } = await this.settingsRow(manager);
      const known = await manager.findOneBy(Subscriber, { email });
      if (known?.status === SubscriberStatus.CONFIRMED) return false;
      if (known) {
        const dayAgo = new Date(Date.now() - CONFIRMATION_EVERY_MS);
        if (known.confirmationSentAt && known.confirmationSentAt > dayAgo) return false;
        if (!mailer) return false;
        // One conditional UPDATE: of two requests at once, only one stamps a new mail.
        const sentAt = new Date();
        const stamped = await manager
          .createQueryBuilder()
          .update(Subscriber)
          .set({ confirmationSentAt: sentAt })
          .where('id = :id AND status = :pending', { id: known.id, pending: SubscriberStatus.PENDING })
          .andWhere('(confirmationSentAt IS NULL OR confirmationSentAt <= :dayAgo)', { dayAgo })
          .execute();
        if (stamped.affected !== 1) return false;
        await this.queueConfirmations(manager, [{ ...known, confirmationSentAt: sentAt }], mailer, hashKey);
        return true;
      }
      const subscriber = manager.create(Subscriber, {
        id: randomUUID(),
        email,
        status: SubscriberStatus.PENDING,
        source: 'form' satisfies SubscriberSource,
        confirmationSentAt: mailer && new Date(),
      });
      await manager.insert(Subscriber, subscriber);
      if (mailer) await this.queueConfirmations(manager, [subscriber], mailer, hashKey);
      return Boolean(mailer);
    });
    if (queued) mailer?.queue.kick();
  }

  /** The subscriber a token names, when its signature is right; null for anything else. */
  private async byToken(
    manager: EntityManager,
    token: string,
    expected: (key: string, subscriber: Subscriber) => string | null,
  ): Promise<Subscriber | null> {
    const id = tokenId(token);
    const settings = id && (await storedSettings(manager));
    if (!settings) return null;
    const subscriber = await manager.findOneBy(Subscriber, { id });
    const wanted = subscriber && expected(settings.hashKey, subscriber);
    return wanted && sameToken(token, wanted) ? subscriber : null;
  }

  /** The confirmation mail's link: pending → confirmed; confirmed already → nothing. */
  async confirm(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const subscriber = await this.byToken(manager, token, (key, { id, confirmationSentAt }) =>
        confirmationSentAt ? confirmToken(key, id, confirmationSentAt) : null,
      );
      if (!subscriber) throw badInput(INVALID_LINK);
      if (subscriber.status === SubscriberStatus.CONFIRMED) return;
      await manager.update(
        Subscriber,
        { id: subscriber.id, status: SubscriberStatus.PENDING },
        { status: SubscriberStatus.CONFIRMED, confirmedAt: new Date() },
      );
    });
  }

  /**
   * A mail's unsubscribe link: the address is deleted (its mails still waiting with it) and only
   * its keyed hash stays. The link is signed over the id alone, so one whose address is gone already
   * is told yes again; one whose signature is wrong is refused.
   */
  async unsubscribe(token: string): Promise<void> {
    const id = tokenId(token);
    if (!id) throw badInput(INVALID_LINK);
    await this.dataSource.transaction(async (manager) => {
      const hashKey = (await storedSettings(manager))?.hashKey;
      if (!hashKey || !sameToken(token, leaveToken(hashKey, id))) throw badInput(INVALID_LINK);
      const subscriber = await manager.findOneBy(Subscriber, { id });
      if (!subscriber) return;
      await manager.delete(Subscriber, { id });
      await manager.upsert(
        SubscriberDeparture,
        { hash: departureHash(hashKey, subscriber.email), leftAt: new Date() },
        ['hash'],
      );
    });
  }

  async counts(now = new Date()): Promise<SubscriberCounts> {
    const subscribers = this.dataSource.getRepository(Subscriber);
    const [confirmed, waiting, leftThisMonth] = await Promise.all([
      subscribers.countBy({ status: SubscriberStatus.CONFIRMED }),
      subscribers.countBy({ status: SubscriberStatus.PENDING }),
      this.dataSource.getRepository(SubscriberDeparture).countBy({ leftAt: MoreThanOrEqual(monthStart(now)) }),
    ]);
    return { confirmed, waiting, leftThisMonth };
  }

  /** A page of subscribers, newest first; `search` keeps the addresses that hold it. */
  async page({
    search,
    page = 1,
    perPage = PER_PAGE.default,
  }: {
    search?: string | null;
    page?: number;
    perPage?: number;
  }): Promise<SubscriberPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > PER_PAGE.max)
      throw badInput(PER_PAGE_INVALID);
    const text = search?.trim().toLowerCase();
    const query = this.dataSource.getRepository(Subscriber).createQueryBuilder('subscriber');
    // A LIKE of the text as written: its own % and _ (and the escape) match themselves.
    if (text)
      query.where("subscriber.email LIKE :pattern ESCAPE '!'", {
        pattern: `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`,
      });
    const [items, total] = await Promise.all([
      query
        .clone()
        .orderBy('subscriber.createdAt', 'DESC')
        .addOrderBy('subscriber.id', 'DESC')
        .skip((page - 1) * perPage)
        .take(perPage)
        .getMany(),
      query.getCount(),
    ]);
    return { items, page, perPage, total, pages: Math.ceil(total / perPage) };
  }

  /** The owner deletes an address: no departure is kept, leaving was not the reader's choice. */
  async delete(id: string): Promise<void> {
    const result = await this.dataSource.getRepository(Subscriber).delete({ id });
    if (!result.affected) throw notFound(SUBSCRIBER_NOT_FOUND);
  }

  /** Every subscriber as CSV (RFC 4180, CRLF), oldest first. */
  async csv(): Promise<string> {
    const rows = await this.dataSource
      .getRepository(Subscriber)
      .find({ select: { email: true, status: true, createdAt: true, confirmedAt: true }, order: { createdAt: 'ASC' } });
    const lines = rows.map(({ email, status, createdAt, confirmedAt }) =>
      [email, status, createdAt.toISOString(), confirmedAt?.toISOString() ?? ''].map(cell).join(','),
    );
    return ['email,status,createdAt,confirmedAt', ...lines].join('\r\n') + '\r\n';
  }

  /**
   * The addresses of a CSV (its `email` column, else the first), each once: those who left before
   * are skipped, those known are left as they are. `alreadyAgreed`: confirmed at once; else each
   * waits for the confirmation mail it gets.
   */
  async import(csv: string, alreadyAgreed: boolean): Promise<SubscriberImport> {
    if (Buffer.byteLength(csv) > SUBSCRIBER_IMPORT.bytes) throw badInput(SUBSCRIBER_IMPORT.tooLarge);
    const values = addressesOf(csv);
    const counts = { added: 0, known: 0, departed: 0, invalid: 0 };
    const emails = new Set<string>();
    for (const value of values) {
      const email = normalEmail(value);
      if (!email) counts.invalid++;
      else if (emails.has(email)) counts.known++;
      else emails.add(email);
    }
    const mailer = alreadyAgreed ? null : await this.mailer();
    const result = await retryingTransaction(this.dataSource, async (manager) => {
      const done = { ...counts };
      const { hashKey } = await this.settingsRow(manager);
      const known = new Set<string>();
      const departed = new Set<string>();
      for (const chunk of chunks([...emails])) {
        for (const { email } of await manager.find(Subscriber, {
          select: { email: true },
          where: { email: In(chunk) },
        }))
          known.add(email);
        const hashes = new Map(chunk.map((email) => [departureHash(hashKey, email), email]));
        for (const { hash } of await manager.find(SubscriberDeparture, { where: { hash: In([...hashes.keys()]) } }))
          departed.add(hashes.get(hash)!);
      }
      const now = new Date();
      const added: Subscriber[] = [];
      for (const email of emails) {
        if (known.has(email)) done.known++;
        else if (departed.has(email)) done.departed++;
        else {
          const subscriber = manager.create(Subscriber, {
            id: randomUUID(),
            email,
            status: alreadyAgreed ? SubscriberStatus.CONFIRMED : SubscriberStatus.PENDING,
            confirmedAt: alreadyAgreed ? now : null,
            source: 'import' satisfies SubscriberSource,
            createdAt: now,
            confirmationSentAt: mailer && now,
          });
          added.push(subscriber);
        }
      }
      for (const chunk of chunks(added)) await manager.insert(Subscriber, chunk);
      if (mailer) await this.queueConfirmations(manager, added, mailer, hashKey);
      done.added = added.length;
      return done;
    });
    if (result.added && mailer) mailer.queue.kick();
    return result;
  }

  /** The last sends, newest first. */
  sends(limit = 10): Promise<SubscriberSend[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badInput(SENDS_LIMIT_INVALID);
    return this.dataSource.getRepository(SubscriberSend).find({ order: { dueAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The send of one item (a post), or null. */
  mailingOf(kind: string, itemId: string): Promise<SubscriberSend | null> {
    return this.dataSource.getRepository(SubscriberSend).findOneBy({ kind, itemId });
  }

  async settings(): Promise<SubscriberSettings> {
    const mailContent = (await storedSettings(this.dataSource.manager))?.mailContent ?? MailContent.SUMMARY;
    return { mailContent, mailEnabled: this.deps.mail.enabled };
  }

  async setSettings(mailContent: MailContent): Promise<SubscriberSettings> {
    await this.settingsRow();
    await this.dataSource
      .getRepository(SubscriberSettingsRow)
      .update({ id: SubscriberSettingsRow.ID }, { mailContent });
    return { mailContent, mailEnabled: this.deps.mail.enabled };
  }

  /** Deletes the addresses that have waited for their confirmation more than 7 days; answers how many. */
  async deletePending(now = new Date()): Promise<number> {
    const result = await this.dataSource.getRepository(Subscriber).delete({
      status: SubscriberStatus.PENDING,
      createdAt: LessThan(new Date(now.getTime() - PENDING_DAYS * DAY_MS)),
    });
    return result.affected ?? 0;
  }
}

/**
 * The cells of a CSV's address column: `email` (or 'e-posta') when the first row names it, else the
 * first column, every row. Read by csv-parse: quoted fields (commas, quotes and line breaks inside),
 * a BOM, CRLF, and the semicolons of a spreadsheet saved in Turkish.
 */
function addressesOf(csv: string): string[] {
  let rows: string[][];
  try {
    rows = parse(csv, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: SUBSCRIBER_IMPORT.rows + 2,
    }) as string[][];
  } catch {
    throw badInput(IMPORT_UNREADABLE);
  }
  const header = rows[0]?.findIndex((name) => /^(e-?mail|e-posta)$/i.test(name)) ?? -1;
  const cells = header >= 0 ? rows.slice(1).map((row) => row[header] ?? '') : rows.map((row) => row[0] ?? '');
  if (cells.length > SUBSCRIBER_IMPORT.rows) throw badInput(SUBSCRIBER_IMPORT.tooManyRows);
  // An export's cell made text against spreadsheet formulas ('=…) reads as the address again.
  return cells.map((value) => value.replace(/^'(?=[=+\-@])/, ''));
}
