import { Column, Entity, Index } from 'typeorm';
import { Row } from '../../db/columns';

@Entity('contact_messages')
@Index(['createdAt'])
export class ContactMessage extends Row {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;
}
