import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { About } from '../src/modules/about/about.entity';
import { Experience } from '../src/modules/about/experience.entity';
import { User } from '../src/modules/auth/user.entity';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { BlogSlug } from '../src/modules/blog/blog-slug.entity';
import { Locale } from '../src/core/locale';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Settings, SocialLink } from '../src/modules/settings/settings.entity';
import { openTestDatabase, testDb } from './support/db';

const TURKISH = 'İstanbul’da ılık bir sabah: şeker, ğ, ü, ö, ç, İ, ı — ve bir emoji 🚀';

describe(`entities (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  /** The About page's one row, with `fields` over a minimal page. */
  const saveAbout = (fields: Partial<About>) => {
    const abouts = dataSource.getRepository(About);
    const page = { name: 'n', title: 't', description: 'd', technologies: [], cvFile: null, experiences: [] };
    return abouts.save(abouts.create({ ...page, ...fields, id: About.ID }));
  };

  function storedFile(name: string, bytes: Buffer): StoredFile {
    return dataSource.getRepository(StoredFile).create({
      name,
      mediaType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  }

  it('keep a blog post far beyond 64 KB, Turkish text, tags and millisecond dates', async () => {
    const posts = dataSource.getRepository(BlogPost);
    const content = `<p>${TURKISH}</p>`.repeat(4000); // ~ 400 KB
    expect(Buffer.byteLength(content)).toBeGreaterThan(300_000);
    const publishDate = new Date('2026-03-04T05:06:07.891Z');
    const saved = await posts.save(
      posts.create({
        title: TURKISH,
        slug: 'istanbulda',
        shortDescription: 'kısa',
        content,
        tags: ['TypeScript', 'Türkçe'],
        publishDate,
      }),
    );
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const loaded = await posts.findOneByOrFail({ id: saved.id });
    expect(loaded.content).toBe(content);
    expect(loaded.title).toBe(TURKISH);
    expect(loaded.tags).toEqual(['TypeScript', 'Türkçe']);
    expect(loaded.publishDate.toISOString()).toBe(publishDate.toISOString());
    expect(loaded.viewCount).toBe(0);
    expect(loaded.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('default the publish date to the creation time and list newest first by it', async () => {
    const posts = dataSource.getRepository(BlogPost);
    const older = await posts.save(
      posts.create({
        title: 'eski',
        slug: 'eski',
        shortDescription: 'a',
        content: '',
        tags: [],
        publishDate: new Date('2020-01-01'),
      }),
    );
    const fresh = await posts.save(
      posts.create({ title: 'yeni', slug: 'yeni', shortDescription: 'b', content: '', tags: [] }),
    );
    expect(fresh.publishDate.getTime()).toBe(fresh.createdAt.getTime());
    const order = await posts.find({ select: { id: true }, order: { publishDate: 'DESC' } });
    expect(order.map((post) => post.id).indexOf(fresh.id)).toBeLessThan(order.map((p) => p.id).indexOf(older.id));
  });

  it("keep each slug a single post's: unique current slugs, a history unique across posts, freed with its post", async () => {
    const posts = dataSource.getRepository(BlogPost);
    const slugs = dataSource.getRepository(BlogSlug);
    const post = (slug: string) => posts.create({ title: 't', slug, shortDescription: 's', content: '', tags: [] });
    const first = await posts.save(post('ilk'));
    const second = await posts.save(post('ikinci'));
    await expect(posts.save(post('ilk'))).rejects.toThrow();

    const tr = Locale.TR;
    await slugs.insert([
      { slug: 'ilk', locale: tr, postId: first.id },
      { slug: 'ilk-eski', locale: tr, postId: first.id },
      { slug: 'ikinci', locale: tr, postId: second.id },
    ]);
    await expect(slugs.insert({ slug: 'ilk-eski', locale: tr, postId: second.id })).rejects.toThrow();
    await expect(slugs.insert({ slug: 'sahipsiz', locale: tr, postId: randomUUID() })).rejects.toThrow();
    // A slug is a language's: the English history may hold the same word for another post (issue 50).
    await slugs.insert({ slug: 'ilk-eski', locale: Locale.EN, postId: second.id });
    await slugs.delete({ slug: 'ilk-eski', locale: Locale.EN });

    await posts.delete({ id: first.id });
    expect(
      (await slugs.find({ order: { slug: 'ASC' } })).map(({ slug, locale, postId }) => ({ slug, locale, postId })),
    ).toEqual([{ slug: 'ikinci', locale: 'tr', postId: second.id }]);
    await posts.delete({ id: second.id });
    expect(await slugs.count()).toBe(0);
  });

  it('keep the About page with its experiences in order; deleting it removes them', async () => {
    const abouts = dataSource.getRepository(About);
    await saveAbout({
      name: 'Ada',
      title: 'Geliştirici',
      description: 'satır 1\nsatır 2',
      technologies: ['TypeScript', 'SQL'],
      experiences: ['C', 'A', 'B'].map((company, position) =>
        dataSource
          .getRepository(Experience)
          .create({ position, title: 't', company, period: '2020 - Devam ediyor', description: 'd' }),
      ),
    });
    const about = await abouts.findOneOrFail({
      where: { id: About.ID },
      relations: { experiences: true },
      order: { experiences: { position: 'ASC' } },
    });
    expect(about.description).toBe('satır 1\nsatır 2');
    expect(about.technologies).toEqual(['TypeScript', 'SQL']);
    expect(about.experiences.map((experience) => experience.company)).toEqual(['C', 'A', 'B']);

    await abouts.delete(About.ID);
    expect(await dataSource.getRepository(Experience).count()).toBe(0);
  });

  it('store file bytes exactly, leave them out of ordinary reads, and clear a CV whose file is deleted', async () => {
    const bytes = Buffer.from([
      0x25,
      0x50,
      0x44,
      0x46,
      0x2d,
      0x00,
      0xff,
      0x00,
      ...Array.from({ length: 70_000 }, (_, i) => i % 256),
    ]);
    const files = dataSource.getRepository(StoredFile);
    await files.save(storedFile('cv-1.pdf', bytes));

    const light = await files.findOneByOrFail({ name: 'cv-1.pdf' });
    expect(light.bytes).toBeUndefined();
    expect(light.size).toBe(bytes.length);
    const full = await files
      .createQueryBuilder('file')
      .addSelect('file.bytes')
      .where('file.name = :name', { name: 'cv-1.pdf' })
      .getOneOrFail();
    expect(Buffer.compare(full.bytes, bytes)).toBe(0);

    const abouts = dataSource.getRepository(About);
    await saveAbout({ cvFile: 'cv-1.pdf' });
    await files.delete({ name: 'cv-1.pdf' });
    expect((await abouts.findOneByOrFail({ id: About.ID })).cvFile).toBeNull();
  });

  it('refuse a second file with the same name and a second user with the same email', async () => {
    const files = dataSource.getRepository(StoredFile);
    await files.save(storedFile('same.png', Buffer.from('a')));
    await expect(files.save(storedFile('same.png', Buffer.from('b')))).rejects.toThrow();

    const users = dataSource.getRepository(User);
    await users.save(users.create({ email: 'a@example.com', passwordHash: 'h', username: null }));
    await expect(
      users.save(users.create({ email: 'a@example.com', passwordHash: 'h', username: null })),
    ).rejects.toThrow();
    const user = await users.findOneByOrFail({ email: 'a@example.com' });
    expect(user).toMatchObject({ role: 'user', tokenVersion: 0, username: null });
    expect(user.passwordHash).toBeUndefined(); // never loaded unless asked for
  });

  it('keep contact messages, settings and social links', async () => {
    const messages = dataSource.getRepository(ContactMessage);
    const message = await messages.save(messages.create({ name: 'Ayşe', email: 'ayse@example.com', message: TURKISH }));
    expect((await messages.findOneByOrFail({ id: message.id })).message).toBe(TURKISH);

    const settings = dataSource.getRepository(Settings);
    await settings.save(
      settings.create({ id: Settings.ID, contactInfo: { email: 'a@b.co', location: 'Kadıköy\nİstanbul' } }),
    );
    expect((await settings.findOneByOrFail({ id: Settings.ID })).contactInfo).toEqual({
      email: 'a@b.co',
      location: 'Kadıköy\nİstanbul',
    });

    const links = dataSource.getRepository(SocialLink);
    await links.save(links.create({ platform: 'github', url: 'https://github.com/ada' }));
    expect(await links.findOneByOrFail({ platform: 'github' })).toEqual({
      platform: 'github',
      url: 'https://github.com/ada',
      isActive: true,
    });
  });
});
