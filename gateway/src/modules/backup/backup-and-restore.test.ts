import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { modules } from '../../modules';
import { backupPlan, contentTables, REFUSED, type Manifest } from './archive';
import { writeBackup } from './backup';
import { restoreBackup, type RestoreOptions } from './restore';
import { User } from '../auth/user.entity';
import { createUser } from '../auth/users.service';
import { serveTestApp, startAdminApp, type TestApp } from '../../../test/support/app';
import { aboutInput } from '../../../test/support/content';
import { connectEmpty, openSharedDatabase, openTestDatabase, testDb } from '../../../test/support/db';
import { minimalPdf, pdfFile } from '../../../test/support/files';
import { postGraphQLUpload } from '../../../test/support/multipart';
import { runScript } from '../../../test/support/process';
import { testFiles, upload } from '../../../test/support/services';
import { snapshot } from '../../../test/support/snapshot';
import { Writable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { StoredFile } from '../files/stored-file.entity';
import { totp } from '../../../test/support/totp';

/**
 * One-file backup and restore (issue 24): `npm run backup` / POST /api/backup write one zip; `npm
 * run restore` puts it into a database of either dialect, in one transaction, or refuses with the
 * target as it was. The command line runs on SQLite, so on the mysql project a round trip goes
 * MariaDB → zip → SQLite → zip → MariaDB, and every data file and upload must keep its bytes.
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
  await writeBackup(dataSource, modules, fs.createWriteStream(file));
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
    contentTables(dataSource, backupPlan(modules)).map((table) => table.tableName),
  );

describe(`backup and restore (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let source: string;
  let secured: { token: string; password: string; user: User; secret?: string; recoveryCodes?: string[] };

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
    // An owner with two-factor sign-in on: its secret and recovery codes travel only encrypted.
    secured = await app.signIn('admin', 'iki-adim@ornek.com');
    const setup = await app.gql<{ setupTwoFactor: { secret: string } }>(
      'mutation { setupTwoFactor { secret } }',
      {},
      { token: secured.token },
    );
    secured.secret = setup.data!.setupTwoFactor.secret;
    const enabled = await app.gql<{ enableTwoFactor: { recoveryCodes: string[] } }>(
      'mutation($code: String!) { enableTwoFactor(code: $code) { recoveryCodes } }',
      { code: totp(secured.secret) },
      { token: secured.token },
    );
    secured.recoveryCodes = enabled.data!.enableTwoFactor.recoveryCodes;
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
    const tables = contentTables(app.dataSource, backupPlan(modules)).map((table) => table.tableName);
    expect(tables).not.toContain('rate_limits');
    expect(tables).not.toContain('content_changes');
    // Without a passphrase, no two-factor state: neither the recovery codes nor the secret columns.
    expect(Object.keys(manifest.rows).sort()).toEqual(tables.filter((table) => table !== 'recovery_codes').sort());
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

  /** POST /api/backup as the admin panel sends it: JSON, the session's token as a bearer (or `headers`). */
  const download = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/backup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const refusal = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    body: (await response.json()) as unknown,
  });
  const refused = (status: number, message: string) => ({
    status,
    type: 'application/json; charset=utf-8',
    disposition: null,
    body: { success: false, message },
  });
  const saved = async (response: Response) => {
    const file = zipPath();
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return file;
  };

  it('GET /api/backup hands nothing over for a session alone, however valid (issue 42.3)', async () => {
    const sessions: Array<Record<string, string>> = [
      { authorization: `Bearer ${admin}` },
      { cookie: `session=${admin}` },
    ];
    for (const headers of sessions) {
      const response = await fetch(`${app.url}/api/backup`, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('POST /api/backup: the admin, with the password again (in the body), gets the same archive as the command line', async () => {
    const { password } = { password: 'test-password' };
    expect(await refusal(await download({ password }))).toEqual(refused(401, 'Oturum açmanız gerekiyor.'));
    expect(await refusal(await download({ password }, (await app.signIn('user')).token))).toEqual(
      refused(403, 'Bu işlem için admin yetkisi gereklidir.'),
    );
    expect(await refusal(await download({ password }, 'not-a-token'))).toEqual(
      refused(401, 'Oturum açmanız gerekiyor.'),
    );
    // The session alone, or the password anywhere but the body: nothing.
    expect(await refusal(await download({}, admin))).toEqual(refused(400, 'Şifre alanı zorunludur'));
    const inUrl = await fetch(`${app.url}/api/backup?password=${password}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await refusal(inUrl)).toEqual(refused(400, 'Şifre alanı zorunludur'));
    expect(await refusal(await download({ password, token: admin }, admin))).toEqual(
      refused(400, 'Bilinmeyen alan: token.'),
    );
    expect(await refusal(await download({ password: 42 }, admin))).toEqual(
      refused(400, 'password alanı metin olmalıdır.'),
    );
    expect(await refusal(await download([password], admin))).toEqual(
      refused(400, 'İstek gövdesi bir JSON nesnesi olmalıdır: { "password": "…" }.'),
    );
    expect(await refusal(await download({ password: 'yanlis-sifre' }, admin))).toEqual(refused(401, 'Giriş başarısız'));

    const before = await backup(app.dataSource);
    const ways: Array<[string | undefined, Record<string, string>]> = [
      [admin, {}],
      [undefined, { cookie: `session=${admin}` }],
    ];
    for (const [token, headers] of ways) {
      const response = await download({ password }, token, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const downloaded = await saved(response);
      expect(await content(downloaded)).toEqual(await content(before));
      expect((await manifestOf(downloaded)).twoFactor).toBe(false);
    }
    // Made as it is sent: no temporary file.
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('yedek-') && !name.endsWith('.zip'))).toEqual(
      [],
    );
  });

  it('POST /api/backup is in /api/openapi.json, from its declaration', async () => {
    const openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody: unknown; responses: Record<string, unknown> }>>;
    };
    const operation = openApi.paths['/api/backup']!.post!;
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              password: { type: 'string' },
              code: { type: ['string', 'null'] },
              passphrase: { type: ['string', 'null'] },
            },
            required: ['password'],
          },
        },
      },
    });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403', '413', '429', '500']);
    expect(openApi.paths['/api/backup']!.get).toBeUndefined();
  });

  it("a wrong password counts as sign-in's does: the account is blocked from the address, the right one too, nothing downloaded", async () => {
    const other = await app.signIn('admin');
    for (let i = 0; i < 5; i++)
      expect(await refusal(await download({ password: `yanlis-${i}` }, other.token))).toEqual(
        refused(401, 'Giriş başarısız'),
      );
    const blocked = await download({ password: other.password }, other.token);
    expect(blocked.headers.get('retry-after')).toBe('600');
    expect(await refusal(blocked)).toEqual(
      refused(429, 'Çok fazla başarısız giriş denemesi. Lütfen 10 dakika sonra tekrar deneyin.'),
    );
    // The same counters as sign-in's: the account's sign-in from this address is blocked too.
    const login = await app.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: other.user.email,
      p: other.password,
    });
    expect(login.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('with two-factor sign-in on, the code is asked too; the archive carries neither the secret nor the recovery codes', async () => {
    const { token, password } = secured;
    expect(await refusal(await download({ password }, token))).toEqual(
      refused(
        401,
        'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
      ),
    );
    expect(await refusal(await download({ password, code: '000000' }, token))).toEqual(
      refused(401, 'Doğrulama kodu geçersiz.'),
    );
    expect(await refusal(await download({ password: 'yanlis-sifre', code: totp(secured.secret!) }, token))).toEqual(
      refused(401, 'Giriş başarısız'),
    );
    // The next step's code (the current one was spent turning it on): within the window, never used.
    const response = await download({ password, code: totp(secured.secret!, Date.now() + 30_000) }, token);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.includes(secured.secret!)).toBe(false);
    const file = zipPath();
    fs.writeFileSync(file, bytes);
    const entries = await entriesOf(file);
    expect(entries.has('data/recovery_codes.jsonl')).toBe(false);
    expect(entries.get('data/users.jsonl')!.toString()).not.toMatch(/totp|twoFactor/);

    // Restored (by the command line, on SQLite): two-factor sign-in is off, and the restore says so.
    const dataDir = fs.mkdtempSync(path.join(work, 'iki-adim-'));
    const restored = await runScript('src/cli/restore.ts', [file], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(
      'İki adımlı doğrulama geri gelmedi (yedek parolasız alınmıştı: anahtarlar ve kurtarma kodları içinde değildi): hesaplarda kapalı; yönetim panelinin Güvenlik sayfasından yeniden kurun.',
    );
  }, 120_000);

  it('with a passphrase: an age file that carries the two-factor state, which a restore asks the passphrase for and brings back', async () => {
    const { token, password, recoveryCodes } = secured;
    const passphrase = 'uzun ve gizli bir yedek parolası';
    expect(await refusal(await download({ password, code: recoveryCodes![0], passphrase: 'kısa' }, token))).toEqual(
      refused(400, 'Yedek parolası en az 12 karakter olmalıdır'),
    );
    const response = await download({ password, code: recoveryCodes![1], passphrase }, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="yedek-[\dTZ-]+\.zip\.age"$/);
    const file = await saved(response);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(secured.secret!)).toBe(false);

    const target = await openTestDatabase();
    try {
      await expect(restore(target.dataSource, file)).rejects.toThrow(REFUSED.encrypted);
      await expect(restore(target.dataSource, file, { passphrase: 'yanlış parola yanlış' })).rejects.toThrow(
        REFUSED.passphrase,
      );
      expect(await target.dataSource.query('SELECT id FROM users')).toEqual([]);
      const manifest = await restore(target.dataSource, file, { passphrase });
      expect(manifest.twoFactor).toBe(true);
      const back = await target.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.totpSecret')
        .where({ id: secured.user.id })
        .getOneOrFail();
      expect([back.twoFactorEnabled, back.totpSecret]).toEqual([true, secured.secret]);
      // One used, by this download: the refused request before it was refused before its code was tried.
      const codes = await target.dataSource.query('SELECT usedAt FROM recovery_codes WHERE userId = ?', [back.id]);
      expect(codes.filter((code: { usedAt: unknown }) => code.usedAt === null)).toHaveLength(9);
    } finally {
      await target.drop();
    }
    // The command line reads the passphrase from BACKUP_PASSPHRASE (or standard input) and says what came back.
    const ways: Array<{ env: Record<string, string>; stdin: string }> = [
      { env: { BACKUP_PASSPHRASE: passphrase }, stdin: '' },
      { env: {}, stdin: `${passphrase}\n` },
    ];
    let dataDir = '';
    for (const given of ways) {
      dataDir = fs.mkdtempSync(path.join(work, 'sifreli-'));
      const restored = await runScript('src/cli/restore.ts', [file], { DATA_DIR: dataDir, ...given.env }, given.stdin);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain('İki adımlı doğrulama anahtarları ve kurtarma kodları yedekle geri geldi.');
      expect(restored.code).toBe(0);
    }
    // `npm run backup -- --encrypt` follows the same rule: the keys only with a passphrase, encrypted.
    const short = await runScript('src/cli/backup.ts', [zipPath(), '--encrypt'], {
      DATA_DIR: dataDir,
      BACKUP_PASSPHRASE: 'kısa',
    });
    expect([short.code, short.stderr.trim()]).toEqual([1, 'Yedek parolası en az 12 karakter olmalıdır']);
    const again = `${zipPath()}.age`;
    const encrypted = await runScript('src/cli/backup.ts', [again, '--encrypt'], {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(encrypted.stdout).toContain(
      'Yedek parolayla şifrelendi; iki adımlı doğrulama anahtarları ve kurtarma kodları içinde.',
    );
    expect(encrypted.code).toBe(0);
    expect(fs.readFileSync(again).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    const fresh = await openTestDatabase();
    try {
      await restore(fresh.dataSource, again, { passphrase });
      const [row] = await fresh.dataSource.query('SELECT twoFactorEnabledAt FROM users WHERE id = ?', [
        secured.user.id,
      ]);
      expect(row.twoFactorEnabledAt).not.toBeNull();
    } finally {
      await fresh.drop();
    }
  }, 180_000);

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
      const filled = contentTables(target.dataSource, backupPlan(modules))
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

    /** The source with one entry's bytes replaced, and the manifest's sha256 of it to match (as a crafted archive would). */
    const crafted = (pick: (name: string) => boolean, bytes: (old: Buffer) => Buffer) =>
      rezip(source, (entries) => {
        const name = [...entries.keys()].find(pick)!;
        const replaced = bytes(entries.get(name)!);
        entries.set(name, replaced);
        const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
        manifest.files[name] = createHash('sha256').update(replaced).digest('hex');
        entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
      });

    it('a zip bomb, a file larger than any upload, a row longer than any: refused before anything is written (issue 42.7)', async () => {
      const cv = (name: string) => name.startsWith('uploads/cv-');
      const cvName = [...(await entriesOf(source)).keys()].find(cv)!;
      // 8 MiB of zeros pack into a few KiB: refused from the zip's directory, before it is unpacked.
      const bomb = await crafted(cv, () => Buffer.alloc(8 << 20));
      await refused(bomb, REFUSED.ratio(cvName));
      expect(REFUSED.ratio(cvName)).toBe(
        `Yedek reddedildi: "${cvName}" girdisi 200 katından fazla sıkıştırılmış; bu bir yedek değil, bir zip bombası olabilir.`,
      );
      // 40 MiB that do not pack: more than the largest upload the site takes.
      await refused(await crafted(cv, () => randomBytes(40 << 20)), REFUSED.tooLarge(cvName, 40 << 20, 32 << 20));
      // A row of 20 MiB (text that does not pack, and no newline): refused as it is read, before the transaction.
      const long = await crafted(
        (name) => name === 'data/blog_posts.jsonl',
        (old) => Buffer.concat([old, Buffer.from(randomBytes(15 << 20).toString('base64'))]),
      );
      await refused(long, REFUSED.line('data/blog_posts.jsonl'));
      // One line from the command line, exit 1.
      const result = await runScript('src/cli/restore.ts', [bomb], {
        DATA_DIR: fs.mkdtempSync(path.join(work, 'bomba-')),
      });
      expect([result.code, result.stderr.trim()]).toEqual([1, REFUSED.ratio(cvName)]);
    }, 120_000);

    it('a failure while inserting rows, and one while reading the uploads: rolled back', async () => {
      const failAt = (prefix: string) => (entry: string) => {
        if (entry.startsWith(prefix)) throw new Error(`test: failed at ${entry}`);
      };
      await refused(source, 'test: failed at data/revisions.jsonl', {
        replace: true,
        onProgress: failAt('data/revisions'),
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

    it('warns before an archive replaces the accounts: what would change, and --replace-accounts to go on (issue 42.7)', async () => {
      const other = await openTestDatabase();
      try {
        await restore(other.dataSource, source);
        // The same site's archive again: the same accounts, nothing to ask.
        await restore(other.dataSource, source, { replace: true });
        // Since the archive: a password changed, an account made.
        await other.dataSource.query("UPDATE users SET passwordHash = 'yeni' WHERE email = 'iki-adim@ornek.com'");
        await createUser(other.dataSource, { email: 'sonra@ornek.com', password: 'test-password', role: 'admin' });
        const now = await everything(other.dataSource);
        const message = REFUSED.accounts(['iki-adim@ornek.com: şifresi yedektekine döner', 'sonra@ornek.com silinir']);
        expect(message).toBe(
          'Yedek hesapları değiştirecek: iki-adim@ornek.com: şifresi yedektekine döner; sonra@ornek.com silinir. Bu hesaplarla devam etmek için --replace-accounts verin.',
        );
        await expect(restore(other.dataSource, source, { replace: true })).rejects.toThrow(message);
        expect(await everything(other.dataSource)).toEqual(now);
        await restore(other.dataSource, source, { replace: true, replaceAccounts: true });
        expect(await everything(other.dataSource)).toEqual(before);
      } finally {
        await other.drop();
      }
      // The command line says it in one line, and goes on with --replace-accounts.
      const dataDir = fs.mkdtempSync(path.join(work, 'hesaplar-'));
      expect((await runScript('src/cli/restore.ts', [source], { DATA_DIR: dataDir })).code).toBe(0);
      const made = await runScript(
        'src/cli/user.ts',
        ['create', '--email', 'sonra@ornek.com', '--password', 'test-password', '--role', 'admin'],
        { DATA_DIR: dataDir },
      );
      expect(made.code).toBe(0);
      const warned = await runScript('src/cli/restore.ts', [source, '--replace'], { DATA_DIR: dataDir });
      expect([warned.code, warned.stderr.trim()]).toEqual([1, REFUSED.accounts(['sonra@ornek.com silinir'])]);
      const replaced = await runScript('src/cli/restore.ts', [source, '--replace', '--replace-accounts'], {
        DATA_DIR: dataDir,
      });
      expect([replaced.code, replaced.stderr]).toEqual([0, '']);
    }, 180_000);

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
