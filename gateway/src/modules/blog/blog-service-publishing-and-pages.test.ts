import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { testDb } from '../../../test/support/db';
import { BlogStatus } from '../../../test/support/services';
import type { BlogService } from './blog.service';
import { blogServiceSuite, DAY, HOUR, ids, input } from './blog-service.kit';

/**
 * BlogService on a real database (SQLite, then MariaDB), without HTTP: the rules the blog suites
 * under test/ reach only through the doors. Which posts a public read sees and what the admin
 * sees, the date a post gets when it is published, what a post holds, its pages and counts. Each
 * test makes the posts it needs.
 */

// The service's messages, as it words them.
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Blog bulunamadı' };
const PER_PAGE_INVALID = 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.';
const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';

describe(`BlogService (${testDb})`, () => {
  let dataSource: DataSource;
  let blog: BlogService;
  const { create, update, rows, stored, publicReads } = blogServiceSuite((current) => ({ dataSource, blog } = current));

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
});
