import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/** Cookie-less analytics (issue 24): page_views, analytics_days, analytics_daily, analytics_monthly (analytics.entities.ts). */
export class Analytics1797900000000 implements MigrationInterface {
  name = 'Analytics1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'page_views',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'path', type: 'varchar', length: '300' },
          { name: 'visitor', type: 'varchar', length: '16', isNullable: true },
          { name: 'referrer', type: 'varchar', length: '100', isNullable: true },
          { name: 'entry', type: 'boolean' },
          { name: 'device', type: 'varchar', length: '10' },
        ],
        indices: [new TableIndex({ columnNames: ['day', 'path'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_days',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'salt', type: 'varchar', length: '64', isNullable: true },
          { name: 'rolledUpAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_daily',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '10', isPrimary: true },
          { name: 'item', type: 'varchar', length: '300', isPrimary: true },
          { name: 'views', type: 'integer' },
          { name: 'visitors', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_monthly',
        columns: [
          { name: 'month', type: 'varchar', length: '7', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '10', isPrimary: true },
          { name: 'item', type: 'varchar', length: '300', isPrimary: true },
          { name: 'views', type: 'integer' },
          { name: 'visitors', type: 'integer' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analytics_monthly');
    await queryRunner.dropTable('analytics_daily');
    await queryRunner.dropTable('analytics_days');
    await queryRunner.dropTable('page_views');
  }
}
