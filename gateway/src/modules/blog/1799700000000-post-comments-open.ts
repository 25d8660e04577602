import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/**
 * `blog_posts.commentsOpen`: 'Yorumlara açık', whether readers may comment on the post (issue 48;
 * modules/comments reads it through the blog's `discussed`). On by default, and on for the posts
 * already there: the comment settings' `closeAfterDays` (never, by default) closes old ones.
 */
export class PostCommentsOpen1799700000000 implements MigrationInterface {
  name = 'PostCommentsOpen1799700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('blog_posts', new TableColumn({ name: 'commentsOpen', type: 'boolean', default: 1 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blog_posts', 'commentsOpen');
  }
}
