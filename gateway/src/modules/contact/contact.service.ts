import { In, IsNull, LessThan, Not, type DataSource, type FindOptionsWhere } from 'typeorm';
import { badInput, notFound } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import type { ContactMessageInput } from './contact.inputs';
import { MessageAction, MessageFilter, type InboxStatus } from './contact.types';
import type { Outbox, QueuedMail } from '../mail/outbox';
import { ContactMessage } from './contact-message.entity';

export const MESSAGE_NOT_FOUND = 'Mesaj bulunamadı';
/** At most this many messages in one bulk action. */
export const MAX_BULK = 200;
export const NO_MESSAGES_CHOSEN = 'En az bir mesaj seçin';
export const TOO_MANY_CHOSEN = `Bir seferde en fazla ${MAX_BULK} mesaj seçilebilir`;

const FILTERS: Record<MessageFilter, FindOptionsWhere<ContactMessage>> = {
  [MessageFilter.INBOX]: { archivedAt: IsNull() },
  [MessageFilter.UNREAD]: { archivedAt: IsNull(), readAt: IsNull() },
  [MessageFilter.ARCHIVED]: { archivedAt: Not(IsNull()) },
  [MessageFilter.ALL]: {},
};

/** The owner's mail about a message: the visitor's address to reply to, their words quoted as sent. */
export function mailFor(message: Pick<ContactMessage, 'id' | 'name' | 'email' | 'message'>): QueuedMail {
  return {
    messageId: message.id,
    replyTo: message.email,
    subject: `Yeni mesaj: ${message.name}`.slice(0, 200),
    text: `${message.name} <${message.email}> iletişim formundan yazdı:\n\n${message.message}\n\n— Yanıtlamak için bu e-postayı yanıtlayın.`,
  };
}

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: RateLimits,
    /** Off without SMTP_URL: messages are only stored. */
    private readonly mail: Outbox,
    private readonly retentionDays: number,
  ) {}

  private get messages() {
    return this.dataSource.getRepository(ContactMessage);
  }

  /**
   * Stores a visitor's message (rate limited per address) with, in the same transaction, the mail
   * that tells the owner; a filled honeypot is dropped silently.
   */
  async send(input: ContactMessageInput, address: string): Promise<void> {
    await this.limits.contactMessage(address);
    if (input.website) return;
    await this.dataSource.transaction(async (manager) => {
      const message = await manager.save(
        manager.create(ContactMessage, { name: input.name, email: input.email, message: input.message }),
      );
      await this.mail.queue(manager, mailFor(message));
    });
    this.mail.kick();
  }

  list(filter = MessageFilter.ALL): Promise<ContactMessage[]> {
    return this.messages.find({ where: FILTERS[filter], order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async delete(id: string): Promise<void> {
    const result = await this.messages.delete({ id });
    if (!result.affected) throw notFound(MESSAGE_NOT_FOUND);
  }

  /** Marks a message read (now, or keeps when it was first read) or unread again. */
  async markRead(id: string, read: boolean): Promise<ContactMessage> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    const readAt = read ? (message.readAt ?? new Date()) : null;
    if (readAt === message.readAt) return message;
    await this.messages.update({ id }, { readAt });
    return Object.assign(message, { readAt });
  }

  /**
   * Does `action` to every message of `ids`, all or none: an id that names no message changes
   * nothing and answers 'Mesaj bulunamadı'. A read or archived message keeps its first time.
   * Answers how many messages there were.
   */
  async update(ids: readonly string[], action: MessageAction): Promise<number> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw badInput(NO_MESSAGES_CHOSEN);
    if (unique.length > MAX_BULK) throw badInput(TOO_MANY_CHOSEN);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const found = await repository.countBy({ id: In(unique) });
      if (found !== unique.length) throw notFound(MESSAGE_NOT_FOUND);
      const now = new Date();
      const chosen = { id: In(unique) };
      if (action === MessageAction.DELETE) await repository.delete(chosen);
      else if (action === MessageAction.READ) await repository.update({ ...chosen, readAt: IsNull() }, { readAt: now });
      else if (action === MessageAction.UNREAD) await repository.update(chosen, { readAt: null });
      else if (action === MessageAction.ARCHIVE)
        await repository.update({ ...chosen, archivedAt: IsNull() }, { archivedAt: now });
      else await repository.update(chosen, { archivedAt: null });
      return unique.length;
    });
  }

  /**
   * Deletes the messages older than the retention period (none when it is 0), their mails with them
   * (the outbox's key cascades), and any mail older than it too; answers how many messages.
   */
  async deleteExpired(now = new Date()): Promise<number> {
    if (!this.retentionDays) return 0;
    const before = new Date(now.getTime() - this.retentionDays * 86_400_000);
    const result = await this.messages.delete({ createdAt: LessThan(before) });
    await this.mail.deleteOlderThan(before);
    return result.affected ?? 0;
  }

  async inboxStatus(): Promise<InboxStatus> {
    const [unread, mail] = await Promise.all([this.countUnread(), this.mail.ownerStatus()]);
    return {
      unread,
      retentionDays: this.retentionDays,
      mailEnabled: this.mail.enabled,
      mailWaiting: mail.waiting,
      mailError: mail.error,
    };
  }

  count(): Promise<number> {
    return this.messages.count();
  }

  /** Messages not read and not archived. */
  countUnread(): Promise<number> {
    return this.messages.countBy({ readAt: IsNull(), archivedAt: IsNull() });
  }
}
