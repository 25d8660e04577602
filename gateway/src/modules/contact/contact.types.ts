import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Which messages the inbox shows. */
export enum MessageFilter {
  /** Not archived (what the inbox shows first). */
  INBOX = 'INBOX',
  /** Not archived and not read. */
  UNREAD = 'UNREAD',
  ARCHIVED = 'ARCHIVED',
  ALL = 'ALL',
}
registerEnumType(MessageFilter, { name: 'MessageFilter', description: 'Which contact messages to list.' });

/** What the admin does to several messages at once. */
export enum MessageAction {
  READ = 'READ',
  UNREAD = 'UNREAD',
  ARCHIVE = 'ARCHIVE',
  UNARCHIVE = 'UNARCHIVE',
  DELETE = 'DELETE',
}
registerEnumType(MessageAction, { name: 'MessageAction', description: 'What to do to the chosen contact messages.' });

@ObjectType({
  description: "The inbox at a glance: the admin navigation's badge, retention and the mail to the owner.",
})
export class InboxStatus {
  @Field(() => Int, { description: 'Messages not read and not archived.' })
  unread: number;

  @Field(() => Int, { description: 'Days a message is kept (MESSAGE_RETENTION_DAYS); 0: for ever.' })
  retentionDays: number;

  @Field(() => Boolean, { description: 'Whether each new message is mailed to the owner (SMTP_URL is set).' })
  mailEnabled: boolean;

  @Field(() => Int, { description: 'Mails to the owner not sent yet.' })
  mailWaiting: number;

  @Field(() => String, {
    nullable: true,
    description: "The last failed attempt's reason, while a mail waits after one; null otherwise.",
  })
  mailError: string | null;
}
