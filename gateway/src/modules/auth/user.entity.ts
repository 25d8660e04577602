import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';

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

  /** Two-factor sign-in (two-factor.service.ts): the confirmed TOTP secret (base32); never leaves the gateway. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  totpSecret: string | null;

  /** The secret shown during set-up, until a code from it confirms it. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  totpPendingSecret: string | null;

  /** The last TOTP time step accepted: a code of that step or an earlier one is never accepted again. */
  @Column({ type: 'int', nullable: true, select: false })
  totpLastStep: number | null;

  /** Set together with `totpSecret`. */
  @Column({ ...timestamp, nullable: true })
  twoFactorEnabledAt: Date | null;

  @Field(() => Boolean, { description: 'Sign-in asks for a code from an authenticator app (or a recovery code).' })
  get twoFactorEnabled(): boolean {
    return this.twoFactorEnabledAt != null;
  }
}
