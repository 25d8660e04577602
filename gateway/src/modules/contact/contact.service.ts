import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import type { ContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

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
    if (!result.affected) throw notFound('Mesaj bulunamadı');
  }

  count(): Promise<number> {
    return this.messages.count();
  }
}
