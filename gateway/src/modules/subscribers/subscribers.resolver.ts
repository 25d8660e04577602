import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { validateMultiLineArgument } from '../../core/validation';
import { MailContent, Subscriber, SubscriberSend } from './subscriber.entities';
import { SubscriberCounts, SubscriberImport, SubscriberPage, SubscriberSettings } from './subscribers.types';
import { PER_PAGE } from './subscribers.service';

@Resolver(() => Subscriber)
export class SubscribersResolver {
  @Mutation(() => Boolean, {
    description:
      'Asks for a mail of every new post: a new or waiting address gets a confirmation mail (at most one a day). Always true for a valid address, whether it was known or not; limited per client address.',
  })
  async subscribe(
    @Arg('email', () => String) email: string,
    @Arg('website', () => String, {
      nullable: true,
      description: 'Leave empty: a hidden form field that only bots fill in.',
    })
    website: string | null,
    @Ctx() { services, address }: Context,
  ): Promise<boolean> {
    await services.subscribers.subscribe(email, website, address);
    return true;
  }

  @Mutation(() => Boolean, {
    description: "The confirmation mail's link: the address is confirmed (true if it already was).",
  })
  async confirmSubscription(@Arg('token', () => String) token: string, @Ctx() { services }: Context): Promise<boolean> {
    await services.subscribers.confirm(token);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "A mail's unsubscribe link: the address is deleted, only a keyed hash of it kept (true if it was gone already).",
  })
  async unsubscribe(@Arg('token', () => String) token: string, @Ctx() { services }: Context): Promise<boolean> {
    await services.subscribers.unsubscribe(token);
    return true;
  }

  @Authorized('admin')
  @Query(() => SubscriberCounts)
  subscriberCounts(@Ctx() { services }: Context): Promise<SubscriberCounts> {
    return services.subscribers.counts();
  }

  @Authorized('admin')
  @Query(() => SubscriberPage, {
    description: `Newest first; \`search\` keeps the addresses that hold it. \`page\` from 1, \`perPage\` ${PER_PAGE.min}..${PER_PAGE.max}, else BAD_USER_INPUT.`,
  })
  subscribers(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Ctx() { services }: Context,
  ): Promise<SubscriberPage> {
    return services.subscribers.page({ search, page, perPage });
  }

  @Authorized('admin')
  @Mutation(() => Boolean, {
    description: "Deletes a subscriber (no departure is kept: it was not the reader's choice).",
  })
  async deleteSubscriber(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<boolean> {
    await services.subscribers.delete(id);
    return true;
  }

  @Authorized('admin')
  @Query(() => String, { description: 'Every subscriber as CSV (RFC 4180): email,status,createdAt,confirmedAt.' })
  subscribersCsv(@Ctx() { services }: Context): Promise<string> {
    return services.subscribers.csv();
  }

  @Authorized('admin')
  @Mutation(() => SubscriberImport, {
    description:
      'Adds the addresses of a CSV (the `email` column, else the first; at most 10 000 rows and 1 MB). Those who unsubscribed before are skipped. `alreadyAgreed`: confirmed at once; else each waits for its confirmation mail.',
  })
  importSubscribers(
    @Arg('csv', () => String, { validateFn: validateMultiLineArgument }) csv: string,
    @Arg('alreadyAgreed', () => Boolean) alreadyAgreed: boolean,
    @Ctx() { services }: Context,
  ): Promise<SubscriberImport> {
    return services.subscribers.import(csv, alreadyAgreed);
  }

  @Authorized('admin')
  @Query(() => [SubscriberSend], { description: 'The last mailings of posts, newest first.' })
  subscriberSends(
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() { services }: Context,
  ): Promise<SubscriberSend[]> {
    return services.subscribers.sends(limit);
  }

  @Authorized('admin')
  @Query(() => SubscriberSend, { nullable: true, description: 'The mailing of a post, or null (none made).' })
  postMailing(@Arg('postId', () => ID) postId: string, @Ctx() { services }: Context): Promise<SubscriberSend | null> {
    return services.subscribers.mailingOf('post', postId);
  }

  @Authorized('admin')
  @Query(() => SubscriberSettings)
  subscriberSettings(@Ctx() { services }: Context): Promise<SubscriberSettings> {
    return services.subscribers.settings();
  }

  @Authorized('admin')
  @Mutation(() => SubscriberSettings)
  setSubscriberSettings(
    @Arg('mailContent', () => MailContent) mailContent: MailContent,
    @Ctx() { services }: Context,
  ): Promise<SubscriberSettings> {
    return services.subscribers.setSettings(mailContent);
  }
}
