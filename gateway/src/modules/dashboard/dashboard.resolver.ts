import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';

@ObjectType()
export class DashboardStats {
  @Field(() => Int, { description: 'Visible posts (published, publishDate reached).' })
  blogCount: number;

  @Field(() => Int, { description: 'Drafts.' })
  draftCount: number;

  @Field(() => Int, { description: 'Published posts whose publishDate is still ahead.' })
  scheduledCount: number;

  @Field(() => Int)
  messageCount: number;

  @Field(() => Int, { description: 'Messages the admin has neither marked read nor archived.' })
  unreadMessageCount: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => DashboardStats)
  async dashboardStats(@Ctx() { services }: Context): Promise<DashboardStats> {
    const [blogCount, draftCount, scheduledCount, messageCount, unreadMessageCount] = await Promise.all([
      services.blog.count(),
      services.blog.countDrafts(),
      services.blog.countScheduled(),
      services.contact.count(),
      services.contact.countUnread(),
    ]);
    return { blogCount, draftCount, scheduledCount, messageCount, unreadMessageCount };
  }
}
