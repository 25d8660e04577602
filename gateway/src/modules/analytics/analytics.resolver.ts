import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { AnalyticsReport } from './analytics.types';

@Resolver()
export class AnalyticsResolver {
  @Mutation(() => Boolean, {
    description:
      "Counts a view of a public page, sent by the page once it is up (its path; counted under the page's own address, without the query; the referrer's host name alone is kept). No cookie, no address stored. True when counted; false when not, which is no error: the reader asks not to be counted (DNT or Sec-GPC), the site has no such page (a made-up path, a post that is not visible, a list page past the end), or the reader's address has counted 100 views today. A path no page sends (not the site's own, over 300 characters, with spaces or control characters, the admin's) is BAD_USER_INPUT.",
  })
  recordPageView(
    @Arg('path', () => String) path: string,
    @Arg('referrer', () => String, { nullable: true }) referrer: string | null,
    @Ctx() { services, address, userAgent, doNotTrack }: Context,
  ): Promise<boolean> {
    // One a request, whatever the aliases: a client's operation holds one write (graphql/cost.ts).
    return services.analytics.record(path, referrer, { address, userAgent, doNotTrack });
  }

  @Authorized('admin')
  @Query(() => AnalyticsReport, { description: 'The last `days` days (1 to 366), today included.' })
  analytics(
    @Arg('days', () => Int, { defaultValue: 30 }) days: number,
    @Ctx() { services }: Context,
  ): Promise<AnalyticsReport> {
    return services.analytics.report(days);
  }
}
