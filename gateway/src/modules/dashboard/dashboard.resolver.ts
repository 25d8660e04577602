import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';

@ObjectType()
export class DashboardStats {
  @Field(() => Int)
  blogCount: number;

  @Field(() => Int)
  messageCount: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => DashboardStats)
  async dashboardStats(@Ctx() { services }: Context): Promise<DashboardStats> {
    const [blogCount, messageCount] = await Promise.all([services.blog.count(), services.contact.count()]);
    return { blogCount, messageCount };
  }
}
