import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';

@ObjectType({ description: 'A message sent through the contact form (admin only).' })
@Entity('contact_messages')
@Index(['createdAt'])
export class ContactMessage extends Row {
  @Field(() => String)
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String)
  @Column({ type: 'text' })
  message: string;

  @Field(() => Date, { nullable: true, description: 'When the admin marked it read; null while unread.' })
  @Column({ ...timestamp, nullable: true })
  readAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the admin archived it; null while it is in the inbox.' })
  @Column({ ...timestamp, nullable: true })
  archivedAt: Date | null;
}
