import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "One day's page views and unique visitors (bots not counted)." })
export class DayCount {
  @Field(() => String, { description: 'The day in Turkey, YYYY-MM-DD.' })
  day: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int, { description: 'Unique visitors that day.' })
  visitors: number;
}

@ObjectType({ description: 'Views of one page, referrer host or device class over the range.' })
export class Count {
  @Field(() => String, { description: "The page's path, the referrer's host, or mobile, tablet or desktop." })
  item: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int, { description: "The sum of each day's unique visitors." })
  visitors: number;
}

@ObjectType({ description: 'Who read what over the last days, without cookies (the admin only).' })
export class AnalyticsReport {
  @Field(() => String, { description: 'The first day, YYYY-MM-DD.' })
  from: string;

  @Field(() => String, { description: 'The last day: today in Turkey.' })
  to: string;

  @Field(() => [DayCount], { description: 'Every day of the range, oldest first (0 where nobody came).' })
  days: DayCount[];

  @Field(() => Int)
  views: number;

  @Field(() => Int, { description: "The sum of each day's unique visitors." })
  visitors: number;

  @Field(() => Int, { description: "Bots' views, filtered out of every other figure." })
  bots: number;

  @Field(() => [Count], { description: 'The 10 most viewed pages.' })
  pages: Count[];

  @Field(() => [Count], {
    description:
      "The 10 sites most readers came from (host name only), then every other referred view summed as one item, '(diğer)'.",
  })
  referrers: Count[];

  @Field(() => [Count], { description: 'Views by device class.' })
  devices: Count[];
}
