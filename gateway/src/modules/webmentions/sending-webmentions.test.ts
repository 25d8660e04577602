import { serveTestApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { until } from '../../../test/support/smtp';
import { localSite } from './local-site.kit';
import { WebmentionJob, WebmentionSent } from './webmention.entities';

/**
 * Issue 48.4, 'Sending Webmentions': publishing or editing a post sends one Webmention to each page
 * it links to that advertises an endpoint (HTTP Link header, <link>, <a>), once per version of the
 * post, through a queue in the database that outlives a restart; a link removed is told too.
 */

const CREATE = 'mutation($input: BlogInput!) { createBlog(input: $input) { id slug } }';
const UPDATE = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
const ENV = { FETCH_PRIVATE_ADDRESSES: 'true' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`sending Webmentions (${testDb})`, () => {
  let site: Awaited<ReturnType<typeof localSite>>;
  let app: TestApp;
  let token: string;
  let release: () => Promise<void>;

  beforeAll(async () => {
    site = await localSite({
      '/header': { headers: { link: '</endpoint-header>; rel="webmention"' }, body: '<p>Başlıkta</p>' },
      '/link': { body: '<html><head><link rel="webmention" href="/endpoint-link"></head><body>Link</body></html>' },
      '/a': { body: '<p>Bir <a rel="webmention" href="endpoint-a">uç nokta</a></p>' },
      '/none': { body: '<p>Uç noktası olmayan bir sayfa</p>' },
      '/endpoint-header': { status: 202, type: 'text/plain', body: 'ok' },
      '/endpoint-link': { status: 201, type: 'text/plain', body: 'ok' },
      '/endpoint-a': { status: 202, type: 'text/plain', body: 'ok' },
    });
    const { dataSource, drop } = await openTestDatabase();
    release = drop;
    app = await serveTestApp(dataSource, ENV);
    token = (await app.signIn('admin')).token;
  });
  afterAll(async () => {
    await app.close();
    await release();
    await site.close();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await app.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const content = (text: string, paths: string[]) =>
    `<p>${text} ${paths.map((path) => `<a href="${site.url(path)}">${path}</a>`).join(' ')} <a href="https://site.example/blog/baska">bizim</a></p>`;
  const posts = () => ({
    header: site.posts('/endpoint-header'),
    link: site.posts('/endpoint-link'),
    a: site.posts('/endpoint-a'),
  });
  const count = () => Object.values(posts()).flat().length;
  /** Waits for `n` Webmentions in all, then a little longer for any that should not come. */
  const settle = async (n: number) => {
    await until(() => count() >= n, 15_000);
    await until(
      async () => !(await app.dataSource.getRepository(WebmentionSent).existsBy({ status: 'waiting' })),
      15_000,
    );
    await sleep(300);
  };

  it('publishing sends exactly one Webmention to each linked page with an endpoint (Link header, <link>, <a>), none to a page without one or to our own', async () => {
    const paths = ['/header', '/link', '/a', '/none'];
    const { createBlog: post } = await gql<{ createBlog: { id: string; slug: string } }>(CREATE, {
      input: blogInput({ title: 'Bağlantılı yazı', content: content('İlk sürüm', paths) }),
    });
    await settle(3);
    const source = `https://site.example/blog/${post.slug}`;
    expect(posts()).toEqual({
      header: [{ source, target: site.url('/header') }],
      link: [{ source, target: site.url('/link') }],
      a: [{ source, target: site.url('/a') }],
    });
    expect(
      site.received
        .filter((request) => request.method === 'POST')
        .every((r) => r.type === 'application/x-www-form-urlencoded'),
    ).toBe(true);
    const sent = await app.dataSource.getRepository(WebmentionSent).findBy({ itemId: post.id });
    expect(sent.map((row) => [row.target, row.status]).sort()).toEqual(
      [
        [site.url('/a'), 'sent'],
        [site.url('/header'), 'sent'],
        [site.url('/link'), 'sent'],
        [site.url('/none'), 'none'],
      ].sort(),
    );
    expect(await app.dataSource.getRepository(WebmentionJob).countBy({ itemId: post.id })).toBe(0);

    // Saved again with the same text (a new title is no new version of its links), and a restart: nothing again.
    await gql(UPDATE, {
      id: post.id,
      input: blogInput({ title: 'Yeni başlık', content: content('İlk sürüm', paths) }),
    });
    await settle(3);
    await app.close();
    app = await serveTestApp(app.dataSource, ENV);
    await sleep(500);
    expect(count()).toBe(3);

    // An edit is a new version: each told once more; a link removed is told too.
    await gql(UPDATE, { id: post.id, input: blogInput({ content: content('İkinci sürüm', ['/header', '/link']) }) });
    await settle(6);
    expect(posts().header).toHaveLength(2);
    expect(posts().link).toHaveLength(2);
    expect(posts().a).toEqual([
      { source, target: site.url('/a') },
      { source, target: site.url('/a') },
    ]);
    expect(count()).toBe(6);
  });

  it('a scheduled post tells the pages it links to when its moment comes, not before', async () => {
    const publishDate = new Date(Date.now() + 2000);
    const before = site.posts('/endpoint-link').length;
    const { createBlog: post } = await gql<{ createBlog: { id: string; slug: string } }>(CREATE, {
      input: blogInput({
        title: 'Zamanlanmış yazı',
        content: content('Sonra', ['/link']),
        publishDate: publishDate.toISOString(),
      }),
    });
    await sleep(500);
    expect(site.posts('/endpoint-link')).toHaveLength(before);
    expect(await app.dataSource.getRepository(WebmentionJob).countBy({ itemId: post.id })).toBe(1);
    await until(() => site.posts('/endpoint-link').length > before, 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(publishDate.getTime());
    expect(site.posts('/endpoint-link').slice(before)).toEqual([
      { source: `https://site.example/blog/${post.slug}`, target: site.url('/link') },
    ]);
  });
});
