import { slugify } from '@portfolio/content-rules';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type EntityManager } from 'typeorm';
import { timestamp } from '../../core/db/columns';
import { exactText } from '../../core/db/dialect';
import { BlogPost, BlogStatus } from './blog-post.entity';

/**
 * One tag of one post, by the tag's slug (content-rules' slugify: 'Işık' and 'ışık' are one tag),
 * with the post's spelling of it and a copy of what the tag's lists read of the post, so that they
 * are read through an index alone (tags.service.ts, each statement checked by
 * modules/blog/index-plans.test.ts): a tag's visible posts newest first (and their count) by
 * (status, slug, publishDate, createdAt, postId); the tags with their spellings and counts by
 * (status, slug, name, publishDate). Written in the transaction of every write of its post
 * (`storeTags`); deleting the post deletes them.
 */
@Entity('blog_post_tags')
@Index(['status', 'slug', 'publishDate', 'createdAt', 'postId'])
@Index(['status', 'slug', 'name', 'publishDate'])
export class BlogPostTag {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  postId: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  /** The post's spelling; compared byte for byte (MySQL's collation would take 'IŞIK' for 'Işık'). */
  @Column({ type: 'varchar', length: 40, ...exactText })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  status: BlogStatus;

  @Column(timestamp)
  publishDate: Date;

  @Column(timestamp)
  createdAt: Date;

  /** Whether the post has an English version: the English tag pages list only those (`locale: EN`). */
  @Column({ type: 'boolean', default: false })
  english: boolean;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'postId' })
  post?: BlogPost;
}

/** A post's rows: one per slug of its tags, in the spelling that comes first. */
export function tagRows(
  post: Pick<BlogPost, 'id' | 'tags' | 'status' | 'publishDate' | 'createdAt'> & Partial<Pick<BlogPost, 'enSlug'>>,
): BlogPostTag[] {
  const rows = new Map<string, BlogPostTag>();
  for (const name of post.tags) {
    const slug = slugify(name);
    if (!rows.has(slug)) {
      const { id: postId, status, publishDate, createdAt } = post;
      rows.set(slug, { postId, slug, name, status, publishDate, createdAt, english: !!post.enSlug });
    }
  }
  return [...rows.values()];
}

/**
 * Makes a post's rows what the post now is, inside the transaction that writes the post. A new post
 * has none to remove: a delete would only lock, on MySQL, the gap other new posts' rows go into.
 */
export async function storeTags(manager: EntityManager, post: BlogPost, { isNew = false } = {}): Promise<void> {
  if (!isNew) await manager.delete(BlogPostTag, { postId: post.id });
  const rows = tagRows(post);
  if (rows.length) await manager.insert(BlogPostTag, rows);
}
