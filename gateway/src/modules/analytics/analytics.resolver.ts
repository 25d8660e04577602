import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { AnalyticsReport } from './analytics.types';

@Resolver()
export class AnalyticsResolver {
  @Mutation(() => Boolean, {
    description:
      "Counts a view of a public page, sent by the page once it is up (path without query; the referrer's host alone is kept). No cookie, no address stored; false when the reader asks not to be counted (DNT or Sec-GPC).",
  })
  recordPageView(
    @Arg('path', () => String) path: string,
    @Arg('referrer', () => String, { nullable: true }) referrer: string | null,
    @Ctx() { services, address, userAgent, doNotTrack }: Context,
  ): Promise<boolean> {
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
