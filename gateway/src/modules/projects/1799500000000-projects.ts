import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

/** The projects (issue 46): their slugs, current and former, their technologies by slug, and the module's one-row settings. */
export class Projects1799500000000 implements MigrationInterface {
  name = 'Projects1799500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'slug', type: 'varchar', length: '80' },
          { name: 'summary', type: 'varchar', length: '200', default: "''" },
          { name: 'content', type: mysql ? 'longtext' : 'text' },
          { name: 'cover', type: 'varchar', length: '200', default: "''" },
          { name: 'technologies', type: 'text' },
          { name: 'linksRepo', type: 'varchar', length: '500', default: "''" },
          { name: 'linksDemo', type: 'varchar', length: '500', default: "''" },
          { name: 'startDate', type: 'varchar', length: '7', isNullable: true },
          { name: 'endDate', type: 'varchar', length: '7', isNullable: true },
          { name: 'featured', type: 'boolean', default: 0 },
          { name: 'order', type: 'integer', default: 0 },
          { name: 'status', type: 'varchar', length: '20', default: "'draft'" },
          { name: 'contentBytes', type: 'integer', default: 0 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({ columnNames: ['slug'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'featured', 'order'] }),
          new TableIndex({ columnNames: ['contentBytes'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'project_slugs',
        columns: [
          { name: 'slug', type: 'varchar', length: '80', isPrimary: true },
          { name: 'projectId', type: 'varchar', length: '36' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['projectId'],
            referencedTableName: 'projects',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['projectId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'project_technologies',
        columns: [
          { name: 'projectId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'slug', type: 'varchar', length: '80', isPrimary: true },
          // Byte for byte: MySQL's collation would take 'IŞIK' for 'Işık' (core/db/dialect.ts exactText).
          { name: 'name', type: 'varchar', length: '40', ...(mysql && { collation: 'utf8mb4_bin' }) },
          { name: 'status', type: 'varchar', length: '20' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['projectId'],
            referencedTableName: 'projects',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['status', 'slug', 'name', 'projectId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'project_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'inMenu', type: 'boolean', default: 0 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('project_settings');
    await queryRunner.dropTable('project_technologies');
    await queryRunner.dropTable('project_slugs');
    await queryRunner.dropTable('projects');
  }
}
