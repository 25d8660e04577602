import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { modules } from '../../modules';
import { backupPlan, contentTables, type Manifest } from './archive';
import { writeBackup } from './backup';
import { restoreBackup, type RestoreOptions } from './restore';
import type { User } from '../auth/user.entity';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { aboutInput } from '../../../test/support/content';
import { minimalPdf, pdfFile } from '../../../test/support/files';
import { postGraphQLUpload } from '../../../test/support/multipart';
import { testFiles, upload } from '../../../test/support/services';
import { snapshot } from '../../../test/support/snapshot';
import { totp } from '../../../test/support/totp';

/**
 * What the backup suites (backup-and-restore-round-trips, backup-download-and-encryption,
 * backup-restore-refusals) share: a site with content of every kind and its archive, and the
 * helpers that read, edit, write and restore archives.
 */

/** A folder for the archives of one test file, removed after it. */

export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let zips = 0;
export const zipPath = () => path.join(work, `yedek-${++zips}.zip`);

/** Every entry of a zip and its bytes. */
export async function entriesOf(file: string): Promise<Map<string, Buffer>> {
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

export const manifestOf = async (file: string) =>
  JSON.parse((await entriesOf(file)).get('manifest.json')!.toString()) as Manifest;

/**
 * A copy of a zip with its entries edited; `rename` then rewrites names in the bytes, which yazl
 * would refuse to write (`../x`): a placeholder of the same length is written and replaced.
 */
export async function rezip(
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

export async function backup(dataSource: DataSource): Promise<string> {
  const file = zipPath();
  await writeBackup(dataSource, modules, fs.createWriteStream(file));
  return file;
}

export const restore = (dataSource: DataSource, file: string, options: RestoreOptions = {}) =>
  restoreBackup(dataSource, file, { modules, ...options });

/** What must be the same after any round trip: every data file's and upload's hash, every count. */
export async function content(file: string) {
  const { files, rows } = await manifestOf(file);
  return { files, rows };
}

/** Every row of every table a backup carries (the stored files' bytes too). */
export const everything = (dataSource: DataSource) =>
  snapshot(
    dataSource,
    contentTables(dataSource, backupPlan(modules)).map((table) => table.tableName),
  );

/** An owner with two-factor sign-in on: its session, its password, its secret and recovery codes. */
export type Secured = { token: string; password: string; user: User; secret?: string; recoveryCodes?: string[] };

/**
 * A gateway over a site with content of every kind (posts with versions, former slugs, a draft and
 * a scheduled one, About, a CV, contact details, links, a message, a photo, a failed sign-in, an
 * owner with two-factor sign-in on) and the archive of it, `source`.
 */
export async function seededSite(): Promise<{ app: TestApp; admin: string; source: string; secured: Secured }> {
  const { app, token: admin } = await startAdminApp();
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
  // With its English version and an experience's (issue 50): their columns round trip too.
  const about = aboutInput();
  await gql('mutation($input: AboutInput!) { updateAbout(input: $input) { name } }', {
    input: {
      ...about,
      english: { name: about.name, title: 'Developer', description: 'Hello.' },
      experiences: (about.experiences as object[]).map((experience) => ({
        ...experience,
        english: { title: 'Developer', period: '2020 - present', description: 'Work.' },
      })),
    },
  });
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
  const secured: Secured = await app.signIn('admin', 'iki-adim@ornek.com');
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
  const source = await backup(app.dataSource);
  return { app, admin, source, secured };
}
