import { Field, Int, ObjectType } from 'type-graphql';
import { MailContent, Subscriber } from './subscriber.entities';

@ObjectType({ description: "The subscribers at a glance (the admin's 'Aboneler')." })
export class SubscriberCounts {
  @Field(() => Int, { description: 'Confirmed subscribers: who gets the mails.' })
  confirmed: number;

  @Field(() => Int, { description: 'Addresses waiting for their confirmation (deleted after 7 days).' })
  waiting: number;

  @Field(() => Int, { description: 'Readers who unsubscribed since the first of this month, in Turkey.' })
  leftThisMonth: number;
}

@ObjectType({ description: 'A page of subscribers, newest first.' })
export class SubscriberPage {
  @Field(() => [Subscriber])
  items: Subscriber[];

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  perPage: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'ceil(total / perPage); 0 without subscribers.' })
  pages: number;
}

@ObjectType({ description: 'What a CSV import did, address by address.' })
export class SubscriberImport {
  @Field(() => Int, { description: 'New addresses stored.' })
  added: number;

  @Field(() => Int, { description: 'Addresses already subscribed (or waiting), left as they were.' })
  known: number;

  @Field(() => Int, { description: 'Addresses that unsubscribed before: not added back.' })
  departed: number;

  @Field(() => Int, { description: 'Rows whose address is not a valid e-mail address.' })
  invalid: number;
}

@ObjectType({ description: "The subscribers' mails: what they hold, and whether the site can send mail at all." })
export class SubscriberSettings {
  @Field(() => MailContent)
  mailContent: MailContent;

  @Field(() => Boolean, { description: 'Whether mail goes out (SMTP_URL is set); without it nothing is sent.' })
  mailEnabled: boolean;
}
