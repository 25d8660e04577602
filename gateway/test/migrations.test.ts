import { createHash } from 'node:crypto';
import { numberedSlug, parseSearch, slugify, type SearchQuery } from '@portfolio/content-rules';
import exifr from 'exifr';
import sharp from 'sharp';
import type { DataSource, MigrationInterface } from 'typeorm';
import { migrate } from '../src/core/db/data-source';
import { migrations as coreMigrations } from '../src/core/db/migrations';
import { migrations as moduleMigrations } from '../src/modules';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { POST_VERSIONS } from '../src/modules/blog/blog-revision';
import { searchPage } from '../src/modules/search/search-reads';
import { RevisionsService } from '../src/modules/revisions/revisions.service';
import { connectEmpty, testDb } from './support/db';
import { GPS_LATITUDE, phoneJpeg } from './support/photos';

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

/**
 * In the order they run, which is TypeORM's: by the timestamp that ends each name (the first modules'
 * history, then those the modules keep in their folders).
 */
const timestamp = (Migration: new () => MigrationInterface) => Number(new Migration().name!.slice(-13));
const migrations = [...coreMigrations, ...moduleMigrations].sort((a, b) => timestamp(a) - timestamp(b));
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

describe(`the tags migration on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const TAGS = 'BlogPostTags1797250000000';

  it('gives every existing post a row per tag slug, in its first spelling, with its status and dates', async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === TAGS);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    const post = (i: number, tags: string[], status: string, date: string) =>
      dataSource.query(
        'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          '2021-01-01 00:00:00.000',
          'Başlık',
          `baslik-${i}`,
          'kısa',
          '<p>kısa</p>',
          JSON.stringify(tags),
          date,
          0,
          '2021-01-01 00:00:00.000',
          status,
        ],
      );
    // 150 posts: more than one batch of the migration; the last ones a draft, a scheduled post and one without tags.
    for (let i = 1; i <= 147; i++) await post(i, ['Işık', 'Gölge'], 'published', '2021-01-02 00:00:00.000');
    await post(148, ['ISIK', 'ışık', 'Yeni Başlangıç'], 'draft', '2021-01-03 00:00:00.000');
    await post(149, ['Gelecek'], 'published', '2999-01-01 00:00:00.000');
    await post(150, [], 'published', '2021-01-04 00:00:00.000');
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const rows: Array<{ postId: string; slug: string; name: string; status: string; publishDate: Date | string }> =
      await dataSource.query(
        'SELECT postId, slug, name, status, publishDate FROM blog_post_tags ORDER BY postId, slug',
      );
    expect(rows).toHaveLength(147 * 2 + 2 + 1);
    expect(rows.slice(0, 2).map(({ slug, name, status }) => [slug, name, status])).toEqual([
      ['golge', 'Gölge', 'published'],
      ['isik', 'Işık', 'published'],
    ]);
    expect(rows.slice(-3).map(({ slug, name, status }) => [slug, name, status])).toEqual([
      ['isik', 'ISIK', 'draft'],
      ['yeni-baslangic', 'Yeni Başlangıç', 'draft'],
      ['gelecek', 'Gelecek', 'published'],
    ]);
    expect(String(rows.at(-1)!.publishDate)).toContain('2999');
  });
});

describe(`the photo metadata migration on a database with uploaded images (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const PHOTOS = 'PhotoMetadata1797600000000';
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const stored = async (name: string) =>
    (await dataSource.query('SELECT bytes, size, sha256 FROM stored_files WHERE name = ?', [name]))[0] as {
      bytes: Buffer;
      size: number;
      sha256: string;
    };

  it('strips the GPS position and camera data of images uploaded before photos were made small, turned as they were shown', async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === PHOTOS);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    // A phone's JPEG: 60 × 40 as the sensor saw it, shown a quarter turned (orientation 6), with a GPS position.
    const phone = await phoneJpeg(sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } }));
    const plain = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const files: Array<[string, string, Buffer]> = [
      ['image-00000000-0000-4000-8000-000000000001.jpg', 'image/jpeg', phone],
      ['image-00000000-0000-4000-8000-000000000002.png', 'image/png', plain],
      ['image-00000000-0000-4000-8000-000000000003.gif', 'image/gif', gif],
      ['cv-00000000-0000-4000-8000-000000000004.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
    ];
    for (const [i, [name, mediaType, bytes]] of files.entries())
      await dataSource.query(
        'INSERT INTO stored_files (id, createdAt, name, mediaType, size, sha256, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          `10000000-0000-4000-8000-00000000000${i}`,
          '2026-01-01 00:00:00.000',
          name,
          mediaType,
          bytes.length,
          sha(bytes),
          bytes,
        ],
      );
    expect((await exifr.gps(phone))?.latitude).toBeCloseTo(GPS_LATITUDE, 2);

    await migrate(dataSource);
    const jpeg = await stored(files[0]![0]);
    const bytes = Buffer.from(jpeg.bytes);
    expect([jpeg.size, jpeg.sha256]).toEqual([bytes.length, sha(bytes)]);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
      'jpeg',
      40,
      60,
      undefined,
      undefined,
    ]);
    expect(await exifr.parse(bytes, { gps: true }).catch(() => undefined)).toBeUndefined();
    // Nothing to strip, or not a photo: as they were.
    for (const [name, , original] of files.slice(1))
      expect(Buffer.from((await stored(name)).bytes).equals(original)).toBe(true);
  });
});

describe(`the search postings migration on a database with posts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const POSTINGS = 'SearchPostings1798000000000';

  it('indexes every existing post, more than one batch of them, and a search finds them in order', async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === POSTINGS);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    for (let i = 1; i <= 150; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const day = `2021-01-${String(1 + (i % 28)).padStart(2, '0')} 00:00:00.000`;
      await dataSource.query(
        'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt, status, readingMinutes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          day,
          i === 7 ? 'Işıklı başlık' : `Yazı ${i}`,
          `yazi-${i}`,
          'kısa',
          i % 2 ? '<p>Işık ve gölge</p>' : '<p>Gölge</p>',
          '[]',
          day,
          0,
          day,
          i === 9 ? 'draft' : 'published',
          1,
        ],
      );
    }
    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const found = (query: string, now: Date | null) =>
      dataSource.transaction((manager) => searchPage(manager, parseSearch(query) as SearchQuery, now, 0, 3));
    // 75 odd posts hold 'ışık', one a draft; the title's word ranks first, then newest first.
    expect(await found('isik', new Date())).toEqual({
      ids: [
        '00000000-0000-4000-8000-000000000007',
        '00000000-0000-4000-8000-000000000027',
        '00000000-0000-4000-8000-000000000055',
      ],
      total: 74,
    });
    expect((await found('isik', null)).total).toBe(75);
    expect((await found('golge', new Date())).total).toBe(149);
  });
});

describe(`the outbox migration on a database with mails (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const OUTBOX = 'OutboxKeepsNoText1798430000000';
  const AT = '2026-01-01 00:00:00.000';
  const mail = (id: string, messageId: string | null, sentAt: string | null) =>
    dataSource.query(
      'INSERT INTO mail_outbox (id, createdAt, messageId, replyTo, subject, text, attempts, nextAttemptAt, sentAt) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
      [id, AT, messageId, 'ziyaretci@ornek.com', `Yeni mesaj: ${id}`, `gizli metin ${id}`, AT, sentAt],
    );

  it('forgets the mails of deleted messages and the words of sent ones, and a deleted message then takes its mail (issue 42.6)', async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === OUTBOX);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    for (const id of ['m-kept', 'm-sent'])
      await dataSource.query(
        'INSERT INTO contact_messages (id, createdAt, name, email, message) VALUES (?, ?, ?, ?, ?)',
        [id, AT, 'Ad', 'ziyaretci@ornek.com', 'gizli metin'],
      );
    await mail('o-waiting', 'm-kept', null); // its message is there, its mail not sent yet: kept as it is
    await mail('o-sent', 'm-sent', AT);
    await mail('o-orphan', null, null); // its message was deleted before: the mail was left to go

    await migrate(dataSource);
    const rows = (await dataSource.query('SELECT id, replyTo, subject, text FROM mail_outbox ORDER BY id')) as Array<
      Record<string, string>
    >;
    expect(rows).toEqual([
      { id: 'o-sent', replyTo: '', subject: '', text: '' },
      {
        id: 'o-waiting',
        replyTo: 'ziyaretci@ornek.com',
        subject: 'Yeni mesaj: o-waiting',
        text: 'gizli metin o-waiting',
      },
    ]);
    await dataSource.query("DELETE FROM contact_messages WHERE id = 'm-kept'");
    expect(await dataSource.query('SELECT id FROM mail_outbox')).toEqual([{ id: 'o-sent' }]);
  });
});

describe(`the move of the posts' versions into revisions on a database with versions (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const MOVE = 'RevisionsOfAnySubject1798510000000';
  const POST = '00000000-0000-4000-8000-000000000001';
  const versionId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

  it('carries every version over, its texts, dates and content exact, and back when undone', async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === MOVE);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.manager.save(
      dataSource.manager.create(BlogPost, {
        id: POST,
        title: 'Işık',
        slug: 'isik',
        shortDescription: 'Özet',
        content: '<p>Şimdi</p>',
        tags: ['Işık'],
        publishDate: new Date('2026-01-01T00:00:00.000Z'),
        viewCount: 0,
      }),
    );
    // A saved version, a pending edit without slug or date, and more than one batch of the migration.
    const rows: unknown[][] = [
      [
        versionId(1),
        'saved',
        '2026-01-02 03:04:05.678',
        'Işık ve gölge',
        'isik',
        'Özet: “tırnak”',
        '<p>İçerik 🎉</p>',
        '["Işık","C#"]',
        '2026-01-01 00:00:00.000',
      ],
      [versionId(2), 'pending', '2026-01-03 00:00:00.001', 'Bekleyen', null, '', '', '[]', null],
    ];
    for (let n = 3; n <= 505; n++)
      rows.push([
        versionId(n),
        'autosaved',
        '2025-12-01 00:00:00.000',
        `Sürüm ${n}`,
        'isik',
        'Özet',
        `<p>${n}</p>`,
        '[]',
        '2026-01-01 00:00:00.000',
      ]);
    await dataSource.query(
      `INSERT INTO blog_revisions (id, kind, savedAt, title, slug, shortDescription, content, tags, publishDate, postId) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flatMap((row) => [...row, POST]),
    );
    const before = await dataSource.query('SELECT * FROM blog_revisions ORDER BY id');

    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    const versions = new RevisionsService(dataSource).of<Record<string, unknown>>(POST_VERSIONS);
    expect(await versions.one(POST, versionId(1))).toEqual({
      id: versionId(1),
      subjectId: POST,
      kind: 'saved',
      savedAt: new Date('2026-01-02T03:04:05.678Z'),
      title: 'Işık ve gölge',
      slug: 'isik',
      shortDescription: 'Özet: “tırnak”',
      content: '<p>İçerik 🎉</p>',
      tags: ['Işık', 'C#'],
      publishDate: new Date('2026-01-01T00:00:00.000Z'),
    });
    expect(await versions.pending(POST)).toMatchObject({
      id: versionId(2),
      title: 'Bekleyen',
      slug: null,
      publishDate: null,
    });
    expect(await versions.list(POST)).toHaveLength(504);
    expect(await versions.body(versionId(505))).toBe('<p>505</p>');

    // Undone again: the move and any migration after it (a later module's).
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query('SELECT * FROM blog_revisions ORDER BY id')).toEqual(before);
  });
});
