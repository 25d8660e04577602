import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** A row as a backup archives it (modules/backup/archive.ts): column name → JSON value. */
type ArchivedRow = Record<string, unknown>;

/** A post's texts but its content, as `revisions.texts` keeps them (the blog's `POST_VERSIONS`). */
const postTexts = (row: ArchivedRow) => ({
  title: row.title,
  slug: row.slug,
  shortDescription: row.shortDescription,
  tags: row.tags,
  publishDate: row.publishDate,
});

/** A date as the database hands it back raw (SQLite: a UTC string, MariaDB: a Date), as an ISO string. */
function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

/** A date column, as a driver's preparePersistentValue reads its metadata. */
const DATETIME = { type: 'datetime' } as unknown as ColumnMetadata;

/** How many rows one statement reads while the texts are carried over. */
const BATCH = 500;

/**
 * Versions of any entity (issue 45): `revisions` keeps them for every subject a module declares
 * (core/module.ts `Versioned`), keyed by subject and id, the texts as JSON and the body apart; the
 * posts' versions in `blog_revisions` (issue 23) move there, and that table goes. No foreign key:
 * the subject's module deletes its versions with it. A backup made before restores through
 * `replaces` (modules/backup/restore.ts).
 */
export class RevisionsOfAnySubject1798510000000 implements MigrationInterface {
  name = 'RevisionsOfAnySubject1798510000000';

  /** What a restore does with an archive's table that this migration replaced: its rows, as rows of `table`. */
  readonly replaces = {
    blog_revisions: {
      table: 'revisions',
      row: (row: ArchivedRow): ArchivedRow => ({
        body: row.content,
        id: row.id,
        kind: row.kind,
        savedAt: row.savedAt,
        subject: 'post',
        subjectId: row.postId,
        texts: postTexts(row),
      }),
    },
  };

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'revisions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '40' },
          { name: 'subjectId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'savedAt', type: 'datetime', precision: 3 },
          { name: 'texts', type: 'text' },
          { name: 'body', type: mysql ? 'longtext' : 'text' },
        ],
        indices: [new TableIndex({ columnNames: ['subject', 'subjectId', 'kind', 'savedAt'] })],
      }),
    );
    // The large contents move in SQL; the small texts through here, a batch at a time.
    await queryRunner.query(
      "INSERT INTO revisions (id, subject, subjectId, kind, savedAt, texts, body) SELECT id, 'post', postId, kind, savedAt, '{}', content FROM blog_revisions",
    );
    for (let offset = 0; ; offset += BATCH) {
      const rows: ArchivedRow[] = await queryRunner.query(
        `SELECT id, title, slug, shortDescription, tags, publishDate FROM blog_revisions ORDER BY id LIMIT ${BATCH} OFFSET ${offset}`,
      );
      for (const row of rows) {
        const texts = postTexts({ ...row, tags: JSON.parse(String(row.tags)), publishDate: isoDate(row.publishDate) });
        await queryRunner.query('UPDATE revisions SET texts = ? WHERE id = ?', [JSON.stringify(texts), row.id]);
      }
      if (rows.length < BATCH) break;
    }
    await queryRunner.dropTable('blog_revisions');
  }

  /** `blog_revisions` as it was, with the posts' versions back in it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'blog_revisions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'postId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'savedAt', type: 'datetime', precision: 3 },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'slug', type: 'varchar', length: '80', isNullable: true },
          { name: 'shortDescription', type: 'varchar', length: '200' },
          { name: 'content', type: mysql ? 'longtext' : 'text' },
          { name: 'tags', type: 'text' },
          { name: 'publishDate', type: 'datetime', precision: 3, isNullable: true },
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
        indices: [new TableIndex({ columnNames: ['postId', 'kind', 'savedAt'] })],
      }),
    );
    await queryRunner.query(
      "INSERT INTO blog_revisions (id, postId, kind, savedAt, title, shortDescription, content, tags) SELECT id, subjectId, kind, savedAt, '', '', body, '[]' FROM revisions WHERE subject = 'post' AND subjectId IN (SELECT id FROM blog_posts)",
    );
    for (let offset = 0; ; offset += BATCH) {
      const rows: Array<{ id: string; texts: string }> = await queryRunner.query(
        `SELECT id, texts FROM revisions WHERE subject = 'post' ORDER BY id LIMIT ${BATCH} OFFSET ${offset}`,
      );
      for (const { id, texts } of rows) {
        const post = JSON.parse(texts) as ArchivedRow;
        const publishDate = typeof post.publishDate === 'string' ? new Date(post.publishDate) : null;
        await queryRunner.query(
          'UPDATE blog_revisions SET title = ?, slug = ?, shortDescription = ?, tags = ?, publishDate = ? WHERE id = ?',
          [
            post.title,
            post.slug ?? null,
            post.shortDescription,
            JSON.stringify(post.tags ?? []),
            // As the driver writes a date column (SQLite: a UTC string).
            publishDate && queryRunner.connection.driver.preparePersistentValue(publishDate, DATETIME),
            id,
          ],
        );
      }
      if (rows.length < BATCH) break;
    }
    await queryRunner.dropTable('revisions');
  }
}
