import type { DataSource } from 'typeorm';
import { seedDemo } from '../src/seed';
import { About } from '../src/modules/about/about.entity';
import { createUser } from '../src/modules/auth/users.service';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { BlogSlug } from '../src/modules/blog/blog-slug.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Project, ProjectSlug, ProjectStatus, ProjectTechnology } from '../src/modules/projects/project.entity';
import { Settings, SocialLink } from '../src/modules/settings/settings.entity';
import { captureLog, openTestDatabase, testDb } from './support/db';

describe(`demo content (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ dataSource, drop } = await openTestDatabase());
  });
  afterEach(() => drop());

  it('fills a brand-new database with a Turkish demo (accounts do not count as content)', async () => {
    await createUser(dataSource, { email: 'admin@example.com', password: '12345678', role: 'admin' });
    expect(await seedDemo(dataSource, captureLog().log)).toBe(true);

    const about = await dataSource.getRepository(About).findOneOrFail({
      where: { id: About.ID },
      relations: { experiences: true },
      order: { experiences: { position: 'ASC' } },
    });
    expect(about.name).toBe('Deniz Yılmaz');
    expect(about.experiences).toHaveLength(3);
    expect(about.experiences.map((experience) => experience.position)).toEqual([0, 1, 2]);
    expect(about.technologies.length).toBeGreaterThanOrEqual(12);

    const posts = await dataSource.getRepository(BlogPost).find({ order: { publishDate: 'DESC' } });
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.content).toMatch(/<h2 id="[a-z0-9-]+">.*<\/h2>/s);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post.content).toMatch(/<(ul|ol|pre|blockquote)>/);
      expect(post.shortDescription.length).toBeLessThanOrEqual(200);
      expect(post.tags.length).toBeGreaterThan(0);
    }
    expect(posts[0]!.publishDate.getTime()).toBeGreaterThan(posts[2]!.publishDate.getTime());
    // Slugs as a create makes them, each in the slug history.
    expect(posts.map((post) => post.slug)).toEqual([
      'typescript-ile-guvenli-api-tasarimi',
      'reactte-erisilebilirlik-kucuk-adimlar-buyuk-fark',
      'kendi-sunucunda-blog-neden-ve-nasil',
    ]);
    const history = await dataSource.getRepository(BlogSlug).find();
    expect(Object.fromEntries(history.map(({ slug, locale, postId }) => [`${locale} ${slug}`, postId]))).toEqual(
      Object.fromEntries(
        posts.flatMap(({ slug, enSlug, id }) => [[`tr ${slug}`, id], ...(enSlug ? [[`en ${enSlug}`, id]] : [])]),
      ),
    );
    // Two posts, two projects and the About page in English too (issue 50), so /en has a site to show.
    expect(posts.map((post) => post.enSlug)).toEqual([
      'designing-safe-apis-with-typescript',
      null,
      'a-blog-on-your-own-server-why-and-how',
    ]);
    expect(posts[0]!.enContent).toMatch(/<h2 id="the-contract-comes-first">/);
    expect([about.enName, about.enTitle]).toEqual(['Deniz Yılmaz', 'Full-Stack Software Developer']);
    expect(about.experiences.map((experience) => experience.enTitle)).toEqual([
      'Senior Software Developer',
      'Software Developer',
      null,
    ]);

    // Four published projects (issue 46), two featured, with covers through the photo pipeline and
    // technologies that meet the posts' tags, so their tag pages list both.
    const projects = await dataSource.getRepository(Project).find({ order: { order: 'ASC' } });
    expect(projects.map((project) => [project.slug, project.order, project.featured, project.status])).toEqual([
      ['kutuphane-rezervasyon-sistemi', 0, true, ProjectStatus.PUBLISHED],
      ['kargo-takip-apisi', 1, true, ProjectStatus.PUBLISHED],
      ['ev-sunucusu-kurulumu', 2, false, ProjectStatus.PUBLISHED],
      ['erisilebilir-form-kiti', 3, false, ProjectStatus.PUBLISHED],
    ]);
    const files = dataSource.getRepository(StoredFile);
    for (const project of projects) {
      expect(project.summary.length).toBeLessThanOrEqual(200);
      expect(project.content).toMatch(/<h2[ >]/);
      expect(project.links.repo).toMatch(/^https:\/\//);
      expect(project.cover).toMatch(/^\/uploads\/photo-[0-9a-f-]{36}-1600x900\.jpg$/);
      const base = project.cover.slice('/uploads/'.length, -'.jpg'.length);
      expect(await files.countBy({ name: `${base}-800w.avif` })).toBe(1);
    }
    const tags = new Set(posts.flatMap((post) => post.tags));
    const technologies = await dataSource.getRepository(ProjectTechnology).find();
    expect(technologies.filter(({ name }) => tags.has(name)).length).toBeGreaterThanOrEqual(4);
    expect(await dataSource.getRepository(ProjectSlug).count()).toBe(6);
    expect(projects.map((project) => project.enSlug)).toEqual([
      'library-booking-system',
      'parcel-tracking-api',
      null,
      null,
    ]);

    const settings = await dataSource.getRepository(Settings).findOneByOrFail({ id: Settings.ID });
    expect(settings.contactInfo.email).toMatch(/@/);
    expect(settings.contactInfo.location).not.toBe('');
    expect(await dataSource.getRepository(SocialLink).countBy({ isActive: true })).toBeGreaterThanOrEqual(3);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(dataSource, captureLog().log)).toBe(true);
    expect(await seedDemo(dataSource, captureLog().log)).toBe(false);
    expect(await dataSource.getRepository(BlogPost).count()).toBe(3);
    expect(await dataSource.getRepository(Project).count()).toBe(4);
    expect(await dataSource.getRepository(SocialLink).count()).toBe(4);
  });

  it('never touches a database that already has any content', async () => {
    const messages = dataSource.getRepository(ContactMessage);
    await messages.save(messages.create({ name: 'Ali', email: 'ali@example.com', message: 'Merhaba, nasılsınız?' }));
    expect(await seedDemo(dataSource, captureLog().log)).toBe(false);
    expect(await dataSource.getRepository(BlogPost).count()).toBe(0);
    expect(await dataSource.getRepository(About).count()).toBe(0);
    expect(await messages.count()).toBe(1);
  });
});
