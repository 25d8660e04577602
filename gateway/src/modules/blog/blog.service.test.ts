import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { BlogStatus, REFUSED, testRevisions, testSearch, whileRefused } from '../../../test/support/services';
import { BlogService } from './blog.service';

/**
 * BlogService on a real database (SQLite, then MariaDB), without HTTP: the rules the blog suites
 * under test/ reach only through the doors. Which posts a public read sees and what the admin
 * sees, the date a post gets when it is published, the slug history, what a view changes, and
 * writes that fail part-way leaving nothing behind. Each test makes the posts it needs.
 */

type Input = Parameters<BlogService['create']>[0];
type Post = Awaited<ReturnType<BlogService['create']>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The service's messages, as it words them.
const SLUG_TAKEN = { code: 'BAD_USER_INPUT', message: 'Bu bağlantı adresi zaten kullanılıyor' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Blog bulunamadı' };
const PER_PAGE_INVALID = 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.';
const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';

let made = 0;
/** A valid post as the admin writes it; every one has a title (so a slug) of its own. */
const input = (override: Partial<Input> = {}): Input => ({
  title: `Yazı ${++made}`,
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik</p>',
  tags: ['etiket'],
  ...override,
});

const ids = (posts: Array<{ id: string }>) => posts.map(({ id }) => id);

describe(`BlogService (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let blog: BlogService;

  beforeAll(async () => ({ dataSource, drop } = await openTestDatabase()));
  afterAll(() => drop());
  beforeEach(async () => {
    await dataSource.query('DELETE FROM blog_slugs');
    // The search index's rows first: no foreign key takes them with the posts (modules/search/indexing.ts does).
    await dataSource.query('DELETE FROM blog_search_runs');
    await dataSource.query('DELETE FROM blog_search_docs');
    await dataSource.query('DELETE FROM blog_search_postings');
    await dataSource.query('DELETE FROM blog_posts');
    blog = new BlogService(dataSource, testSearch(dataSource), testRevisions(dataSource)); // its remembered views and list size too
  });
  afterEach(() => jest.useRealTimers());

  const create = (override: Partial<Input> = {}) => blog.create(input(override));
  /** Updates `post` with its own title unless the override gives another. */
  const update = (post: Post, override: Partial<Input> = {}) =>
    blog.update(post.id, input({ title: post.title, ...override }));

  /** Every stored post and slug, as the database holds them. */
  async function rows() {
    return {
      posts: await dataSource.query('SELECT * FROM blog_posts ORDER BY id'),
      slugs: await dataSource.query('SELECT slug, postId FROM blog_slugs ORDER BY slug'),
    };
  }

  /** The slugs the history keeps for one post. */
  async function history(id: string): Promise<string[]> {
    const found: Array<{ slug: string }> = await dataSource.query(
      'SELECT slug FROM blog_slugs WHERE postId = ? ORDER BY slug',
      [id],
    );
    return found.map(({ slug }) => slug);
  }

  /** One post as stored (the admin's read: whatever its status and date). */
  const stored = async (id: string) => (await blog.find(id, { preview: true }))!;

  /** What a visitor's reads see, all at once. */
  async function publicReads() {
    const [list, page, count] = await Promise.all([blog.list(), blog.page(1, 100), blog.count()]);
    return { list: ids(list), page: ids(page.items), total: page.total, count };
  }

  describe('publishing', () => {
    it('a post created without a status is published, dated now, and every public read shows it', async () => {
      fakeDate(Date.parse('2024-05-01T10:00:00.000Z'));
      const post = await create();
      expect(post).toMatchObject({ status: BlogStatus.PUBLISHED, viewCount: 0 });
      expect((await stored(post.id)).publishDate.toISOString()).toBe('2024-05-01T10:00:00.000Z');
      expect((await blog.find(post.id))?.id).toBe(post.id);
      expect((await blog.find(post.slug))?.id).toBe(post.id);
      expect(await publicReads()).toEqual({ list: [post.id], page: [post.id], total: 1, count: 1 });
    });

    it('drafts and scheduled posts are left out of every public read and counted apart; the admin sees them all', async () => {
      fakeDate();
      const visible = await create();
      advance(1000);
      const draft = await create({ status: BlogStatus.DRAFT });
      advance(1000);
      const scheduled = await create({ publishDate: new Date(Date.now() + HOUR) });

      expect(await publicReads()).toEqual({
        list: [visible.id],
        page: [visible.id],
        total: 1,
        count: 1,
      });
      for (const hidden of [draft, scheduled]) {
        expect(await blog.find(hidden.id)).toBeNull();
        expect(await blog.find(hidden.slug)).toBeNull();
        expect((await blog.find(hidden.slug, { preview: true }))?.id).toBe(hidden.id);
      }
      expect({ drafts: await blog.countDrafts(), scheduled: await blog.countScheduled() }).toEqual({
        drafts: 1,
        scheduled: 1,
      });
      // Newest publishDate first: the scheduled one, the draft (begun a second after), the visible one.
      const all = [scheduled.id, draft.id, visible.id];
      expect(ids(await blog.list({ includeUnpublished: true }))).toEqual(all);
      expect(await blog.page(1, 2, { includeUnpublished: true })).toMatchObject({ total: 3, pages: 2 });
      expect(ids((await blog.page(2, 2, { includeUnpublished: true })).items)).toEqual([visible.id]);
    });

    it('a scheduled post becomes visible at its publishDate, not a millisecond before', async () => {
      fakeDate();
      const at = new Date(Date.now() + HOUR);
      const post = await create({ publishDate: at });
      jest.setSystemTime(at.getTime() - 1);
      expect(await blog.find(post.id)).toBeNull();
      expect({ count: await blog.count(), scheduled: await blog.countScheduled() }).toEqual({ count: 0, scheduled: 1 });
      jest.setSystemTime(at);
      expect((await blog.find(post.id))?.id).toBe(post.id);
      expect({ count: await blog.count(), scheduled: await blog.countScheduled() }).toEqual({ count: 1, scheduled: 0 });
    });

    it('a draft published without a date of its own is dated when it is published; later edits keep that date', async () => {
      fakeDate();
      const begun = Date.now();
      const post = await create({ status: BlogStatus.DRAFT });
      advance(3 * DAY);
      // An edit that leaves it a draft keeps the date it was begun.
      expect(await update(post, { title: 'Taslak, düzeltilmiş' })).toMatchObject({ status: BlogStatus.DRAFT });
      expect((await stored(post.id)).publishDate.getTime()).toBe(begun);

      advance(DAY);
      const published = await update(post, { status: BlogStatus.PUBLISHED });
      expect(published.status).toBe(BlogStatus.PUBLISHED);
      const after = await stored(post.id);
      expect(after.publishDate.getTime()).toBe(begun + 4 * DAY);
      expect(after.createdAt.getTime()).toBe(begun);
      expect(ids(await blog.list())).toEqual([post.id]);

      advance(DAY);
      await update(post, { title: 'Yayında, düzeltilmiş' });
      expect((await stored(post.id)).publishDate.getTime()).toBe(begun + 4 * DAY);
      expect((await stored(post.id)).status).toBe(BlogStatus.PUBLISHED);
    });

    it('a draft published with a date of its own keeps it: a past one publishes, a later one schedules', async () => {
      const past = new Date('2020-02-29T12:00:00.000Z');
      const early = await create({ status: BlogStatus.DRAFT });
      await update(early, { status: BlogStatus.PUBLISHED, publishDate: past });
      expect((await stored(early.id)).publishDate.toISOString()).toBe(past.toISOString());
      expect((await blog.find(early.id))?.id).toBe(early.id);

      const later = new Date(Date.now() + DAY);
      const planned = await create({ status: BlogStatus.DRAFT });
      await update(planned, { status: BlogStatus.PUBLISHED, publishDate: later });
      expect((await stored(planned.id)).publishDate.toISOString()).toBe(later.toISOString());
      expect(await blog.find(planned.id)).toBeNull();
      expect(await blog.countScheduled()).toBe(1);
    });

    it('a draft written for a later date and published without a date stays scheduled for that date', async () => {
      const later = new Date(Date.now() + DAY);
      const post = await create({ status: BlogStatus.DRAFT, publishDate: later });
      await update(post, { status: BlogStatus.PUBLISHED });
      expect((await stored(post.id)).publishDate.toISOString()).toBe(later.toISOString());
      expect(await blog.find(post.id)).toBeNull();
      expect({ drafts: await blog.countDrafts(), scheduled: await blog.countScheduled() }).toEqual({
        drafts: 0,
        scheduled: 1,
      });
    });

    it('a published post made a draft again leaves every public read and keeps its date', async () => {
      const post = await create();
      const date = (await stored(post.id)).publishDate.getTime();
      await update(post, { status: BlogStatus.DRAFT });
      expect(await publicReads()).toEqual({ list: [], page: [], total: 0, count: 0 });
      expect(await blog.countDrafts()).toBe(1);
      expect((await stored(post.id)).publishDate.getTime()).toBe(date);
    });

    it('an update or delete of a post that does not exist is NOT_FOUND and writes nothing', async () => {
      await create();
      const before = await rows();
      const missing = '00000000-0000-4000-8000-000000000000';
      await expect(blog.update(missing, input())).rejects.toMatchObject(NOT_FOUND);
      await expect(blog.delete(missing)).rejects.toMatchObject(NOT_FOUND);
      expect(await rows()).toEqual(before);
    });
  });

  describe('what a post holds', () => {
    it('tags split on commas, trimmed, empties and duplicates (in Turkish case) dropped; content sanitised', async () => {
      const post = await create({
        tags: ['React, Node.js', ' react ', '', 'Işık', 'IŞIK', 'İstanbul', 'istanbul'],
        content: '<p>Merhaba<script>alert(1)</script></p>',
      });
      const [row]: Array<{ tags: string; content: string }> = await dataSource.query(
        'SELECT tags, content FROM blog_posts WHERE id = ?',
        [post.id],
      );
      expect(JSON.parse(row!.tags)).toEqual(['React', 'Node.js', 'Işık', 'İstanbul']);
      expect(row!.content).toBe('<p>Merhaba</p>');
    });

    it('refuses more than 20 tags or a tag over 40 characters, on create and update, writing nothing', async () => {
      const post = await create();
      const before = await rows();
      const tooMany = Array.from({ length: 21 }, (_, i) => `etiket-${i}`);
      const tooLong = ['x'.repeat(41)];
      for (const [tags, message] of [
        [tooMany, 'En fazla 20 etiket eklenebilir'],
        [tooLong, 'Etiketler en fazla 40 karakter olabilir'],
      ] as const) {
        await expect(create({ tags: [...tags] })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message });
        await expect(update(post, { tags: [...tags], title: 'Değişmemeli' })).rejects.toMatchObject({
          code: 'BAD_USER_INPUT',
          message,
        });
      }
      expect(await rows()).toEqual(before);
      // Twenty, once their duplicates are dropped, are enough ('ETİKET-0' is 'etiket-0' in Turkish; 'ETIKET-0' is not).
      await expect(create({ tags: [...tooMany.slice(0, 20), 'ETİKET-0'] })).resolves.toMatchObject({
        tags: tooMany.slice(0, 20),
      });
    });

    it('contents come in the order asked for, empty for a post that is gone', async () => {
      const one = await create({ content: '<p>Bir</p>' });
      const two = await create({ content: '<p>İki</p>', status: BlogStatus.DRAFT });
      await blog.delete(one.id);
      expect(await blog.contents([two.id, one.id, two.id])).toEqual(['<p>İki</p>', '', '<p>İki</p>']);
    });

    it('lists leave the content out', async () => {
      const post = await create({ content: '<p>Akış</p>' });
      const [listed] = await blog.list();
      expect(listed).toMatchObject({ id: post.id, title: post.title, slug: post.slug });
      expect(listed!.content).toBeUndefined();
    });
  });

  describe('pages and counts', () => {
    it('newest first, the later created first on the same date; numbered pages; past the end, no items', async () => {
      fakeDate();
      const sameDate = new Date(Date.now() - DAY);
      const first = await create({ publishDate: sameDate });
      advance(1000);
      const second = await create({ publishDate: sameDate });
      advance(1000);
      const newest = await create();
      await create({ status: BlogStatus.DRAFT });

      expect(ids(await blog.list())).toEqual([newest.id, second.id, first.id]);
      const one = await blog.page(1, 2);
      expect({ ...one, items: ids(one.items) }).toEqual({
        items: [newest.id, second.id],
        page: 1,
        perPage: 2,
        total: 3,
        pages: 2,
      });
      expect(ids((await blog.page(2, 2)).items)).toEqual([first.id]);
      expect(await blog.page(3, 2)).toEqual({ items: [], page: 3, perPage: 2, total: 3, pages: 2 });
    });

    it.each([
      ['perPage 0', 1, 0, PER_PAGE_INVALID],
      ['perPage 101', 1, 101, PER_PAGE_INVALID],
      ['perPage 1.5', 1, 1.5, PER_PAGE_INVALID],
      ['page 0', 0, 12, PAGE_INVALID],
      ['page -1', -1, 12, PAGE_INVALID],
      ['page 1.5', 1.5, 12, PAGE_INVALID],
    ])('refuses %s', async (_what, page, perPage, message) => {
      await expect(blog.page(page, perPage)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message });
    });

    it('accepts the limits of a page: 1 and 100 posts', async () => {
      await create();
      expect((await blog.page(1, 1)).pages).toBe(1);
      expect((await blog.page(1, 100)).pages).toBe(1);
    });

    it('the cost sizes are the posts, the tags and the largest body in UTF-8 bytes, read at most once a second', async () => {
      fakeDate();
      await create();
      const first = await blog.costSizes();
      expect(first.posts).toBe(1);
      await blog.create(
        input({ title: 'Büyük', content: `<p>${'ş'.repeat(5000)}</p>`, tags: ['Işık', 'ışık', 'yeni'] }),
      );
      advance(999);
      expect(await blog.costSizes()).toEqual(first);
      advance(1);
      // 'ş' is two bytes in UTF-8.
      expect(await blog.costSizes()).toEqual({
        posts: 2,
        tags: 3, // etiket, ışık ('Işık' is the same tag) and yeni
        largestBody: Buffer.byteLength(`<p>${'ş'.repeat(5000)}</p>`),
      });
    });
  });

  describe('slugs', () => {
    it('made from a Turkish title and kept in the history', async () => {
      const post = await create({ title: "Türkçe yazı 1: İstanbul'da yazılım" });
      expect(post.slug).toBe('turkce-yazi-1-istanbulda-yazilim');
      expect(await rows()).toMatchObject({ slugs: [{ slug: 'turkce-yazi-1-istanbulda-yazilim', postId: post.id }] });
      expect((await create({ title: 'IŞIK ılık ÇĞÖŞÜ' })).slug).toBe('isik-ilik-cgosu');
      expect((await create({ title: '!!! ???' })).slug).toBe('yazi');
    });

    it('a clash takes the next number, each kept in the history', async () => {
      const posts = [await create({ title: 'Aynı başlık' }), await create({ title: 'Aynı Başlık' })];
      posts.push(await create({ title: 'aynı başlık!' }));
      expect(posts.map(({ slug }) => slug)).toEqual(['ayni-baslik', 'ayni-baslik-2', 'ayni-baslik-3']);
      for (const post of posts) expect(await history(post.id)).toEqual([post.slug]);
    });

    it("takes the admin's slug; refuses one another post has, had, or is named by (its id), writing nothing", async () => {
      const owner = await create({ title: 'Sahip yazı' });
      await update(owner, { slug: 'sahibin-yeni-adresi' }); // 'sahip-yazi' is now a former slug
      const other = await create({ title: 'Diğer yazı', slug: 'kendi-adresi' });
      expect(other.slug).toBe('kendi-adresi');
      const before = await rows();
      for (const slug of ['sahip-yazi', 'sahibin-yeni-adresi', owner.id]) {
        await expect(create({ slug })).rejects.toMatchObject(SLUG_TAKEN);
        await expect(update(other, { slug, title: 'Değişmemeli' })).rejects.toMatchObject(SLUG_TAKEN);
      }
      expect(await rows()).toEqual(before);
    });

    it('a former slug still finds the post, which answers with its current slug; so does its id', async () => {
      const post = await create({ title: 'Taşınan yazı' });
      expect(post.slug).toBe('tasinan-yazi');
      expect((await update(post, { slug: 'yeni-adres' })).slug).toBe('yeni-adres');
      await update(post, { slug: 'en-yeni-adres' });
      for (const key of ['tasinan-yazi', 'yeni-adres', 'en-yeni-adres', post.id]) {
        expect(await blog.find(key)).toMatchObject({ id: post.id, slug: 'en-yeni-adres' });
      }
      expect(await history(post.id)).toEqual(['en-yeni-adres', 'tasinan-yazi', 'yeni-adres']);
    });

    it('a title change keeps the slug; the same slug given again changes nothing', async () => {
      const post = await create({ title: 'İlk başlık' });
      expect((await update(post, { title: 'Bambaşka bir başlık' })).slug).toBe('ilk-baslik');
      expect((await update(post, { slug: 'ilk-baslik' })).slug).toBe('ilk-baslik');
      expect(await history(post.id)).toEqual(['ilk-baslik']);
    });

    it('a post takes back a former slug of its own, each slug kept once', async () => {
      const post = await create({ title: 'Geri dönen' });
      await update(post, { slug: 'gecici-adres' });
      expect((await update(post, { slug: 'geri-donen' })).slug).toBe('geri-donen');
      expect(await history(post.id)).toEqual(['gecici-adres', 'geri-donen']);
      expect(await blog.find('gecici-adres')).toMatchObject({ id: post.id, slug: 'geri-donen' });
    });

    it("a title that would make another post's former slug gets the next number", async () => {
      const first = await create({ title: 'Eski ad' });
      await update(first, { slug: 'baska-ad' });
      const second = await create({ title: 'Eski ad' });
      expect(second.slug).toBe('eski-ad-2');
      expect(await blog.find('eski-ad')).toMatchObject({ id: first.id, slug: 'baska-ad' });
    });

    it('what merely resembles a slug finds nothing (MySQL compares without case; the lookup must not)', async () => {
      await create({ title: 'Büyük harf' });
      for (const key of ['BUYUK-HARF', 'Buyuk-Harf', ' buyuk-harf', 'buyuk_harf', 'olmayan-yazi', 'x'.repeat(81)]) {
        expect(await blog.find(key)).toBeNull();
        expect(await blog.find(key, { preview: true })).toBeNull();
        expect(await blog.view(key, 'ziyaretci')).toBeNull();
      }
      expect(await blog.find('buyuk-harf')).not.toBeNull();
    });

    it('deleting a post frees every slug it had', async () => {
      const post = await create({ title: 'Silinecek yazı' });
      await update(post, { slug: 'silinecek-yeni' });
      await blog.delete(post.id);
      expect(await rows()).toEqual({ posts: [], slugs: [] });
      for (const key of ['silinecek-yazi', 'silinecek-yeni', post.id]) {
        expect(await blog.find(key, { preview: true })).toBeNull();
      }
      const reborn = await create({ title: 'Silinecek yazı' });
      expect(reborn.slug).toBe('silinecek-yazi');
      expect((await update(reborn, { slug: 'silinecek-yeni' })).slug).toBe('silinecek-yeni');
    });
  });

  describe('views', () => {
    it('a view adds one to viewCount and changes nothing else of the post', async () => {
      fakeDate();
      const post = await create();
      const [before] = (await rows()).posts;
      advance(MINUTE);
      const viewed = await blog.view(post.id, 'ziyaretci-1');
      expect(viewed).toMatchObject({ id: post.id, viewCount: 1 });
      const [after] = (await rows()).posts;
      expect(after).toEqual({ ...before, viewCount: 1 });
    });

    it("a visitor's views of one post count once; another visitor's, or another post's, count", async () => {
      const post = await create();
      const other = await create();
      for (let i = 0; i < 3; i++) expect(await blog.view(post.id, 'ziyaretci-1')).toMatchObject({ viewCount: 1 });
      expect(await blog.view(post.slug, 'ziyaretci-2')).toMatchObject({ viewCount: 2 });
      expect(await blog.view(other.id, 'ziyaretci-1')).toMatchObject({ viewCount: 1 });
      expect((await stored(post.id)).viewCount).toBe(2);
    });

    it('a view by a former slug counts on the post and answers with its current slug', async () => {
      const post = await create({ title: 'Eski adres' });
      await update(post, { slug: 'yeni-adres' });
      expect(await blog.view('eski-adres', 'ziyaretci')).toMatchObject({
        id: post.id,
        slug: 'yeni-adres',
        viewCount: 1,
      });
      expect((await stored(post.id)).viewCount).toBe(1);
    });

    it('a draft or a scheduled post counts nothing; once it is visible, the same visitor counts', async () => {
      fakeDate();
      const draft = await create({ status: BlogStatus.DRAFT });
      const scheduled = await create({ publishDate: new Date(Date.now() + HOUR) });
      for (const post of [draft, scheduled]) expect(await blog.view(post.id, 'ziyaretci')).toBeNull();
      expect(((await rows()).posts as Array<{ viewCount: number }>).map(({ viewCount }) => viewCount)).toEqual([0, 0]);

      await update(draft, { status: BlogStatus.PUBLISHED });
      advance(HOUR);
      expect(await blog.view(draft.id, 'ziyaretci')).toMatchObject({ viewCount: 1 });
      expect(await blog.view(scheduled.id, 'ziyaretci')).toMatchObject({ viewCount: 1 });
    });
  });

  describe('a write that fails part-way leaves nothing behind', () => {
    it('a slug change whose save the database refuses keeps neither the new slug nor any other change', async () => {
      const MARKED = 'Veritabanının reddettiği başlık';
      const post = await create({ title: 'Kalıcı yazı' });
      const before = await rows();
      await whileRefused(
        dataSource,
        { table: 'blog_posts', event: 'UPDATE', column: 'title', value: MARKED },
        async () => {
          // The new slug is written into the history before the post itself is saved.
          await expect(update(post, { title: MARKED, slug: 'yarim-kalan-adres' })).rejects.toThrow(REFUSED);
        },
      );
      expect(await rows()).toEqual(before);
      expect(await blog.find('yarim-kalan-adres')).toBeNull();
      // Nothing holds the slug: another post may take it.
      expect((await create({ slug: 'yarim-kalan-adres' })).slug).toBe('yarim-kalan-adres');
    });

    it('a create whose slug the history refuses leaves no post', async () => {
      await whileRefused(
        dataSource,
        { table: 'blog_slugs', event: 'INSERT', column: 'slug', value: 'reddedilen-adres' },
        async () => {
          // The post is stored before its slug enters the history.
          await expect(create({ slug: 'reddedilen-adres' })).rejects.toThrow(REFUSED);
          await expect(create({ title: 'Reddedilen adres' })).rejects.toThrow(REFUSED);
        },
      );
      expect(await rows()).toEqual({ posts: [], slugs: [] });
    });

    it('creates of one title at once all succeed, with distinct slugs and one history row each', async () => {
      const posts = await Promise.all(Array.from({ length: 6 }, () => create({ title: 'Aynı anda' })));
      const slugs = posts.map(({ slug }) => slug).sort();
      expect(slugs).toEqual(['ayni-anda', 'ayni-anda-2', 'ayni-anda-3', 'ayni-anda-4', 'ayni-anda-5', 'ayni-anda-6']);
      const { slugs: kept } = await rows();
      expect(kept).toHaveLength(6);
      for (const post of posts) expect(await history(post.id)).toEqual([post.slug]);
    });

    it('renames of several posts to one slug at once: one takes it, the others are refused and keep theirs', async () => {
      const posts = await Promise.all(['Bir', 'İki', 'Üç', 'Dört'].map((title) => create({ title })));
      const outcomes = await Promise.allSettled(posts.map((post) => update(post, { slug: 'tek-adres' })));
      const won = outcomes.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [posts[i]!] : []));
      expect(won).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject(SLUG_TAKEN);
      }
      for (const post of posts) {
        const mine = post === won[0];
        expect(await history(post.id)).toEqual(mine ? [post.slug, 'tek-adres'].sort() : [post.slug]);
        expect((await stored(post.id)).slug).toBe(mine ? 'tek-adres' : post.slug);
      }
    });
  });
});
