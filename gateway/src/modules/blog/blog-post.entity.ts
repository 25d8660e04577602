import { BeforeInsert, BeforeUpdate, Column, Entity, Index } from 'typeorm';
import { Row, timestamp } from '../../db/columns';
import { longText } from '../../db/dialect';

@Entity('blog_posts')
export class BlogPost extends Row {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  shortDescription: string;

  /** Sanitised rich HTML; may be far larger than 64 KB. */
  @Column({ type: longText })
  content: string;

  @Column({ type: 'simple-json' })
  tags: string[];

  /** Lists are ordered newest first by this. */
  @Index()
  @Column(timestamp)
  publishDate: Date;

  @Column({ type: 'int', default: 0 })
  viewCount: number;

  @Column(timestamp)
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
    this.publishDate ??= this.createdAt ?? this.updatedAt;
  }
}
