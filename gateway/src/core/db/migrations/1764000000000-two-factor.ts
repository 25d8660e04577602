import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Two-factor sign-in (TOTP, RFC 6238): the user's confirmed secret, the one being set up, the
 * last time step accepted (a code is never accepted twice), when it was turned on; and the
 * single-use recovery codes, stored only as hashes.
 */
export class TwoFactor1764000000000 implements MigrationInterface {
  name = 'TwoFactor1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'totpSecret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'totpPendingSecret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'totpLastStep', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'twoFactorEnabledAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['userId', 'codeHash'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes');
    for (const column of ['twoFactorEnabledAt', 'totpLastStep', 'totpPendingSecret', 'totpSecret']) {
      await queryRunner.dropColumn('users', column);
    }
  }
}
