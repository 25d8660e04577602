import { textOf } from '@portfolio/content-rules';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { createSearchDocs } from './1798000000000-search-postings';
import { clearIndex, timeOf, writeIndex } from './search-index';

/**
 * Search (issues 42 and 43): each post's row of the docs keeps an excerpt of its text, what a
 * snippet reads in place of the post's body, and no longer the title's and summary's unfolded
 * words (the postings hold every word unfolded now: '=ılık'). The index is made anew from the posts.
 */
export class SearchExcerpts1798130000000 implements MigrationInterface {
  name = 'SearchExcerpts1798130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_docs');
    await createSearchDocs(queryRunner, 'excerpt');
    await indexPosts(queryRunner.manager);
  }

  /** The docs as they were, and the index empty (as the migration before leaves the one before it). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_docs');
    await createSearchDocs(queryRunner, 'exact');
    await queryRunner.query('DELETE FROM blog_search_postings');
    await queryRunner.query('DELETE FROM blog_search_runs');
    await queryRunner.query('UPDATE blog_search_meta SET version = version + 1, nextDoc = 1 WHERE id = 1');
    await queryRunner.query('UPDATE blog_search_meta SET rebuilt = version WHERE id = 1');
  }
}

/**
 * Makes the index anew from the posts, as the blog declares them searchable (modules/blog/module.ts)
 * when this was written, read with SQL: a migration knows no module. A hundred posts at a time.
 */
async function indexPosts(manager: EntityManager): Promise<void> {
  await clearIndex(manager);
  for (let after = ''; ;) {
    const batch: (Record<'id' | 'status' | 'title' | 'shortDescription' | 'tags' | 'content', string> & {
      publishDate: Date | string;
      createdAt: Date | string;
    })[] = await manager.query(
      `SELECT id, status, publishDate, createdAt, title, shortDescription, tags, content
       FROM blog_posts WHERE id > ? ORDER BY id LIMIT 100`,
      [after],
    );
    if (!batch.length) return;
    await writeIndex(
      manager,
      batch.map((post) => ({
        id: post.id,
        kind: 'post',
        title: post.title,
        summary: `${post.shortDescription} ${(JSON.parse(post.tags) as string[]).join(' ')}`,
        text: textOf(post.content),
        date: new Date(timeOf(post.publishDate)),
        createdAt: new Date(timeOf(post.createdAt)),
        public: post.status === 'published',
      })),
    );
    after = batch[batch.length - 1]!.id;
  }
}
