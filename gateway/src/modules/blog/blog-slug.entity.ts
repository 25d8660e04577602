import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Locale } from '../../core/locale';
import { BlogPost } from './blog-post.entity';

/**
 * Every slug a post has ever had, its current one included (docs/publishing.md#slugs), in each
 * language: a former slug keeps leading to its post forever, and the key makes each one a single
 * post's, across all posts, in its language (/blog/x and /en/blog/x may be two posts' pages).
 * Deleting the post frees them.
 */
@Entity('blog_slugs')
@Index(['postId'])
export class BlogSlug {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  /** 'tr' (/blog/{slug}) or 'en' (/en/blog/{slug}). */
  @PrimaryColumn({ type: 'varchar', length: 2, default: Locale.TR })
  locale: Locale;

  @Column({ type: 'varchar', length: 36 })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'postId' })
  post?: BlogPost;
}
