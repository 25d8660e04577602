import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';
import { storedContent } from './blog.service';

/**
 * Reader tools: `blog_posts.readingMinutes` (the lists show it without loading the content), ids
 * on every heading of the content (the contents list links to them) and its code highlighted. All
 * are made whenever a content is written (blog.service.ts storedContent); the posts already there
 * go through it here, a hundred at a time, as a save would.
 */
export class ReadingTime1797100000000 implements MigrationInterface {
  name = 'ReadingTime1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('blog_posts', new TableColumn({ name: 'readingMinutes', type: 'integer', default: 1 }));
    const posts = () => queryRunner.manager.createQueryBuilder().from('blog_posts', 'post');
    for (let after = ''; ;) {
      const batch: { id: string; content: string }[] = await posts()
        .select(['post.id AS id', 'post.content AS content'])
        .where('post.id > :after', { after })
        .orderBy('post.id')
        .limit(100)
        .getRawMany();
      if (!batch.length) return;
      for (const { id, content } of batch) {
        await posts().update('blog_posts').set(storedContent(content)).where('id = :id', { id }).execute();
      }
      after = batch[batch.length - 1]!.id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blog_posts', 'readingMinutes');
  }
}
