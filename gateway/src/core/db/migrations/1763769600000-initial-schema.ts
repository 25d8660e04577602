import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The first schema, written with TypeORM's schema builder so that one file serves SQLite and
 * MySQL/MariaDB. The only dialect choices are the sizes of long text and blobs.
 */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    const longText = sqlite ? 'text' : 'longtext';
    const longBlob = sqlite ? 'blob' : 'longblob';

    const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    const createdAt: TableColumnOptions = { name: 'createdAt', type: 'datetime', precision: 3 };
    const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...extra,
    });

    await queryRunner.createTable(
      new Table({
        name: 'stored_files',
        columns: [
          id,
          createdAt,
          varchar('name', 100),
          varchar('mediaType', 100),
          { name: 'size', type: 'integer' },
          varchar('sha256', 64),
          { name: 'bytes', type: longBlob },
        ],
        indices: [new TableIndex({ columnNames: ['name'], isUnique: true })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'about',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          varchar('name', 200),
          varchar('title', 200),
          { name: 'description', type: 'text' },
          varchar('cvFile', 100, { isNullable: true }),
          { name: 'technologies', type: 'text' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['cvFile'],
            referencedTableName: 'stored_files',
            referencedColumnNames: ['name'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'experiences',
        columns: [
          id,
          { name: 'aboutId', type: 'integer' },
          { name: 'position', type: 'integer' },
          varchar('title', 200),
          varchar('company', 200),
          varchar('period', 100),
          { name: 'description', type: 'text' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['aboutId'],
            referencedTableName: 'about',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['aboutId', 'position'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blog_posts',
        columns: [
          id,
          createdAt,
          varchar('title', 200),
          varchar('shortDescription', 200),
          { name: 'content', type: longText },
          { name: 'tags', type: 'text' },
          { name: 'publishDate', type: 'datetime', precision: 3 },
          { name: 'viewCount', type: 'integer', default: 0 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ columnNames: ['publishDate'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [id, createdAt, varchar('name', 100), varchar('email', 254), { name: 'message', type: 'text' }],
        indices: [new TableIndex({ columnNames: ['createdAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          varchar('contactEmail', 254, { default: "''" }),
          varchar('contactLocation', 500, { default: "''" }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'social_links',
        columns: [
          varchar('platform', 20, { isPrimary: true }),
          varchar('url', 2048),
          { name: 'isActive', type: 'boolean', default: 1 },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          createdAt,
          varchar('email', 254),
          varchar('username', 100, { isNullable: true }),
          varchar('passwordHash', 255),
          varchar('role', 20, { default: "'user'" }),
          { name: 'tokenVersion', type: 'integer', default: 0 },
        ],
        indices: [new TableIndex({ columnNames: ['email'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'users',
      'social_links',
      'settings',
      'contact_messages',
      'blog_posts',
      'experiences',
      'about',
      'stored_files',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
