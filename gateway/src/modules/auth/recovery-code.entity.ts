import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { User } from './user.entity';

/** One of a user's single-use recovery codes (two-factor sign-in without the phone), as a hash. */
@Entity('recovery_codes')
@Index(['userId', 'codeHash'])
export class RecoveryCode extends Row {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** SHA-256 (hex) of the normalised code: ~50 random bits need no slow hash (and sign-in is rate-limited). */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ ...timestamp, nullable: true })
  usedAt: Date | null;
}
