import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The posts' deliveries to the fediverse followers (issue 49, fediverse-post.entity.ts). */
export class FediversePosts1799730000001 implements MigrationInterface {
  name = 'FediversePosts1799730000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_posts',
        columns: [
          { name: 'postId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'version', type: 'varchar', length: '64', isNullable: true },
          { name: 'dueAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedBy', type: 'varchar', length: '36', isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'deletedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [new TableIndex({ columnNames: ['dueAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('fediverse_posts');
  }
}
