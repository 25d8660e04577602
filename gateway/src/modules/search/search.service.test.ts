import type { DataSource } from 'typeorm';
import { openTestDatabase, testDb } from '../../../test/support/db';
import type { Module, Write } from '../../core/module';
import { WriteHooks } from '../../core/writes';
import { BlogPost, BlogStatus } from '../blog/blog-post.entity';
import { BlogSlug } from '../blog/blog-slug.entity';
import { insertPost } from '../blog/blog.service';
import { Locale } from '../../core/locale';
import { SearchService } from './search.service';

/**
 * The modules' write hooks (core/writes.ts) and the search built on them, on a real database
 * (SQLite, then MariaDB): a module declared `searchable` (the blog) is indexed by search's hook in
 * the transaction of any write of its rows, whoever makes it, with no call of the blog's to search;
 * what a rolled-back transaction wrote leaves no trace; a `committed` hook runs after the commit only.
 */

const post = (title: string, text = 'Kayalıklarda bir fener') => ({
  title,
  shortDescription: 'Kısa',
  content: `<p>${text}</p>`,
  tags: ['deniz'],
  publishDate: new Date(Date.now() - 60_000),
});

describe(`write hooks and the search they keep (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let search: SearchService;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    search = new SearchService(dataSource);
  });
  afterAll(() => drop());

  /** The titles of the posts `query` finds (the admin's search: every post). */
  const found = async (query: string) =>
    (
      await search.find({ query, offset: 0, limit: 20, kinds: ['post'], hidden: true }, async (hits) =>
        hits.map(({ id, kind }) => ({ id, kind })),
      )
    ).items;
  const version = async () =>
    Number((await dataSource.query('SELECT version FROM blog_search_meta WHERE id = 1'))[0].version);

  it('indexes a post saved, changed and removed through the repository, without the blog asking', async () => {
    const posts = dataSource.getRepository(BlogPost);
    const saved = await posts.save(
      posts.create({ ...post('Deniz feneri'), slug: 'deniz-feneri', status: BlogStatus.PUBLISHED, viewCount: 0 }),
    );
    expect(await found('fener')).toEqual([{ id: saved.id, kind: 'post' }]);
    saved.content = '<p>Martılar</p>';
    await posts.save(saved);
    expect(await found('martilar')).toEqual([{ id: saved.id, kind: 'post' }]);
    expect(await found('kayaliklarda')).toEqual([]);

    // A query builder's update names no row: one of the view count alone leaves the index as it was;
    // one of a searched column makes the posts' kind anew.
    const before = await version();
    await posts.increment({ id: saved.id }, 'viewCount', 1);
    expect(await version()).toBe(before);
    await posts.update({ id: saved.id }, { title: 'Liman' });
    expect(await found('liman')).toEqual([{ id: saved.id, kind: 'post' }]);

    await posts.remove(saved);
    expect(await found('liman')).toEqual([]);
  });

  it('indexes each post of one statement that inserts many (their hooks take turns)', async () => {
    const posts = dataSource.getRepository(BlogPost);
    const many = ['Birinci', 'İkinci', 'Üçüncü', 'Dördüncü'].map((title) =>
      posts.create({ ...post(`Kervan ${title}`), slug: `kervan-${title.length}-${title[0]}`, viewCount: 0 }),
    );
    await posts.insert(many);
    expect((await found('kervan')).length).toBe(4);
  });

  it('leaves the index untouched when the transaction that wrote a post rolls back', async () => {
    const before = await version();
    await expect(
      dataSource.transaction(async (manager) => {
        const written = await insertPost(manager, post('Geri alınan yazı', 'Yosunlu taşlar'));
        // Inside its transaction the post is indexed already.
        const [{ n }] = await manager.query('SELECT COUNT(*) AS n FROM blog_search_docs WHERE postId = ?', [
          written.id,
        ]);
        expect(Number(n)).toBe(1);
        throw new Error('vazgeçildi');
      }),
    ).rejects.toThrow('vazgeçildi');
    expect(await found('yosunlu')).toEqual([]);
    expect(await found('geri')).toEqual([]);
    expect(await version()).toBe(before);
  });

  describe('a module of its own', () => {
    const calls: string[] = [];
    const record =
      (when: string) =>
      async (manager: { query: DataSource['query'] }, write: Write): Promise<void> => {
        const [row] = await manager.query('SELECT title FROM blog_posts WHERE id = ?', [write.id]);
        calls.push(`${when} ${write.kind} ${write.owner.name}: ${row?.title ?? '-'}`);
      };
    // The blog owns the posts; `probe` reacts to their writes without the blog knowing it.
    const blog: Module = { name: 'blog', entities: [BlogPost, BlogSlug] };
    const probe: Module = {
      name: 'probe',
      written: [[BlogPost, record('written')]],
      committed: [[BlogPost, record('committed')]],
    };
    let hooks: WriteHooks;
    beforeAll(() => {
      hooks = new WriteHooks([blog, probe]);
      dataSource.subscribers.push(hooks);
    });
    afterAll(() => void dataSource.subscribers.splice(dataSource.subscribers.indexOf(hooks), 1));
    beforeEach(() => void calls.splice(0));

    it('runs its written hook inside the transaction and its committed hook after the commit alone', async () => {
      await dataSource.transaction(async (manager) => {
        await insertPost(manager, post('Kıyı'));
        expect(calls).toEqual(['written insert blog: Kıyı']);
      });
      // The committed hook reads the post through a connection of its own: committed.
      expect(calls).toEqual(['written insert blog: Kıyı', 'committed insert blog: Kıyı']);

      calls.splice(0);
      await expect(
        dataSource.transaction(async (manager) => {
          await insertPost(manager, post('Dalga'));
          throw new Error('vazgeçildi');
        }),
      ).rejects.toThrow('vazgeçildi');
      expect(calls).toEqual(['written insert blog: Dalga']);
    });

    it('runs at once the hooks of a write a hook makes itself', async () => {
      const nested: Module = {
        name: 'nested',
        written: [
          [
            BlogPost,
            async (manager, write) => {
              if (write.kind === 'insert')
                await manager.insert(BlogSlug, {
                  slug: `eski-${write.id}`,
                  postId: String(write.id),
                  locale: Locale.TR,
                });
            },
          ],
          [BlogSlug, async (_, write) => void calls.push(`slug ${String(write.row?.slug)}`)],
        ],
      };
      const more = new WriteHooks([blog, nested]);
      dataSource.subscribers.push(more);
      try {
        const written = await dataSource.transaction((manager) => insertPost(manager, post('Ada')));
        // (The probe's hooks, another subscriber, run beside these.)
        expect(calls).toEqual(
          expect.arrayContaining([`slug eski-${written.id}`, 'slug ada', 'committed insert blog: Ada']),
        );
      } finally {
        dataSource.subscribers.splice(dataSource.subscribers.indexOf(more), 1);
      }
    });

    it('undoes the write when a written hook throws', async () => {
      const failing: Module = {
        name: 'failing',
        written: [
          [
            BlogPost,
            async () => {
              throw new Error('kanca');
            },
          ],
        ],
      };
      const more = new WriteHooks([blog, failing]);
      dataSource.subscribers.push(more);
      try {
        await expect(dataSource.transaction((manager) => insertPost(manager, post('Fırtına')))).rejects.toThrow(
          'kanca',
        );
      } finally {
        dataSource.subscribers.splice(dataSource.subscribers.indexOf(more), 1);
      }
      expect(await dataSource.getRepository(BlogPost).countBy({ title: 'Fırtına' })).toBe(0);
      expect(await found('firtina')).toEqual([]);
    });
  });
});
