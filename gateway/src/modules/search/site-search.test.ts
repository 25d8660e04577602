import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@portfolio/content-rules';
import type { EntitySubscriberInterface } from 'typeorm';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { snapshot } from '../../../test/support/snapshot';

/**
 * The site's search across kinds (issue 46): `search` finds published posts and projects beside
 * each other, each result saying which it is and where its page is, ranked as `searchPosts` ranks;
 * a draft of either kind is never found; the limits and their Turkish messages are `searchPosts`'s;
 * a kept answer is dropped by a write of either kind; and a result reads no body.
 */

const SEARCH = `query($query: String!, $page: Int!, $perPage: Int!) {
  search(query: $query, page: $page, perPage: $perPage) { items { kind title highlightedTitle path summary snippet date } page perPage total pages }
}`;
const CREATE_PROJECT = 'mutation($input: ProjectInput!) { createProject(input: $input) { id slug createdAt } }';
const UPDATE_PROJECT = 'mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id } }';

type Result = {
  kind: string;
  title: string;
  highlightedTitle: string;
  path: string;
  summary: string;
  snippet: string;
  date: string;
};
type Page = { items: Result[]; page: number; perPage: number; total: number; pages: number };

const project = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Kıyıdaki fenerlerin haritası',
  content: '<p>Bir <strong>deniz feneri</strong> haritası, gece ışıkları</p>',
  technologies: ['TypeScript'],
  status: 'PUBLISHED',
  ...extra,
});

describe(`the site's search, of posts and projects (issue 46) (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let haritasi: { id: string; slug: string; createdAt: string };
  let taslak: { id: string };
  let post: { slug: string; publishDate: string };

  const search = (query: string, page = 1, perPage = 10) => app.gql<{ search: Page }>(SEARCH, { query, page, perPage });
  const found = async (query: string) => (await search(query)).data!.search;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    const made = await app.gql<{ createBlog: { slug: string; publishDate: string } }>(
      CREATE,
      {
        input: blogInput({
          title: 'Fener bekçisinin günlüğü',
          shortDescription: 'Bir gece nöbeti',
          content: '<p>Işığı yaktım, deniz sakindi.</p>',
          publishDate: '2024-01-01T09:00:00.000Z',
        }),
      },
      { token },
    );
    post = made.data!.createBlog;
    await app.gql(CREATE, { input: blogInput({ title: 'Taslak fener yazısı', status: 'DRAFT' }) }, { token });
    const create = async (input: Record<string, unknown>) =>
      (
        await app.gql<{ createProject: { id: string; slug: string; createdAt: string } }>(
          CREATE_PROJECT,
          { input },
          { token },
        )
      ).data!.createProject;
    haritasi = await create(project('Fener Haritası'));
    taslak = await create(project('Gizli fener taslağı', { status: 'DRAFT' }));
  });
  afterAll(() => app.close());

  it('finds published posts and projects, each saying what it is and where its page is', async () => {
    const page = await found('fener');
    expect(page).toMatchObject({ page: 1, perPage: 10, total: 2, pages: 1 });
    const byKind = Object.fromEntries(page.items.map((item) => [item.kind, item]));
    expect(byKind.project).toEqual({
      kind: 'project',
      title: 'Fener Haritası',
      highlightedTitle: '<mark>Fener</mark> Haritası',
      path: `/projects/${haritasi.slug}`,
      summary: 'Kıyıdaki fenerlerin haritası',
      snippet: 'Bir deniz <mark>feneri</mark> haritası, gece ışıkları',
      date: haritasi.createdAt,
    });
    expect(byKind.post).toEqual({
      kind: 'post',
      title: 'Fener bekçisinin günlüğü',
      highlightedTitle: '<mark>Fener</mark> bekçisinin günlüğü',
      path: `/blog/${post.slug}`,
      summary: 'Bir gece nöbeti',
      snippet: 'Işığı yaktım, deniz sakindi.',
      date: post.publishDate,
    });
    // Folded as searchPosts folds: 'İSİ' begins 'ışıkları' and 'Işığı'.
    expect((await found('İSİ')).items.map((item) => item.kind).sort()).toEqual(['post', 'project']);
  });

  it('ranks as searchPosts does: the title above the text', async () => {
    // 'deniz' stands in the project's text and the post's: neither title; 'haritası' in the project's title.
    expect((await found('haritası deniz')).items.map((item) => item.kind)).toEqual(['project']);
    const posts = await app.gql<{ searchPosts: { items: { post: { slug: string } }[] } }>(
      '{ searchPosts(query: "fener") { items { post { slug } } } }',
    );
    const postsInSearch = (await found('fener')).items.filter((item) => item.kind === 'post').map((item) => item.path);
    expect(postsInSearch).toEqual(posts.data!.searchPosts.items.map(({ post }) => `/blog/${post.slug}`));
  });

  it('marks the matched words in a title as searchPosts does, its text escaped, and keeps `title` as written', async () => {
    const title = 'Kule <Işık> & "gölge" kulesi';
    await app.gql(CREATE_PROJECT, { input: project(title, { summary: '', content: '' }) }, { token });
    const [result] = (await found('kule ışık')).items;
    const posts = await app.gql<{ searchPosts: { items: { highlightedTitle: string }[] } }>(
      '{ searchPosts(query: "fener") { items { highlightedTitle } } }',
    );
    expect([result!.title, result!.highlightedTitle]).toEqual([
      title,
      '<mark>Kule</mark> &#60;<mark>Işık</mark>&#62; &#38; &#34;gölge&#34; <mark>kulesi</mark>',
    ]);
    const postInSearch = (await found('fener')).items.find((item) => item.kind === 'post');
    expect(postInSearch!.highlightedTitle).toBe(posts.data!.searchPosts.items[0]!.highlightedTitle);
  });

  it('never finds a draft, of either kind', async () => {
    for (const query of ['taslak', 'taslağı', 'gizli', '"fener yazısı"'])
      expect([query, (await found(query)).total]).toEqual([query, 0]);
    const all = await found('fener');
    expect(all.items.map((item) => item.title)).not.toContain('Gizli fener taslağı');
  });

  it('drops its kept answer when a project is published, and finds it then', async () => {
    expect((await found('gizli')).total).toBe(0);
    await app.gql(UPDATE_PROJECT, { id: taslak.id, input: project('Gizli fener taslağı') }, { token });
    expect((await found('gizli')).items.map((item) => [item.kind, item.title])).toEqual([
      ['project', 'Gizli fener taslağı'],
    ]);
    await app.gql(
      UPDATE_PROJECT,
      { id: taslak.id, input: project('Gizli fener taslağı', { status: 'DRAFT' }) },
      { token },
    );
    expect((await found('gizli')).total).toBe(0);
  });

  it.each([
    ['an empty query', '  ', 1, 10, SEARCH_MESSAGES.empty],
    ['a query too long', 'a'.repeat(SEARCH_LIMITS.characters + 1), 1, 10, SEARCH_MESSAGES.tooLong],
    ['too many words', Array.from({ length: 11 }, (_, i) => `k${i}`).join(' '), 1, 10, SEARCH_MESSAGES.tooManyWords],
    ['perPage 0', 'fener', 1, 0, SEARCH_MESSAGES.perPage],
    ['perPage 21', 'fener', 1, SEARCH_LIMITS.perPage + 1, SEARCH_MESSAGES.perPage],
    ['page 0', 'fener', 0, 10, SEARCH_MESSAGES.page],
  ])('refuses %s with a Turkish message, changing nothing', async (_label, query, page, perPage, message) => {
    const before = await snapshot(app, ['blog_posts', 'projects']);
    const { data, errors } = await search(query, page, perPage);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshot(app, ['blog_posts', 'projects'])).toEqual(before);
  });

  it('pages past the end are empty; a result reads its row’s shown columns, never a body', async () => {
    expect(await found('fener')).toMatchObject({ total: 2 });
    expect((await search('fener', 2, 1)).data!.search).toMatchObject({ page: 2, perPage: 1, total: 2, pages: 2 });
    expect((await search('fener', 3, 1)).data!.search.items).toEqual([]);
    const statements: string[] = [];
    const subscriber: EntitySubscriberInterface = { afterQuery: ({ query }) => void statements.push(query) };
    app.dataSource.subscribers.push(subscriber);
    try {
      // A query never asked before: no kept answer.
      expect((await found('fener haritası')).total).toBe(1);
    } finally {
      app.dataSource.subscribers.splice(app.dataSource.subscribers.indexOf(subscriber), 1);
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((query) => /\bcontent\b/i.test(query))).toEqual([]);
  });
});
