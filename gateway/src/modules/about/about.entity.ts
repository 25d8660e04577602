import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import type { StoredFile } from '../files/stored-file.entity';
import { Experience } from './experience.entity';

/** The owner's About page: a single row (id 1), absent until the owner first saves it or uploads a CV. */
@Entity('about')
export class About {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /* Its English version (issue 50, docs/product/languages.md): the three set, or all null. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  enName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  enTitle: string | null;

  @Column({ type: 'text', nullable: true })
  enDescription: string | null;

  /** Name of the CV in stored_files, or null; deleting the file clears it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  cvFile: string | null;

  /** The files module's entity, named by string: modules reach each other's code by types alone. */
  @ManyToOne('StoredFile', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'cvFile', referencedColumnName: 'name' })
  cv?: StoredFile | null;

  @Column({ type: 'simple-json' })
  technologies: string[];

  @OneToMany(() => Experience, (experience) => experience.about, { cascade: true })
  experiences: Experience[];
}
