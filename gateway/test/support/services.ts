import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import type { DataSource } from 'typeorm';
import pino from 'pino';
import { FilesService } from '../../src/modules/files/files.service';
import { Outbox } from '../../src/modules/mail/outbox';
import { RevisionsService } from '../../src/modules/revisions/revisions.service';
import { SearchService } from '../../src/modules/search/search.service';
import { databaseLimiters } from '../../src/core/rate-limit-store';
import { RateLimits } from '../../src/core/rate-limits';
import { testDb } from './db';

/**
 * What the service tests beside the services (src/modules/<module>/<name>.service.test.ts) take
 * from here instead of importing it from src themselves: they import only the service under test,
 * from its own folder, so that a move of anything else is mended here once.
 */

export { BlogStatus } from '../../src/modules/blog/blog-post.entity';

/** The rate limits as the app builds them: counters in the test's database, counted by the real statements. */
export const testLimits = (dataSource: DataSource) =>
  new RateLimits(databaseLimiters(dataSource, 'test-secret-'.padEnd(48, 'x')));

/** The revisions service as the app builds it (the blog's service keeps the posts' versions through it). */
export const testRevisions = (dataSource: DataSource) => new RevisionsService(dataSource);

/** The search service as the app builds it (the blog's search results come through it). */
export const testSearch = (dataSource: DataSource) => new SearchService(dataSource);

/** The files service as the app builds it. */
export const testFiles = (dataSource: DataSource) => new FilesService(dataSource);

/** `bytes` as an upload of GraphQL multipart (what the resolvers hand the services). */
export const upload = (bytes: Buffer, filename = 'cv.pdf', mimetype = 'application/pdf'): FileUpload =>
  ({
    filename,
    mimetype,
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => Readable.from([bytes]),
  }) as unknown as FileUpload;

/**
 * Makes the database itself refuse one write: a trigger on `table` that aborts every `event` of a
 * row whose `column` is `value` (the new row's for INSERT and UPDATE, the old one's for DELETE), as
 * a full disk or a lost connection would fail that statement, while `action` runs; dropped after.
 */
export async function whileRefused(
  dataSource: DataSource,
  {
    table,
    event,
    column,
    value,
  }: { table: string; event: 'INSERT' | 'UPDATE' | 'DELETE'; column: string; value: string },
  action: () => Promise<unknown>,
): Promise<void> {
  const name = `refuse_${table}_${event.toLowerCase()}`;
  const row = event === 'DELETE' ? 'OLD' : 'NEW';
  const literal = `'${value.replace(/'/g, "''")}'`;
  await dataSource.query(
    testDb === 'mysql'
      ? `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW ` +
          `IF ${row}.${column} = ${literal} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'test: refused'; END IF`
      : `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${row}.${column} = ${literal} ` +
          `BEGIN SELECT RAISE(ABORT, 'test: refused'); END`,
  );
  try {
    await action();
  } finally {
    await dataSource.query(`DROP TRIGGER IF EXISTS ${name}`);
  }
}

/** The refusal of `whileRefused`, as the driver words it on either database. */
export const REFUSED = /test: refused/;

/** The site's mail off (no SMTP_URL), for a service a test builds by hand. */
export const noMail = (app: { dataSource: DataSource }) =>
  new Outbox(app.dataSource, undefined, pino({ enabled: false }));
