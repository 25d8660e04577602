import { withHeadingIds } from '@portfolio/content-rules';
import { highlightCode } from '../src/core/highlight-code';
import { startAdminApp, type TestApp } from './support/app';
import {
  BLOG,
  BLOGS_WITH_CONTENT,
  CREATE,
  DELETE,
  input,
  storedContent,
  UPDATE,
  VIEW,
  type Post,
} from './support/blog';
import { testDb } from './support/db';
import { EDITOR_FORMATS } from './support/editor-formats';
import { DANGEROUS, XSS_CORPUS } from './support/xss';

/** Blog posts over HTTP: sanitising through the API (a sample of the XSS corpus, every editor format, large posts). */

const EDITOR_DOCUMENT = EDITOR_FORMATS.map(([, markup]) => markup).join('');

/** Sanitised markup as the gateway stores it: its headings with ids, its code highlighted (unit-tested beside them). */
const stored = (clean: string) => highlightCode(withHeadingIds(clean));

/** The XSS cases sent through the API (names of `XSS_CORPUS`, whose unit test runs them all). */
const XSS = [
  'script',
  'SCRIPT between paragraphs',
  'script hidden in a comment',
  'img onerror with a bad src',
  'img onerror on a good image',
  'event handlers on allowed tags',
  'link to "javascript:alert(1)"',
  'link to "JaVaScRiPt:alert(1)"',
  'link to "&#106;avascript:alert(1)"',
  'link to "java\\tscript:alert(1)"',
  'link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="',
  'image from "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="',
  'iframe from "https://evil.example/embed/x"',
  'iframe from "https://www.youtube.com.evil.example/embed/x"',
  'iframe from "javascript:alert(1)"',
  'foreign iframe inside the YouTube wrapper',
  'iframe srcdoc without src',
  'svg onload',
  'script inside svg',
  'style element',
  'style url(javascript:)',
  'object',
  'embed',
  'noscript smuggling',
].map((name) => {
  const found = XSS_CORPUS.find(([what]) => what === name);
  if (!found) throw new Error(`no XSS case named ${name}`);
  return found;
});

describe(`GraphQL blog: sanitising (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let target: Post;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    target = (await app.gql<{ createBlog: Post }>(CREATE, { input: input() }, { token })).data!.createBlog;
  });
  afterAll(() => app.close());

  /** Creates a post with this content, or updates post `id`: the answer, with no errors. */
  async function save(content: string, id?: string): Promise<Post> {
    const response = id
      ? await app.gql<{ updateBlog: Post }>(UPDATE, { id, input: input({ content }) }, { token })
      : await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content }) }, { token });
    expect(response.errors).toBeUndefined();
    return 'updateBlog' in response.data! ? response.data.updateBlog : response.data!.createBlog;
  }

  /**
   * The content as every reader sees it: the write's answer, blog, viewBlog, blogs and the row. The
   * sanitised `clean` markup as stored.
   */
  async function expectEverywhere(id: string, returned: string, clean: string) {
    const content = stored(clean);
    expect(returned).toBe(content);
    const read = await app.gql<{ blog: Post }>(BLOG, { id });
    expect(read.data!.blog.content).toBe(content);
    const viewed = await app.gql<{ viewBlog: Post }>(VIEW, { id });
    expect(viewed.data!.viewBlog.content).toBe(content);
    const list = await app.gql<{ blogs: Post[] }>(BLOGS_WITH_CONTENT);
    expect(list.data!.blogs.find((post) => post.id === id)!.content).toBe(content);
    expect(await storedContent(app, id)).toBe(content);
  }

  it.each(XSS)('createBlog stores %s harmless', async (_what, dirty, clean) => {
    const post = await save(dirty);
    await expectEverywhere(post.id, post.content, clean);
    expect(await storedContent(app, post.id)).not.toMatch(DANGEROUS);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it.each(XSS)('updateBlog stores %s harmless', async (_what, dirty, clean) => {
    const response = await save(dirty, target.id);
    await expectEverywhere(target.id, response.content, clean);
    expect(await storedContent(app, target.id)).not.toMatch(DANGEROUS);
  });

  it('a document mixing every editor format with the whole XSS corpus keeps the formats and loses the attacks', async () => {
    const dirty = XSS.map(([, attack], i) => EDITOR_FORMATS[i]![1] + attack).join('') + EDITOR_DOCUMENT;
    const clean = XSS.map(([, , stored], i) => EDITOR_FORMATS[i]![1] + stored).join('') + EDITOR_DOCUMENT;
    const post = await save(dirty);
    await expectEverywhere(post.id, post.content, clean);
    expect(await storedContent(app, post.id)).not.toMatch(DANGEROUS);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it.each(EDITOR_FORMATS)(
    'editor format "%s" survives createBlog byte for byte (headings gain their ids, code its colours)',
    async (_format, markup) => {
      const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content: markup }) }, { token });
      expect(response.errors).toBeUndefined();
      expect(response.data!.createBlog.content).toBe(stored(markup));
      expect(await storedContent(app, response.data!.createBlog.id)).toBe(stored(markup));
      await app.gql(DELETE, { id: response.data!.createBlog.id }, { token });
    },
  );

  it('a document with every editor format survives createBlog and updateBlog byte for byte', async () => {
    const post = await save(EDITOR_DOCUMENT);
    await expectEverywhere(post.id, post.content, EDITOR_DOCUMENT);

    const reversed = [...EDITOR_FORMATS]
      .reverse()
      .map(([, markup]) => markup)
      .join('');
    const updated = await save(reversed, post.id);
    await expectEverywhere(post.id, updated.content, reversed);

    // Saving what was read back changes nothing (the editor re-submits stored content).
    const resaved = await save(await storedContent(app, post.id), post.id);
    expect(resaved.content).toBe(stored(reversed));
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('a post of about 300 KB of HTML round-trips intact', async () => {
    const blocks: string[] = [];
    for (let i = 0; Buffer.byteLength(blocks.join('')) < 300_000; i++) {
      blocks.push(`<h2>Bölüm ${i}</h2>`, EDITOR_DOCUMENT);
    }
    const large = blocks.join('');
    expect(Buffer.byteLength(large)).toBeGreaterThan(300_000);
    expect(Buffer.byteLength(JSON.stringify(large))).toBeLessThan(900_000);

    const post = await save(large);
    expect(post.content.length).toBe(stored(large).length);
    await expectEverywhere(post.id, post.content, large);

    const updatedLarge = `${large}<p>son</p>`;
    const updated = await save(updatedLarge, post.id);
    await expectEverywhere(post.id, updated.content, updatedLarge);
    await app.gql(DELETE, { id: post.id }, { token });
  });
});
