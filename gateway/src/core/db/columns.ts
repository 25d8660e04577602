import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { BeforeInsert, Column, PrimaryColumn } from 'typeorm';

/**
 * What every stored row shares: a UUID key and a creation time, both set by the application
 * rather than the database, whose ways of generating them differ between SQLite, MySQL and
 * MariaDB. Milliseconds are kept on every database (`datetime(3)`).
 */
@ObjectType()
export abstract class Row {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field(() => Date)
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @BeforeInsert()
  protected stampCreated(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
  }
}

export const timestamp = { type: 'datetime', precision: 3 } as const;
