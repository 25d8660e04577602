import { numberedSlug, slugify } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { migrate } from '../src/core/db/data-source';
import { connectEmpty, testDb } from './support/db';
import { migrations } from './migrations.kit';

const TABLES = [
  'about',
  'blog_post_tags',
  'blog_posts',
  'blog_slugs',
  'contact_messages',
  'experiences',
  'rate_limits',
  'recovery_codes',
  'settings',
  'social_links',
  'stored_files',
  'users',
];

async function tableNames(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const present = await Promise.all(TABLES.map((table) => runner.hasTable(table)));
    return TABLES.filter((_, index) => present[index]);
  } finally {
    await runner.release();
  }
}

const NAMES = migrations.map((Migration) => new Migration().name);

describe(`migrations (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  it('create every table from an empty database', async () => {
    expect(await tableNames(dataSource)).toEqual([]);
    expect(await migrate(dataSource)).toEqual(NAMES);
    expect(await tableNames(dataSource)).toEqual(TABLES);
  });

  it('leave nothing for the entities to change: migrations and entities describe the same schema', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrate(dataSource)).toEqual([]);
    expect(await tableNames(dataSource)).toEqual(TABLES);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('can be reverted to empty and applied again', async () => {
    for (const _ of NAMES) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tableNames(dataSource)).toEqual([]);
    expect(await migrate(dataSource)).toEqual(NAMES);
    expect(await tableNames(dataSource)).toEqual(TABLES);
  });
});

describe(`the slug migration on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const SLUGS = 'BlogSlugs1795500000000';
  const applied = async () =>
    (await dataSource.query('SELECT name FROM migrations')).some((row: { name: string }) => row.name === SLUGS);

  /** A post as the schema before slugs stored it. */
  const insertPost = (id: string, title: string, createdAt: string) =>
    dataSource.query(
      'INSERT INTO blog_posts (id, createdAt, title, shortDescription, content, tags, publishDate, viewCount, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, createdAt, title, 'kısa', '<p>i</p>', '[]', createdAt, 0, createdAt],
    );

  it('give every existing post the slug of its title, the oldest first, a clash numbered, each in the slug table', async () => {
    await migrate(dataSource);
    while (await applied()) await dataSource.undoLastMigration({ transaction: 'each' });
    const long = `${'Uzun başlık '.repeat(8)}son`;
    const posts: Array<[string, string, string]> = [
      ['00000000-0000-4000-8000-000000000003', 'Merhaba Dünya', '2021-01-03 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000001', 'Merhaba dünya!', '2021-01-01 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000002', "MERHABA DÜNYA'", '2021-01-02 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000004', "Türkçe yazı 1: İstanbul'da yazılım", '2021-01-04 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000005', '!!!', '2021-01-05 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000006', long, '2021-01-06 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000007', long, '2021-01-07 00:00:00.000'],
    ];
    for (const post of posts) await insertPost(...post);

    await migrate(dataSource);
    // The cut at 80 characters and the numbered slug's cut at 78 are content-rules' (its unit tests).
    const longSlug = slugify(long);
    expect(longSlug.length).toBeLessThanOrEqual(80);
    const expected = {
      '00000000-0000-4000-8000-000000000001': 'merhaba-dunya',
      '00000000-0000-4000-8000-000000000002': 'merhaba-dunya-2',
      '00000000-0000-4000-8000-000000000003': 'merhaba-dunya-3',
      '00000000-0000-4000-8000-000000000004': 'turkce-yazi-1-istanbulda-yazilim',
      '00000000-0000-4000-8000-000000000005': 'yazi',
      '00000000-0000-4000-8000-000000000006': longSlug,
      '00000000-0000-4000-8000-000000000007': numberedSlug(longSlug, 2),
    };
    const rows: Array<{ id: string; slug: string }> = await dataSource.query('SELECT id, slug FROM blog_posts');
    expect(Object.fromEntries(rows.map(({ id, slug }) => [id, slug]))).toEqual(expected);
    const history: Array<{ postId: string; slug: string }> = await dataSource.query(
      'SELECT postId, slug FROM blog_slugs',
    );
    expect(Object.fromEntries(history.map(({ postId, slug }) => [postId, slug]))).toEqual(expected);
    expect(history).toHaveLength(posts.length);
  });
});

describe(`the status migration on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const STATUS = 'BlogStatus1796000000000';

  it('keeps every existing post published, a future one scheduled as it was meant', async () => {
    await migrate(dataSource);
    // Back to just before the status migration (it and every later one undone).
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === STATUS);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(
      (await dataSource.query('SELECT name FROM migrations')).map((row: { name: string }) => row.name),
    ).not.toContain(STATUS);
    for (const [id, date] of [
      ['00000000-0000-4000-8000-000000000001', '2021-01-01 00:00:00.000'],
      ['00000000-0000-4000-8000-000000000002', '2999-01-01 00:00:00.000'],
    ] as const) {
      await dataSource.query(
        'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [id, date, 'Başlık', `baslik-${id.slice(-1)}`, 'kısa', '<p>i</p>', '[]', date, 0, date],
      );
    }
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const rows: Array<{ id: string; status: string }> = await dataSource.query(
      'SELECT id, status FROM blog_posts ORDER BY id',
    );
    expect(rows.map(({ status }) => status)).toEqual(['published', 'published']);
  });
});

describe(`the reading-time migration on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const READING = 'ReadingTime1797100000000';

  it("gives every existing post its reading time, its headings' ids and its code highlighted", async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === READING);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    const long = `<h2>Giriş</h2><p>${'kelime '.repeat(900)}</p><h2>Giriş</h2><h3>Işık &amp; Gölge</h3><pre><code class="language-ts">let x = 1;</code></pre>`;
    // 150 posts: more than one batch of the migration.
    for (let i = 1; i <= 150; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      await dataSource.query(
        'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          '2021-01-01 00:00:00.000',
          'Başlık',
          `baslik-${i}`,
          'kısa',
          i === 150 ? long : '<p>kısa</p>',
          '[]',
          '2021-01-01 00:00:00.000',
          0,
          '2021-01-01 00:00:00.000',
          'published',
        ],
      );
    }
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const rows: Array<{ id: string; content: string; readingMinutes: number }> = await dataSource.query(
      'SELECT id, content, readingMinutes FROM blog_posts ORDER BY id',
    );
    expect(rows).toHaveLength(150);
    expect(rows.slice(0, 149).every((row) => row.content === '<p>kısa</p>' && Number(row.readingMinutes) === 1)).toBe(
      true,
    );
    expect(rows[149]!.content).toBe(
      `<h2 id="giris">Giriş</h2><p>${'kelime '.repeat(900)}</p><h2 id="giris-2">Giriş</h2><h3 id="isik-golge">Işık &amp; Gölge</h3>` +
        '<pre><code class="language-ts"><span class="hljs-keyword">let</span> x = <span class="hljs-number">1</span>;</code></pre>',
    );
    expect(Number(rows[149]!.readingMinutes)).toBe(5);
  });
});

describe(`the posts' mail flag on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const FLAG = 'PostMailSubscribers1799610000000';

  it("turns 'Abonelere gönder' on for every existing post, and makes no mailing of them", async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === FLAG);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    for (const [id, status] of [
      ['00000000-0000-4000-8000-000000000001', 'published'],
      ['00000000-0000-4000-8000-000000000002', 'draft'],
    ] as const)
      await dataSource.query(
        'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          '2021-01-01 00:00:00.000',
          'Başlık',
          `baslik-${id.slice(-1)}`,
          'kısa',
          '<p>i</p>',
          '[]',
          '2021-01-01 00:00:00.000',
          0,
          '2021-01-01 00:00:00.000',
          status,
        ],
      );
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const rows: Array<{ mailSubscribers: unknown }> = await dataSource.query(
      'SELECT mailSubscribers FROM blog_posts ORDER BY id',
    );
    expect(rows.map(({ mailSubscribers }) => Number(mailSubscribers))).toEqual([1, 1]);
    expect(await dataSource.query('SELECT id FROM subscriber_sends')).toEqual([]);
  });
});

describe(`the posts' comment switch on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const OPEN = 'PostCommentsOpen1799700000000';

  it("turns 'Yorumlara açık' on for every existing post, and makes the comments' tables empty", async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === OPEN);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.query(
      'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt, status, mailSubscribers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        '00000000-0000-4000-8000-000000000001',
        '2021-01-01 00:00:00.000',
        'Başlık',
        'baslik',
        'kısa',
        '<p>i</p>',
        '[]',
        '2021-01-01 00:00:00.000',
        0,
        '2021-01-01 00:00:00.000',
        'published',
        0,
      ],
    );
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const rows: Array<{ commentsOpen: unknown }> = await dataSource.query('SELECT commentsOpen FROM blog_posts');
    expect(rows.map(({ commentsOpen }) => Number(commentsOpen))).toEqual([1]);
    for (const table of ['comments', 'comment_settings', 'comment_blocks'])
      expect(await dataSource.query(`SELECT * FROM ${table}`)).toEqual([]);
  });
});
