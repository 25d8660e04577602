import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { modules } from '../src/modules';
import { contentTables, REFUSED, type Manifest } from '../src/modules/backup/archive';
import { writeBackup } from '../src/modules/backup/backup';
import { restoreBackup, type RestoreOptions } from '../src/modules/backup/restore';
import { serveTestApp, startAdminApp, type TestApp } from './support/app';
import { aboutInput } from './support/content';
import { connectEmpty, openSharedDatabase, openTestDatabase, testDb } from './support/db';
import { minimalPdf, pdfFile } from './support/files';
import { postGraphQLUpload } from './support/multipart';
import { runScript } from './support/process';
import { testFiles, upload } from './support/services';
import { snapshot } from './support/snapshot';

/**
 * One-file backup and restore (issue 24): `npm run backup` / GET /api/backup write one zip; `npm
 * run restore` puts it into a database of either dialect, in one transaction, or refuses with the
 * target as it was. The command line runs on SQLite, so on the mysql project a round trip goes
 * MariaDB → zip → SQLite → zip → MariaDB, and every data file and upload must keep its bytes.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let zips = 0;
const zipPath = () => path.join(work, `yedek-${++zips}.zip`);

/** Every entry of a zip and its bytes. */
async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file);
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const parts: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) parts.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(parts));
  }
  zip.close();
  return entries;
}

const manifestOf = async (file: string) =>
  JSON.parse((await entriesOf(file)).get('manifest.json')!.toString()) as Manifest;

/**
 * A copy of a zip with its entries edited; `rename` then rewrites names in the bytes, which yazl
 * would refuse to write (`../x`): a placeholder of the same length is written and replaced.
 */
async function rezip(
  from: string,
  edit: (entries: Map<string, Buffer>) => void,
  rename: Record<string, string> = {},
): Promise<string> {
  const entries = await entriesOf(from);
  edit(entries);
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  const parts: Buffer[] = [];
  for await (const chunk of zip.outputStream) parts.push(chunk as Buffer);
  let bytes = Buffer.concat(parts);
  for (const [placeholder, name] of Object.entries(rename)) {
    expect(name).toHaveLength(placeholder.length);
    bytes = Buffer.from(bytes.toString('latin1').split(placeholder).join(name), 'latin1');
  }
  const file = zipPath();
  fs.writeFileSync(file, bytes);
  return file;
}

async function backup(dataSource: DataSource): Promise<string> {
  const file = zipPath();
  await writeBackup(dataSource, fs.createWriteStream(file));
  return file;
}

const restore = (dataSource: DataSource, file: string, options: RestoreOptions = {}) =>
  restoreBackup(dataSource, file, { modules, ...options });

/** What must be the same after any round trip: every data file's and upload's hash, every count. */
async function content(file: string) {
  const { files, rows } = await manifestOf(file);
  return { files, rows };
}

/** Every row of every table a backup carries (the stored files' bytes too). */
const everything = (dataSource: DataSource) =>
  snapshot(
    dataSource,
    contentTables(dataSource).map((table) => table.tableName),
  );

describe(`backup and restore (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let source: string;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const { data, errors } = await app.gql<Record<string, { id: string }>>(query, variables, { token: admin });
      expect(errors).toBeUndefined();
      return data!;
    };
    const create = 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }';
    const update = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
    const first = await gql(create, {
      input: {
        title: 'Işık ve gölge',
        shortDescription: 'Özet',
        content: '<p>İlk sürüm</p>',
        tags: ['Işık', 'ışık', 'C#'],
      },
    });
    // A new title keeps the slug; a new slug keeps the old one in blog_slugs; each save is a version.
    await gql(update, {
      id: first.createBlog!.id,
      input: {
        title: 'Işık, gölge ve renk',
        slug: 'isik-golge-renk',
        shortDescription: 'Özet',
        content: '<p>İkinci sürüm: “tırnaklar”, emoji 🎉</p>',
        tags: ['Işık'],
      },
    });
    await gql(create, {
      input: {
        title: 'Taslak',
        shortDescription: 'Henüz değil',
        content: '<p>…</p>',
        tags: [],
        status: 'DRAFT',
      },
    });
    await gql(create, {
      input: {
        title: 'Sonra yayımlanacak',
        shortDescription: 'Zamanlı',
        content: '<pre><code class="language-ts">const a = 1;</code></pre>',
        tags: ['kod'],
        publishDate: '2099-01-01T10:00:00.000Z',
      },
    });
    await gql('mutation($input: AboutInput!) { updateAbout(input: $input) { name } }', { input: aboutInput() });
    const cv = await postGraphQLUpload(`${app.url}/graphql`, {
      query: 'mutation($file: Upload!) { uploadCv(file: $file) { cvFile } }',
      file: pdfFile(minimalPdf()),
      token: admin,
    });
    expect(cv.body?.errors).toBeUndefined();
    await gql('mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }', {
      input: { email: 'ben@ornek.com', location: 'İstanbul\nKadıköy' },
    });
    await gql(
      'mutation($socialMedia: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $socialMedia) { socialMedia { platform } } }',
      {
        socialMedia: [
          { platform: 'github', url: 'https://github.com/ornek' },
          { platform: 'linkedin', url: 'https://linkedin.com/in/ornek', isActive: false },
        ],
      },
    );
    const send = await app.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { name: 'Ziyaretçi', email: 'z@ornek.com', message: 'Merhaba, çok güzel bir site!' },
    });
    expect(send.errors).toBeUndefined();
    // A photo (its sizes and formats, and the original kept) and a GIF kept as it came.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    await testFiles(app.dataSource).saveImage(upload(png, 'foto.png', 'image/png'), true);
    // A failed sign-in: a rate-limit counter kept under the address, which no backup may carry.
    await app.gql('mutation { login(email: "yok@ornek.com", password: "yanlis-sifre") { token } }');
    source = await backup(app.dataSource);
  });
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
    const tables = contentTables(app.dataSource).map((table) => table.tableName);
    expect(tables).not.toContain('rate_limits');
    expect(tables).not.toContain('content_changes');
    expect(Object.keys(manifest.rows).sort()).toEqual([...tables].sort());
    expect(manifest.rows).toMatchObject({ blog_posts: 3, blog_slugs: 4, about: 1, experiences: 1, users: 1 });
    expect(manifest.rows.blog_revisions).toBeGreaterThanOrEqual(4);
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

  it('GET /api/backup: the admin only, the same archive as the command line', async () => {
    const get = (token?: string) =>
      fetch(`${app.url}/api/backup`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: 'Oturum açmanız gerekiyor.' });
    const user = await get((await app.signIn('user')).token);
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ success: false, message: 'Bu işlem için admin yetkisi gereklidir.' });
    expect((await get('not-a-token')).status).toBe(401);

    const before = await backup(app.dataSource);
    const response = await get(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const downloaded = zipPath();
    fs.writeFileSync(downloaded, Buffer.from(await response.arrayBuffer()));
    expect(await content(downloaded)).toEqual(await content(before));
    // The temporary file is gone.
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('yedek-') && !name.endsWith('.zip'))).toEqual(
      [],
    );
  });

  describe('refusals and failures leave the target as it was', () => {
    let target: { dataSource: DataSource; drop: () => Promise<void> };
    let before: Record<string, string[]>;
    beforeAll(async () => {
      target = await openTestDatabase();
      await restore(target.dataSource, source);
      before = await everything(target.dataSource);
    });
    afterAll(() => target.drop());

    const refused = async (file: string, message: string, options: RestoreOptions = { replace: true }) => {
      await expect(restore(target.dataSource, file, options)).rejects.toThrow(message);
      expect(await everything(target.dataSource)).toEqual(before);
    };

    it('a target with content, unless --replace', async () => {
      const filled = contentTables(target.dataSource)
        .map((table) => table.tableName)
        .filter((table) => before[table]!.length);
      expect(filled).toContain('blog_posts');
      await refused(source, REFUSED.notEmpty(filled), {});
      expect(REFUSED.notEmpty(['users'])).toBe(
        'Hedef veritabanı boş değil (users): yedekteki içerikle değiştirmek için --replace verin.',
      );
    });

    it('an entry outside the archive root: ../ or an absolute path', async () => {
      const slip = await rezip(source, (entries) => entries.set('zz/evil.txt', Buffer.from('x')), {
        'zz/evil.txt': '../evil.txt',
      });
      await refused(
        slip,
        'Yedek reddedildi: "../evil.txt" girdisi arşivin kökünün dışına çıkıyor (../ ya da mutlak yol).',
      );
      const absolute = await rezip(source, (entries) => entries.set('zetc/passwd', Buffer.from('x')), {
        'zetc/passwd': '/etc/passwd',
      });
      await refused(absolute, REFUSED.outsideRoot('/etc/passwd'));
      const deeper = await rezip(source, (entries) => entries.set('uploads/zz/x', Buffer.from('x')), {
        'uploads/zz/x': 'uploads/../x',
      });
      await refused(deeper, REFUSED.outsideRoot('uploads/../x'));
      const stranger = await rezip(source, (entries) => entries.set('notlar.txt', Buffer.from('x')));
      await refused(stranger, REFUSED.unexpected('notlar.txt'));
    });

    it('an unknown format version, a newer migration, no manifest, not a zip', async () => {
      const edit = (change: (manifest: Manifest) => void) =>
        rezip(source, (entries) => {
          const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
          change(manifest);
          entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
        });
      await refused(
        await edit((manifest) => (manifest.formatVersion = 2)),
        'Yedek reddedildi: biçim sürümü 2 bilinmiyor; bu sürüm yalnızca 1. biçimi okuyabilir.',
      );
      await refused(
        await edit((manifest) => (manifest.migration = 'Future9999999999999')),
        'Yedek reddedildi: bu uygulamanın bilmediği daha yeni bir şemadan (Future9999999999999) alınmış; önce uygulamayı güncelleyin.',
      );
      await refused(await rezip(source, (entries) => entries.delete('manifest.json')), REFUSED.noManifest);
      const text = path.join(work, 'not-a-zip.zip');
      fs.writeFileSync(text, 'merhaba');
      await refused(text, `Yedek okunamadı: ${text} geçerli bir zip dosyası değil.`);
    });

    it('a checksum that differs, in a data file or an upload', async () => {
      const data = await rezip(source, (entries) => {
        const posts = entries.get('data/blog_posts.jsonl')!.toString();
        entries.set('data/blog_posts.jsonl', Buffer.from(posts.replace('İkinci sürüm', 'Başka sürüm')));
      });
      await refused(
        data,
        'Yedek reddedildi: "data/blog_posts.jsonl" girdisinin sha256 özeti manifest.json\'dakiyle uyuşmuyor; dosya bozulmuş ya da değiştirilmiş.',
      );
      const upload = await rezip(source, (entries) => {
        const name = [...entries.keys()].find((entry) => entry.startsWith('uploads/cv-'))!;
        entries.set(name, Buffer.concat([entries.get(name)!, Buffer.from(' ')]));
      });
      const cv = [...(await entriesOf(upload)).keys()].find((entry) => entry.startsWith('uploads/cv-'))!;
      await refused(upload, REFUSED.checksum(cv));
    });

    it('a damaged archive: a byte changed in the middle', async () => {
      const bytes = fs.readFileSync(source);
      for (const at of [0.3, 0.5, 0.7]) {
        const damaged = Buffer.from(bytes);
        const i = Math.floor(damaged.length * at);
        damaged[i] = damaged[i]! ^ 0xff;
        const file = zipPath();
        fs.writeFileSync(file, damaged);
        // Whichever entry the byte fell in: its data, the manifest or the zip's directory.
        await expect(restore(target.dataSource, file, { replace: true })).rejects.toThrow(
          /^Yedek (reddedildi|okunamadı)/,
        );
        expect(await everything(target.dataSource)).toEqual(before);
      }
    });

    it('a failure while inserting rows, and one while reading the uploads: rolled back', async () => {
      const failAt = (prefix: string) => (entry: string) => {
        if (entry.startsWith(prefix)) throw new Error(`test: failed at ${entry}`);
      };
      await refused(source, 'test: failed at data/blog_revisions.jsonl', {
        replace: true,
        onProgress: failAt('data/blog_revisions'),
      });
      await refused(source, 'test: failed at uploads/', { replace: true, onProgress: failAt('uploads/') });
    });

    it('the command line says why, in Turkish, and exits 1', async () => {
      const slip = await rezip(source, (entries) => entries.set('zz/evil.txt', Buffer.from('x')), {
        'zz/evil.txt': '../evil.txt',
      });
      const result = await runScript('src/cli/restore.ts', [slip], {
        DATA_DIR: fs.mkdtempSync(path.join(work, 'cli-')),
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(REFUSED.outsideRoot('../evil.txt'));
    });

    it('--replace puts the archive in place of what was there', async () => {
      const other = await openTestDatabase();
      try {
        await restore(other.dataSource, source);
        await other.dataSource.query("UPDATE blog_posts SET title = 'Değişti'");
        await restore(other.dataSource, source, { replace: true });
        expect(await everything(other.dataSource)).toEqual(before);
      } finally {
        await other.drop();
      }
    });
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

      await restore(shared.dataSources[0]!, source, { replace: true });
      expect(await titles()).toEqual(['Işık, gölge ve renk']);
      const about = await fetch(`${gateway.url}/api/about`);
      expect(((await about.json()) as { data: { name: string } }).data.name).toBe(aboutInput().name);
    } finally {
      await gateway.close();
      await shared.drop();
    }
  });
});
