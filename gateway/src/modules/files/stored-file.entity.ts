import { Column, Entity, Index } from 'typeorm';
import { Row } from '../../core/db/columns';
import { longBlob } from '../../core/db/dialect';

/** An uploaded file (CV, editor image). Kept in the database so that replicas share nothing. */
@Entity('stored_files')
export class StoredFile extends Row {
  /** The public name under `/uploads/`, generated on upload. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  mediaType: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  /** Not loaded unless asked for (`addSelect('file.bytes')`): lists stay light. */
  @Column({ type: longBlob, select: false })
  bytes: Buffer;
}
