import { numberedSlug, slugify } from '@portfolio/content-rules';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

const slugColumn = (isNullable: boolean) =>
  new TableColumn({ name: 'slug', type: 'varchar', length: '80', isNullable });

/**
 * Readable post addresses (docs/publishing.md#slugs): `blog_posts.slug`, the current slug, and
 * `blog_slugs`, every slug a post has had (its current one included), each a single post's for
 * good. Existing posts get the slug of their title, the oldest first: a clash gets `-2`, `-3`…
 */
export class BlogSlugs1795500000000 implements MigrationInterface {
  name = 'BlogSlugs1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Nullable until every post has its slug (both databases refuse NULLs in a NOT NULL column).
    await queryRunner.addColumn('blog_posts', slugColumn(true));
    // Plain SQL: the entities describe the newest schema, not this step's.
    const posts: Array<{ id: string; title: string }> = await queryRunner.query(
      'SELECT id, title FROM blog_posts ORDER BY createdAt, id',
    );
    const taken = new Set<string>();
    for (const { id, title } of posts) {
      const base = slugify(title);
      let n = 1;
      while (taken.has(numberedSlug(base, n))) n++;
      const slug = numberedSlug(base, n);
      taken.add(slug);
      await queryRunner.query('UPDATE blog_posts SET slug = ? WHERE id = ?', [slug, id]);
    }
    await queryRunner.changeColumn('blog_posts', 'slug', slugColumn(false));
    await queryRunner.createIndex('blog_posts', new TableIndex({ columnNames: ['slug'], isUnique: true }));

    await queryRunner.createTable(
      new Table({
        name: 'blog_slugs',
        columns: [
          { name: 'slug', type: 'varchar', length: '80', isPrimary: true },
          { name: 'postId', type: 'varchar', length: '36' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['postId'],
            referencedTableName: 'blog_posts',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['postId'] })],
      }),
    );
    await queryRunner.query('INSERT INTO blog_slugs (slug, postId) SELECT slug, id FROM blog_posts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_slugs');
    const posts = await queryRunner.getTable('blog_posts');
    const index = posts?.indices.find(({ columnNames }) => columnNames.join() === 'slug');
    if (index) await queryRunner.dropIndex('blog_posts', index);
    await queryRunner.dropColumn('blog_posts', 'slug');
  }
}
