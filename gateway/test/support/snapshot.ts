import type { DataSource } from 'typeorm';

/** Every table of the site's content. */
export const CONTENT_TABLES = [
  'about',
  'experiences',
  'blog_posts',
  'blog_slugs',
  'contact_messages',
  'mail_outbox',
  'revisions',
  'settings',
  'social_links',
  'stored_files',
  'subscribers',
  'subscriber_departures',
  'subscriber_settings',
  'subscriber_sends',
  'subscriber_deliveries',
] as const;
/** The content and the accounts. */
export const ALL_TABLES = ['users', ...CONTENT_TABLES] as const;

/**
 * The given tables, row by row (each row as JSON, in a stable order): equal snapshots taken
 * before and after a call prove that it changed nothing stored.
 */
export async function snapshot(
  source: DataSource | { dataSource: DataSource },
  tables: readonly string[] = CONTENT_TABLES,
): Promise<Record<string, string[]>> {
  const dataSource = 'dataSource' in source ? source.dataSource : source;
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows: unknown[] = await dataSource.query(`SELECT * FROM ${table}`);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}
