import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';
import { InboxStatus, MessageAction, MessageFilter } from './contact.types';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => Boolean, { description: 'Sends a message to the owner; limited per address.' })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() { services, address }: Context,
  ): Promise<boolean> {
    await services.contact.send(input, address);
    return true;
  }

  @Authorized('admin')
  @Query(() => [ContactMessage], { description: 'Newest first; every message unless `filter` says which.' })
  contactMessages(
    @Arg('filter', () => MessageFilter, { defaultValue: MessageFilter.ALL }) filter: MessageFilter,
    @Ctx() { services }: Context,
  ): Promise<ContactMessage[]> {
    return services.contact.list(filter);
  }

  @Authorized('admin')
  @Query(() => InboxStatus)
  inboxStatus(@Ctx() { services }: Context): Promise<InboxStatus> {
    return services.contact.inboxStatus();
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description:
      'Does `action` to every message of `ids` (1 to 200), all or none: an id that names no message changes nothing (NOT_FOUND). Answers how many messages.',
  })
  updateContactMessages(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('action', () => MessageAction) action: MessageAction,
    @Ctx() { services }: Context,
  ): Promise<number> {
    return services.contact.update(ids, action);
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async deleteContactMessage(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<boolean> {
    await services.contact.delete(id);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => ContactMessage, { description: 'Marks a message read (the default) or unread again.' })
  markContactMessageRead(
    @Arg('id', () => ID) id: string,
    @Arg('read', () => Boolean, { defaultValue: true }) read: boolean,
    @Ctx() { services }: Context,
  ): Promise<ContactMessage> {
    return services.contact.markRead(id, read);
  }
}
