import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { Row } from '../../db/columns';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

@ObjectType({ description: 'A signed-in account; `role` is `admin` for the site owner.' })
@Entity('users')
export class User extends Row {
  /** Stored lower-cased; one account per address. */
  @Field(() => String)
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  username: string | null;

  /** argon2id (PHC string); never leaves the gateway. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 20, default: 'user' })
  role: Role;

  /** Part of every token; raising it (logout, new password) revokes the tokens issued before. */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;
}
