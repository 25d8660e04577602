import fs from 'node:fs';
import path from 'node:path';
import { modules } from '../../modules';
import { backupPlan, contentTables, type Manifest } from './archive';
import { writeBackup } from './backup';
import { User } from '../auth/user.entity';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { aboutInput } from '../../../test/support/content';
import { connectEmpty, openSharedDatabase, openTestDatabase, testDb } from '../../../test/support/db';
import { runScript } from '../../../test/support/process';
import { Writable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { StoredFile } from '../files/stored-file.entity';
import {
  backup,
  content,
  entriesOf,
  manifestOf,
  restore,
  rezip,
  seededSite,
  work,
  zipPath,
  type Secured,
} from './backup.kit';

/**
 * One-file backup and restore (issue 24): `npm run backup` / POST /api/backup write one zip; `npm
 * run restore` puts it into a database of either dialect, in one transaction. The command line
 * runs on SQLite, so on the mysql project a round trip goes MariaDB → zip → SQLite → zip →
 * MariaDB, and every data file and upload must keep its bytes. A restore revives no revoked
 * token, a backup holds no reader up, and a gateway on the target serves what was restored.
 */

/** Waits until `done` holds (every 10 ms, at most 10 s). */
async function waitFor(done: () => boolean) {
  for (const until = Date.now() + 10_000; !done();) {
    if (Date.now() > until) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `promise`, or a failure after `ms`: a request held up fails the test instead of hanging it. */
const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

describe(`backup and restore (${testDb})`, () => {
  let app: TestApp;
  let source: string;
  let secured: Secured;

  beforeAll(async () => ({ app, source, secured } = await seededSite()));
  afterAll(() => app.close());

  it('writes one zip: a manifest, a data file per content table, every upload; nothing of counters, log or addresses', async () => {
    const entries = await entriesOf(source);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    expect(manifest).toMatchObject({ formatVersion: 1, appVersion: '0.1.0', dialect: testDb });
    const newest = app.dataSource.migrations
      .map((migration) => migration.name!)
      .sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13)))
      .at(-1);
    expect(manifest.migration).toBe(newest);
    expect(new Date(manifest.createdAt).toISOString()).toBe(manifest.createdAt);
    const plan = backupPlan(modules);
    const tables = contentTables(app.dataSource, plan).map((table) => table.tableName);
    expect(tables).not.toContain('rate_limits');
    expect(tables).not.toContain('content_changes');
    // Without a passphrase, no secret: neither the recovery codes, the fediverse actor's keys nor the secret columns.
    const secret = plan.secretTables.map((entity) => app.dataSource.getMetadata(entity).tableName);
    expect(secret.sort()).toEqual(['fediverse_keys', 'recovery_codes']);
    expect(Object.keys(manifest.rows).sort()).toEqual(tables.filter((table) => !secret.includes(table)).sort());
    expect(manifest.twoFactor).toBe(false);
    expect(manifest.rows).toMatchObject({ blog_posts: 3, blog_slugs: 4, about: 1, experiences: 1, users: 2 });
    expect(manifest.rows.revisions).toBeGreaterThanOrEqual(4);
    expect(manifest.rows.blog_post_tags).toBe(2); // 'Işık' of the first post (after its update), 'kod'
    const stored = await app.dataSource.query('SELECT name, sha256 FROM stored_files');
    expect(stored.length).toBeGreaterThan(3);
    for (const { name, sha256 } of stored) expect(manifest.files[`uploads/${name}`]).toBe(sha256);
    expect([...entries.keys()].sort()).toEqual(['manifest.json', ...Object.keys(manifest.files)].sort());
    expect(Number((await app.dataSource.query('SELECT COUNT(*) AS n FROM rate_limits'))[0].n)).toBeGreaterThan(0);
    for (const [name, bytes] of entries) {
      expect([name, bytes.includes('127.0.0.1')]).toEqual([name, false]);
    }
    // Rows sorted by key, keys in order, dates in UTC, booleans as booleans.
    const posts = entries
      .get('data/blog_posts.jsonl')!
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(posts.map((post) => post.id)).toEqual(posts.map((post) => post.id).sort());
    expect(Object.keys(posts[0])).toEqual(Object.keys(posts[0]).sort());
    expect(posts.find((post) => post.title === 'Sonra yayımlanacak').publishDate).toBe('2099-01-01T10:00:00.000Z');
    expect(posts.find((post) => post.slug === 'isik-golge-renk').tags).toEqual(['Işık']);
    const links = entries
      .get('data/social_links.jsonl')!
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(links.map((link) => [link.platform, link.isActive])).toEqual([
      ['github', true],
      ['linkedin', false],
    ]);
    expect(entries.get('data/stored_files.jsonl')!.toString()).not.toContain('"bytes"');
    const users = entries
      .get('data/users.jsonl')!
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    for (const user of users) {
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['totpSecret']));
      for (const column of ['totpSecret', 'totpPendingSecret', 'totpLastStep', 'twoFactorEnabledAt'])
        expect(user).not.toHaveProperty(column);
    }
    for (const [name, bytes] of entries) expect([name, bytes.includes(secured.secret!)]).toEqual([name, false]);
  });

  it("an archive made before the versions moved to `revisions` (issue 45): its blog_revisions rows come back as the posts' versions", async () => {
    const entries = await entriesOf(source);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    // The posts' versions as an archive of then wrote them: blog_revisions' columns, in alphabetical order.
    type Stored = {
      body: string;
      id: string;
      kind: string;
      savedAt: string;
      subjectId: string;
      texts: Record<string, unknown>;
    };
    const stored = entries
      .get('data/revisions.jsonl')!
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Stored);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const lines = stored.map(({ body, id, kind, savedAt, subjectId, texts }) =>
      JSON.stringify({
        content: body,
        id,
        kind,
        postId: subjectId,
        publishDate: texts.publishDate,
        savedAt,
        shortDescription: texts.shortDescription,
        slug: texts.slug,
        tags: texts.tags,
        title: texts.title,
      }),
    );
    const data = Buffer.from(`${lines.join('\n')}\n`);
    const older = await rezip(source, (edited) => {
      edited.delete('data/revisions.jsonl');
      edited.set('data/blog_revisions.jsonl', data);
      delete manifest.rows.revisions;
      delete manifest.files['data/revisions.jsonl'];
      manifest.rows.blog_revisions = lines.length;
      manifest.files['data/blog_revisions.jsonl'] = createHash('sha256').update(data).digest('hex');
      manifest.migration = 'OutboxKeepsNoText1798430000000';
      edited.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    });
    const target = await openTestDatabase();
    try {
      await restore(target.dataSource, older);
      // Backed up again, it is the archive of now, byte for byte.
      const again = await backup(target.dataSource);
      expect(await content(again)).toEqual(await content(source));
    } finally {
      await target.drop();
    }
  });

  it('round trip through the command line on SQLite and back: the same bytes in every data file and upload', async () => {
    const sqliteDir = fs.mkdtempSync(path.join(work, 'sqlite-'));
    const restored = await runScript('src/cli/restore.ts', [source], { DATA_DIR: sqliteDir });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^Geri yüklendi: .*sqlite:/);
    expect(restored.code).toBe(0);
    const again = zipPath();
    const backedUp = await runScript('src/cli/backup.ts', [again], { DATA_DIR: sqliteDir });
    expect(backedUp.stdout).toMatch(/^Yedek yazıldı: /);
    expect(backedUp.code).toBe(0);
    expect((await manifestOf(again)).dialect).toBe('sqlite');
    expect(await content(again)).toEqual(await content(source));

    // Into a brand-new database of this project's dialect (not even migrated), and out again.
    const target = await connectEmpty();
    try {
      await restore(target.dataSource, again);
      const third = await backup(target.dataSource);
      expect(await content(third)).toEqual(await content(source));
      const [a, b] = [await entriesOf(source), await entriesOf(third)];
      for (const [name, bytes] of a)
        if (name !== 'manifest.json') expect([name, b.get(name)?.equals(bytes)]).toEqual([name, true]);
      // The search index is rebuilt from the posts.
      const search = await serveTestApp(target.dataSource);
      const { data } = await search.gql<{ searchPosts: { total: number } }>(
        'query { searchPosts(query: "gölge") { total } }',
      );
      expect(data?.searchPosts.total).toBe(1);
      await search.close();
    } finally {
      await target.drop();
    }
  });

  it('a restore never brings back a token revoked after the archive was made (issue 42.7)', async () => {
    const target = await openTestDatabase();
    const gateway = await serveTestApp(target.dataSource);
    try {
      await restore(target.dataSource, source);
      const owner = await target.dataSource.getRepository(User).findOneByOrFail({ email: 'iki-adim@ornek.com' });
      const me = (token: string) =>
        gateway.gql<{ me: { email: string } }>('{ me { email } }', {}, { token }).then(({ data }) => data?.me?.email);
      const signIn = async () => {
        const { data } = await gateway.gql<{ login: { token: string } }>(
          'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
          { e: owner.email, p: secured.password },
        );
        return data!.login.token;
      };
      const stolen = await signIn();
      expect(await me(stolen)).toBe(owner.email);
      // Signed out everywhere after the archive was made: the stolen token is revoked…
      await gateway.gql('mutation { logout }', {}, { token: stolen });
      expect(await me(stolen)).toBeUndefined();
      const current = await signIn();
      // …and stays so when the older archive is put back; the session made since keeps working.
      await restore(target.dataSource, source, { replace: true });
      expect(await me(stolen)).toBeUndefined();
      expect(await me(current)).toBe(owner.email);
    } finally {
      await gateway.close();
      await target.drop();
    }
  });

  it("a backup held up by its output holds no reader up: it reads its own moment of the database (issue 42.11's precondition)", async () => {
    // An output that takes the first bytes and then nothing until told: a download stalled mid-way.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    const stalled = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, callback) {
        taken += chunk.length;
        void released.then(() => callback());
      },
    });
    const parts: Buffer[] = [];
    stalled.on('pipe', () => undefined);
    const stalledWrite = stalled._write.bind(stalled);
    stalled._write = (chunk: Buffer, encoding, callback) => {
      parts.push(chunk);
      stalledWrite(chunk, encoding, callback);
    };
    const written = writeBackup(app.dataSource, modules, stalled);
    await waitFor(() => taken > 0);
    const read = async () => {
      const started = Date.now();
      const response = await fetch(`${app.url}/api/blogs`);
      expect(response.status).toBe(200);
      return Date.now() - started;
    };
    // A reader, and a writer, while the backup waits on its output.
    expect(await withTimeout(read(), 10_000)).toBeLessThan(10_000);
    const { token } = await app.signIn('admin');
    const during = await withTimeout(
      app.gql(
        'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
        { input: { title: 'Yedek sürerken', shortDescription: 'Sonradan', content: '<p>x</p>', tags: [] } },
        { token },
      ),
      10_000,
    );
    expect(during.errors).toBeUndefined();
    release();
    await written;
    // One moment of the site: the post written meanwhile is not in it.
    const file = zipPath();
    fs.writeFileSync(file, Buffer.concat(parts));
    const posts = (await entriesOf(file)).get('data/blog_posts.jsonl')!.toString();
    expect(posts).toContain('Işık, gölge ve renk');
    expect(posts).not.toContain('Yedek sürerken');
  });

  it("a reader's page answers while a large backup is downloaded slowly", async () => {
    const target = await openTestDatabase();
    const gateway = await serveTestApp(target.dataSource);
    try {
      // About 24 MiB of uploads that do not compress, so the download takes a while to read.
      for (let i = 0; i < 12; i++) {
        const bytes = randomBytes(2 << 20);
        const files = target.dataSource.getRepository(StoredFile);
        await files.save(
          files.create({
            name: `buyuk-${i}.png`,
            mediaType: 'image/png',
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            bytes,
          }),
        );
      }
      const owner = await gateway.signIn('admin');
      const response = await fetch(`${gateway.url}/api/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ password: owner.password }),
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const parts: Uint8Array[] = [];
      let pages = 0;
      // Read a little at a time; between reads, a reader asks for pages and gets them.
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parts.push(chunk.value);
        if (parts.length % 40 !== 1) continue;
        const started = Date.now();
        const [page, api] = await Promise.all([fetch(`${gateway.url}/`), fetch(`${gateway.url}/api/blogs`)]);
        expect([page.status, api.status]).toEqual([200, 200]);
        expect(Date.now() - started).toBeLessThan(5000);
        pages++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(pages).toBeGreaterThan(3);
      // A download the reader gives up half-way ends there: the site goes on, and so does the next one.
      const cut = await fetch(`${gateway.url}/api/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ password: owner.password }),
      });
      const cutReader = cut.body!.getReader();
      await cutReader.read();
      await cutReader.cancel();
      expect((await fetch(`${gateway.url}/api/blogs`)).status).toBe(200);
      const file = zipPath();
      fs.writeFileSync(file, Buffer.concat(parts));
      const manifest = await manifestOf(file);
      expect(Object.keys(manifest.files).filter((name) => name.startsWith('uploads/buyuk-'))).toHaveLength(12);
    } finally {
      await gateway.close();
      await target.drop();
    }
  });

  it('a gateway running on the target serves the restored content at once (the change log)', async () => {
    const shared = await openSharedDatabase(2);
    const gateway = await serveTestApp(shared.dataSources[1]!, { CACHE_SYNC_MS: '0' });
    try {
      const { token } = await gateway.signIn('admin');
      await gateway.gql(
        'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
        {
          input: { title: 'Eski yazı', shortDescription: 'Eski', content: '<p>Eski</p>', tags: [] },
        },
        { token },
      );
      const titles = async () => {
        const response = await fetch(`${gateway.url}/api/blogs`);
        return ((await response.json()) as { data: Array<{ title: string }> }).data.map((post) => post.title).sort();
      };
      expect(await titles()).toEqual(['Eski yazı']);
      expect(await titles()).toEqual(['Eski yazı']); // kept in its cache
      const page = await fetch(`${gateway.url}/api/about`);
      expect(((await page.json()) as { data: unknown }).data).toBeNull();

      await restore(shared.dataSources[0]!, source, { replace: true, replaceAccounts: true });
      expect(await titles()).toEqual(['Işık, gölge ve renk']);
      const about = await fetch(`${gateway.url}/api/about`);
      expect(((await about.json()) as { data: { name: string } }).data.name).toBe(aboutInput().name);
    } finally {
      await gateway.close();
      await shared.drop();
    }
  });
});
