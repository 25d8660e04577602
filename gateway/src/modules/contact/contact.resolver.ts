import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

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
  @Query(() => [ContactMessage], { description: 'Newest first.' })
  contactMessages(@Ctx() { services }: Context): Promise<ContactMessage[]> {
    return services.contact.list();
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
