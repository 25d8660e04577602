import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/**
 * On the fediverse (issue 49): the settings, the actor's keys, its followers and blocks, and Fedify's
 * key–value store and message queue, on our database.
 */
export class Fediverse1799730000000 implements MigrationInterface {
  name = 'Fediverse1799730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    const longText = mysql ? 'longtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'handle', type: 'varchar', length: '30', isNullable: true },
          { name: 'approveFollows', type: 'boolean', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_keys',
        columns: [
          { name: 'type', type: 'varchar', length: '20', isPrimary: true },
          { name: 'privateKey', type: 'text' },
          { name: 'publicKey', type: 'text' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_followers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'actorId', type: 'varchar', length: '2048' },
          { name: 'actorKey', type: 'varchar', length: '64' },
          { name: 'handle', type: 'varchar', length: '300' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'url', type: 'varchar', length: '2048', isNullable: true },
          { name: 'inbox', type: 'varchar', length: '2048' },
          { name: 'sharedInbox', type: 'varchar', length: '2048', isNullable: true },
          { name: 'instance', type: 'varchar', length: '253' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'followId', type: 'varchar', length: '2048' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({ columnNames: ['actorKey'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'createdAt'] }),
          new TableIndex({ columnNames: ['instance'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_blocks',
        columns: [
          { name: 'key', type: 'varchar', length: '100', isPrimary: true },
          { name: 'label', type: 'varchar', length: '300' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_kv',
        columns: [
          { name: 'key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'path', type: 'text' },
          { name: 'value', type: longText },
          { name: 'expiresAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_queue',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'message', type: longText },
          { name: 'role', type: 'varchar', length: '8' },
          { name: 'orderingKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'dueAt', type: 'datetime', precision: 3 },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedBy', type: 'varchar', length: '36', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ columnNames: ['role', 'dueAt'] }), new TableIndex({ columnNames: ['orderingKey'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'fediverse_queue',
      'fediverse_kv',
      'fediverse_blocks',
      'fediverse_followers',
      'fediverse_keys',
      'fediverse_settings',
    ])
      await queryRunner.dropTable(table);
  }
}
