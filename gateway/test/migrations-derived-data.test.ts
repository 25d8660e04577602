import { createHash } from 'node:crypto';
import { parseSearch, type SearchQuery } from '@portfolio/content-rules';
import exifr from 'exifr';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { migrate } from '../src/core/db/data-source';
import { POST_VERSIONS } from '../src/modules/blog/blog-revision';
import { searchPage } from '../src/modules/search/search-reads';
import { RevisionsService } from '../src/modules/revisions/revisions.service';
import { connectEmpty, testDb } from './support/db';
import { GPS_LATITUDE, phoneJpeg } from './support/photos';
import { migrations } from './migrations.kit';

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
    // In SQL: the entity has columns of later migrations (blog_posts.mailSubscribers).
    await dataSource.query(
      'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        POST,
        '2026-01-01 00:00:00.000',
        'Işık',
        'isik',
        'Özet',
        '<p>Şimdi</p>',
        '["Işık"]',
        '2026-01-01 00:00:00.000',
        0,
        '2026-01-01 00:00:00.000',
      ],
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

describe(`the projects' English slugs migration on a database with projects (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  const SLUGS = 'ProjectEnglishSlugs1799830000000';
  const project = (id: string, slug: string, enSlug: string | null) =>
    dataSource.query(
      'INSERT INTO projects (id, createdAt, title, slug, content, technologies, updatedAt, enTitle, enSlug, enSummary, enContent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        '2026-01-01 00:00:00.000',
        slug,
        slug,
        '<p>İçerik</p>',
        '[]',
        '2026-01-01 00:00:00.000',
        enSlug,
        enSlug,
        enSlug && '',
        enSlug && '<p>Content</p>',
      ],
    );
  const slugs = async () =>
    ((await dataSource.query('SELECT slug, locale, projectId FROM project_slugs')) as object[]).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    );

  it("keeps each slug under its language, each translated project's English slug added, and back when undone", async () => {
    await migrate(dataSource);
    const undo = migrations.length - migrations.findIndex((migration) => migration.name === SLUGS);
    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    const [translated, turkishOnly] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    await project(translated, 'fener', 'lighthouse');
    await project(turkishOnly, 'pusula', null);
    // The Turkish slug of one is spelled as the English slug of the other: each its own in its language.
    await dataSource.query('INSERT INTO project_slugs (slug, projectId) VALUES (?, ?), (?, ?), (?, ?)', [
      'fener',
      translated,
      'pusula',
      turkishOnly,
      'lighthouse',
      turkishOnly,
    ]);
    const before = await dataSource.query('SELECT slug, projectId FROM project_slugs ORDER BY slug');

    expect(await migrate(dataSource)).toEqual(migrations.slice(-undo).map((migration) => migration.name));
    expect(await slugs()).toEqual(
      [
        { slug: 'fener', locale: 'tr', projectId: translated },
        { slug: 'lighthouse', locale: 'en', projectId: translated },
        { slug: 'lighthouse', locale: 'tr', projectId: turkishOnly },
        { slug: 'pusula', locale: 'tr', projectId: turkishOnly },
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );

    for (let n = 0; n < undo; n++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query('SELECT slug, projectId FROM project_slugs ORDER BY slug')).toEqual(before);
  });
});
