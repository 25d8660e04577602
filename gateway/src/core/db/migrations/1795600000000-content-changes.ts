import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/**
 * `content_changes`: the log of writes to what the public sees, by which every gateway keeps its
 * cache of public answers current (gateway/src/cache/changes.ts).
 */
export class ContentChanges1795600000000 implements MigrationInterface {
  name = 'ContentChanges1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'content_changes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'tags', type: 'varchar', length: '2000' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ columnNames: ['createdAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_changes');
  }
}
