import { IsNull, type DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import type { ContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

export const MESSAGE_NOT_FOUND = 'Mesaj bulunamadı';

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: RateLimits,
  ) {}

  private get messages() {
    return this.dataSource.getRepository(ContactMessage);
  }

  /** Stores a visitor's message (rate limited per address); a filled honeypot is dropped silently. */
  async send(input: ContactMessageInput, address: string): Promise<void> {
    await this.limits.contactMessage(address);
    if (input.website) return;
    await this.messages.save(this.messages.create({ name: input.name, email: input.email, message: input.message }));
  }

  list(): Promise<ContactMessage[]> {
    return this.messages.find({ order: { createdAt: 'DESC' } });
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

  count(): Promise<number> {
    return this.messages.count();
  }

  countUnread(): Promise<number> {
    return this.messages.countBy({ readAt: IsNull() });
  }
}
