import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { testDb } from '../../../test/support/db';
import { BlogStatus, REFUSED, whileRefused } from '../../../test/support/services';
import type { BlogService } from './blog.service';
import { blogServiceSuite, HOUR, MINUTE } from './blog-service.kit';

/**
 * BlogService on a real database (SQLite, then MariaDB), without HTTP: the rules the blog suites
 * under test/ reach only through the doors. The slug history, what a view changes, and writes that
 * fail part-way leaving nothing behind. Each test makes the posts it needs.
 */

// The service's messages, as it words them.
const SLUG_TAKEN = { code: 'BAD_USER_INPUT', message: 'Bu bağlantı adresi zaten kullanılıyor' };

describe(`BlogService (${testDb})`, () => {
  let dataSource: DataSource;
  let blog: BlogService;
  const { create, update, rows, history, stored } = blogServiceSuite((current) => ({ dataSource, blog } = current));

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
