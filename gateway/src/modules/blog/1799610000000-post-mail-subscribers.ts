import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/**
 * `blog_posts.mailSubscribers`: 'Abonelere gönder', whether the site's subscribers get a mail when
 * the post becomes visible (issue 47; modules/subscribers). On by default, and on for the posts
 * already there: the flag matters only to a post that is not visible yet (a draft, a scheduled
 * post), which then goes out as a new post does; a post already public gets no mail.
 */
export class PostMailSubscribers1799610000000 implements MigrationInterface {
  name = 'PostMailSubscribers1799610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'blog_posts',
      new TableColumn({ name: 'mailSubscribers', type: 'boolean', default: 1 }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blog_posts', 'mailSubscribers');
  }
}
