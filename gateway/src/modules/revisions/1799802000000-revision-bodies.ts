import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';
import { longText } from '../../core/db/dialect';

/**
 * `revisions.bodies` (issue 50): a version's further large texts besides its body (a post's English
 * content), a JSON object, null for the versions already there and for subjects that have none.
 */
export class RevisionBodies1799802000000 implements MigrationInterface {
  name = 'RevisionBodies1799802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('revisions', new TableColumn({ name: 'bodies', type: longText, isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('revisions', 'bodies');
  }
}
