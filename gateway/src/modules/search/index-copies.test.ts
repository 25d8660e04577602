import type { DataSource } from 'typeorm';
import { BlogService } from '../blog/blog.service';
import { modules } from '../../modules';
import { rebuildIndex, searchablesOf } from './indexing';
import { openSharedDatabase, testDb } from '../../../test/support/db';
import { testRevisions, testSearch } from '../../../test/support/services';

/**
 * Each gateway keeps a copy of the search index's posts (their dates, titles and summaries) and
 * brings it up to date when a search finds the index's version raised (search-reads.ts). Two
 * gateways on one database (two DataSources on one file on SQLite, two pools on MySQL): what A
 * writes, B's next search sees, in the right order, whatever A did.
 */

const DAY = 24 * 3600_000;

describe(`the search index's copies of its posts (${testDb})`, () => {
  let drop: () => Promise<void>;
  let a: BlogService;
  let b: BlogService;
  let source: DataSource;

  beforeAll(async () => {
    const shared = await openSharedDatabase(2);
    drop = shared.drop;
    source = shared.dataSources[0]!;
    a = new BlogService(source, testSearch(source), testRevisions(source));
    b = new BlogService(
      shared.dataSources[1]!,
      testSearch(shared.dataSources[1]!),
      testRevisions(shared.dataSources[1]!),
    );
  });
  afterAll(() => drop());

  const write = (title: string, daysAgo: number, summary = 'Zebra görüldü') => ({
    title,
    shortDescription: summary,
    content: '<p>Savanada bir zebra.</p>',
    tags: [],
    publishDate: new Date(Date.now() - daysAgo * DAY),
  });
  const found = async (query: string, all = false) => {
    const { items, total } = await b.search(query, 1, 10, { includeUnpublished: all });
    return { titles: items.map(({ post }) => post.title), total };
  };

  it('follows new posts, changed dates, scheduled and deleted posts, and a rebuild, in order', async () => {
    expect(await found('zebra')).toEqual({ titles: [], total: 0 });

    const old = await a.create(write('Eski', 3));
    const middle = await a.create(write('Orta', 2));
    const recent = await a.create(write('Yeni', 1));
    expect(await found('zebra')).toEqual({ titles: ['Yeni', 'Orta', 'Eski'], total: 3 });

    // Moved to the front by its date; a title hit ranks before every date.
    await a.update(old.id, write('Eski', 0));
    expect(await found('zebra')).toEqual({ titles: ['Eski', 'Yeni', 'Orta'], total: 3 });
    await a.update(middle.id, write('Zebra ortada', 2));
    expect(await found('zebra')).toEqual({ titles: ['Zebra ortada', 'Eski', 'Yeni'], total: 3 });

    // Scheduled for tomorrow: hidden from readers, shown to the admin.
    await a.update(recent.id, write('Yeni', -1));
    expect(await found('zebra')).toEqual({ titles: ['Zebra ortada', 'Eski'], total: 2 });
    expect(await found('zebra', true)).toEqual({ titles: ['Zebra ortada', 'Yeni', 'Eski'], total: 3 });

    await a.delete(old.id);
    expect(await found('zebra', true)).toEqual({ titles: ['Zebra ortada', 'Yeni'], total: 2 });

    // Made anew (a restore does it): B reads its copy whole again, and the deleted post stays gone.
    await source.transaction((manager) => rebuildIndex(manager, searchablesOf(modules)));
    expect(await found('zebra', true)).toEqual({ titles: ['Zebra ortada', 'Yeni'], total: 2 });
    // Newer, but the word only in its text: after the summary's.
    await a.create(write('Sonra', 0, 'Başka bir şey'));
    expect(await found('zebra', true)).toEqual({ titles: ['Zebra ortada', 'Yeni', 'Sonra'], total: 3 });
    expect(await found('savanada')).toEqual({ titles: ['Sonra', 'Zebra ortada'], total: 2 });
  });
});
