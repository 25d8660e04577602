import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One rate-limit counter (see rate-limit-store.ts): read and written with plain SQL, one atomic
 * statement per change; the entity only keeps the schema described for TypeORM.
 */
@Entity('rate_limits')
export class RateLimitCounter {
  /** SHA-256 (hex) of `prefix:key`, e.g. of `login-failures:ada@example.com|203.0.113.7`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'int' })
  points: number;

  /** Epoch milliseconds (`Date.now()` of the gateway that opened the window); null never expires. */
  @Index()
  @Column({ type: 'bigint', nullable: true })
  expiresAt: string | null;
}
