import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BlogPost } from './blog-post.entity';

/**
 * Every slug a post has ever had, its current one included (docs/publishing.md#slugs): a former
 * slug keeps leading to its post forever, and the key makes each one a single post's, across all
 * posts. Deleting the post frees them.
 */
@Entity('blog_slugs')
@Index(['postId'])
export class BlogSlug {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 36 })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'postId' })
  post?: BlogPost;
}
