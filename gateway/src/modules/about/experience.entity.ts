import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** One entry of the About page's work history; `position` keeps the owner's order. */
@Entity('experiences')
@Index(['aboutId', 'position'])
export class Experience {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  aboutId: number;

  /**
   * The About row it belongs to, named by string: about.entity.ts names this entity, not the other
   * way round, so that the two files make no circle (not even of types). Never loaded: `aboutId`.
   */
  @ManyToOne('About', 'experiences', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'aboutId' })
  about?: object;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  company: string;

  @Column({ type: 'varchar', length: 100 })
  period: string;

  @Column({ type: 'text' })
  description: string;

  /*
   * Its English texts (issue 50): the three set, or all null. The company is a name, the same in
   * both languages; the English About page shows only the experiences that have them.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  enTitle: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  enPeriod: string | null;

  @Column({ type: 'text', nullable: true })
  enDescription: string | null;

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
  }
}
