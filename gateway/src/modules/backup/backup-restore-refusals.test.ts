import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { modules } from '../../modules';
import { backupPlan, contentTables, isTwoFactorTable, REFUSED, type Manifest } from './archive';
import { type RestoreOptions } from './restore';
import { createUser } from '../auth/users.service';
import { type TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { runScript } from '../../../test/support/process';
import { createHash, randomBytes } from 'node:crypto';
import { ZipFile } from 'yazl';
import { entriesOf, everything, restore, rezip, seededSite, work, zipPath } from './backup.kit';

/**
 * A restore refuses (in Turkish, and from the command line with exit 1) or fails with the target
 * as it was: a target with content, entries outside the root, unknown versions, checksums, damage,
 * zip bombs, failures part-way, accounts it would replace.
 */

describe(`backup and restore (${testDb})`, () => {
  let app: TestApp;
  let source: string;

  beforeAll(async () => ({ app, source } = await seededSite()));
  afterAll(() => app.close());

  it('a target whose gateway has only made its fediverse keys is empty: the restore goes on', async () => {
    const target = await openTestDatabase();
    try {
      // A site started (its gateway made the actor's keys), then restored from a plain archive.
      await target.dataSource.query(
        'INSERT INTO fediverse_keys (type, privateKey, publicKey, createdAt) VALUES (?, ?, ?, ?)',
        ['Ed25519', '{}', '{}', '2026-11-29 10:00:00.000'],
      );
      await expect(restore(target.dataSource, source)).resolves.toBeDefined();
      expect(await target.dataSource.query('SELECT 1 AS one FROM blog_posts LIMIT 1')).toHaveLength(1);
    } finally {
      await target.drop();
    }
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
      const plan = backupPlan(modules);
      const filled = contentTables(target.dataSource, plan)
        .filter((table) => !isTwoFactorTable(plan, table))
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

    it.each([
      ['its time', 11],
      ['its date', 13],
      ['its compression method', 8],
      ['a letter of its name', 32],
      ['its CRC-32, which its data descriptor holds', 14],
      ["its data descriptor's CRC-32", -1],
    ])(
      "an entry's local header or data descriptor that differs from the zip's directory (%s): refused",
      async (_what, offset) => {
        // yauzl reads the directory, of a local header only its lengths, and no data descriptor: the rest must agree.
        const bytes = fs.readFileSync(source);
        const header = bytes.indexOf(Buffer.from('data/', 'latin1')) - 30; // the first data entry's local header
        expect(bytes.readUInt32LE(header)).toBe(0x04034b50);
        // -1: its data descriptor (signature, CRC-32, sizes: 16 bytes), just before the next local header.
        const descriptor = bytes.indexOf(Buffer.from('PK\x03\x04', 'latin1'), header + 4) - 16;
        expect(bytes.readUInt32LE(descriptor)).toBe(0x08074b50);
        const at = offset >= 0 ? header + offset : descriptor + 4;
        const damaged = Buffer.from(bytes);
        damaged[at] = damaged[at]! ^ 0x01;
        const file = zipPath();
        fs.writeFileSync(file, damaged);
        await expect(restore(target.dataSource, file, { replace: true })).rejects.toThrow(/^Yedek reddedildi: "data\//);
        expect(await everything(target.dataSource)).toEqual(before);
      },
    );

    it("a damaged manifest that still parses (a key's letter changed): refused by the zip's CRC-32", async () => {
      // The manifest stored as it is, so that a letter of it can be changed in the zip's bytes.
      const zip = new ZipFile();
      for (const [name, bytes] of await entriesOf(source))
        zip.addBuffer(bytes, name, { compress: name !== 'manifest.json' });
      zip.end();
      const parts: Buffer[] = [];
      for await (const chunk of zip.outputStream) parts.push(chunk as Buffer);
      const raw = Buffer.concat(parts).toString('latin1');
      expect(raw.split('"twoFactor"')).toHaveLength(2);
      const file = zipPath();
      fs.writeFileSync(file, Buffer.from(raw.replace('"twoFactor"', '"twoFactoR"'), 'latin1'));
      await expect(restore(target.dataSource, file, { replace: true })).rejects.toThrow(
        REFUSED.corrupt('manifest.json'),
      );
      expect(await everything(target.dataSource)).toEqual(before);
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
});
