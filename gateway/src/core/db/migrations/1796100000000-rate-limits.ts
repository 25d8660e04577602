import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/**
 * The rate-limit counters (docs/api.md#limits-and-bad-input) in the database instead of each
 * gateway's memory, so that sign-in blocks and contact limits hold across every gateway of one
 * site. A row per counter: the SHA-256 of its key, the points used and when the window ends
 * (epoch milliseconds from the gateway's clock; NULL never).
 */
export class RateLimits1796100000000 implements MigrationInterface {
  name = 'RateLimits1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'points', type: 'integer' },
          { name: 'expiresAt', type: 'bigint', isNullable: true },
        ],
        indices: [new TableIndex({ columnNames: ['expiresAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limits');
  }
}
