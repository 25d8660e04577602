import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveTestApp, type TestApp } from './support/app';
import { CREATE } from './support/blog';
import { blogInput } from './support/content';
import { openTestDatabase, testDb } from './support/db';
import { until } from './support/smtp';

/**
 * Issue 48, done when: a reader's comment (the form without JavaScript), another site's reply (a
 * Webmention from a local page with an h-entry) and the owner's reply go through the one queue to
 * the post's page, as a reader gets it (the kept page included), on each database; nothing waiting
 * or marked spam is ever on it.
 */

/** The test app's PUBLIC_URL: a Webmention's target is one of its posts. */
const SITE = 'https://site.example';
const PENDING = '{ adminComments(status: PENDING, perPage: 100) { items { id text authorName } } }';
const UPDATE = 'mutation($ids: [ID!]!, $action: CommentAction!) { updateComments(ids: $ids, action: $action) }';
const REPLY = 'mutation($id: ID!, $text: String!) { replyToComment(id: $id, text: $text) { id } }';

describe(`a post's conversation, from the form and another site to the page (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let slug: string;
  let otherSite: http.Server;
  let source: string;

  beforeAll(async () => {
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(dataSource, { FETCH_PRIVATE_ADDRESSES: 'true', TRUST_PROXY: 'true' }, drop);
    token = (await app.signIn('admin')).token;
    const created = await app.gql<{ createBlog: { slug: string } }>(
      CREATE,
      { input: blogInput({ title: 'Konuşulan yazı' }) },
      { token },
    );
    slug = created.data!.createBlog.slug;
    otherSite = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><article class="h-entry"><a class="p-author h-card" href="/">Zeynep Kaya</a>` +
          `<a class="u-in-reply-to" href="${SITE}/blog/${slug}">Bu yazıya</a> yanıtım:` +
          `<p class="e-content">Başka bir siteden &lt;script&gt;yanıt&lt;/script&gt;</p></article>`,
      );
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    source = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/yanit`;
  });
  afterAll(async () => {
    await app.close();
    otherSite.close();
  });

  const page = async () => (await fetch(`${app.url}/blog/${slug}`, { headers: { accept: 'text/html' } })).text();
  const pending = async () =>
    (await app.gql<{ adminComments: { items: Array<{ id: string; text: string }> } }>(PENDING, {}, { token })).data!
      .adminComments.items;

  it('holds each answer until the owner approves it, then shows it with the owner’s reply', async () => {
    expect(await page()).toContain('Henüz yorum yok'); // kept now: approving must drop it

    const form = await fetch(`${app.url}/blog/${slug}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.1' },
      body: new URLSearchParams({ name: 'Ayşe', email: 'ayse@ornek.com', text: 'Formdan <b>yorum</b>', website: '' }),
      redirect: 'manual',
    });
    expect(`${form.status} ${form.headers.get('location')}`).toBe(`303 /blog/${slug}?yorum=bekliyor#yorumlar`);
    const mention = await fetch(`${app.url}/webmention`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.2' },
      body: new URLSearchParams({ source, target: `${SITE}/blog/${slug}` }),
    });
    expect(mention.status).toBe(202);
    await until(async () => (await pending()).length === 2, 15_000);

    // Waiting: on no page, in no count.
    let html = await page();
    expect(html).not.toContain('Formdan');
    expect(html).not.toContain('Başka bir siteden');
    expect(html).toContain('Henüz yorum yok');

    // The owner approves both and answers the reader's comment.
    const rows = await pending();
    const comment = rows.find((row) => row.text.startsWith('Formdan'))!;
    expect(
      (await app.gql(UPDATE, { ids: rows.map((row) => row.id), action: 'APPROVE' }, { token })).errors,
    ).toBeUndefined();
    expect((await app.gql(REPLY, { id: comment.id, text: 'Teşekkürler, Ayşe!' }, { token })).errors).toBeUndefined();

    html = await page();
    expect(html).toContain('3 yorum');
    // The reader's text and the other site's, as text: their markup escaped, never elements.
    expect(html).toContain('Formdan &lt;b&gt;yorum&lt;/b&gt;');
    expect(html).toContain('Başka bir siteden &lt;script&gt;yanıt&lt;/script&gt;');
    expect(html).not.toMatch(/<b>yorum|<script>yanıt/);
    expect(html).toContain('yanıtladı');
    expect(html).toContain('Zeynep Kaya');
    expect(html).toMatch(/Yazar[\s\S]*Teşekkürler, Ayşe!/);
  });
});
