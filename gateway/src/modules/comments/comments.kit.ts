import { loadConfig, type Config } from '../../core/config';
import type { Services } from '../../core/context';
import { createServices } from '../../modules';
import { JWT_SECRET, serveTestApp, type TestApp } from '../../../test/support/app';
import { CREATE } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { captureLog, openTestDatabase } from '../../../test/support/db';

/** What the comments' suites share: the operations, an app whose mails wait in the outbox, posts. */

const ANSWER = 'id kind origin authorName authorUrl isOwner text createdAt publishedAt sourceUrl';
export const THREAD = `query($post: ID!, $page: Int) { comments(post: $post, page: $page) { postId total likes reposts open page pages items { ${ANSWER} replies { ${ANSWER} } } reactions { ${ANSWER} } } }`;
export const ADD =
  'mutation($post: ID!, $input: CommentInput!) { addComment(post: $post, input: $input) { id status } }';
const ADMIN = `${ANSWER} status authorEmail authorPhoto parentId post { id title path }`;
export const ADMIN_COMMENTS = `query($status: CommentStatus!, $page: Int, $perPage: Int) { adminComments(status: $status, page: $page, perPage: $perPage) { items { ${ADMIN} } total page perPage pages } }`;
export const UPDATE = 'mutation($ids: [ID!]!, $action: CommentAction!) { updateComments(ids: $ids, action: $action) }';
export const REPLY = `mutation($id: ID!, $text: String!) { replyToComment(id: $id, text: $text) { ${ADMIN} } }`;
export const COUNTS = '{ commentCounts { pending approved spam } }';
export const SETTINGS = '{ commentSettings { approveKnown closeAfterDays mailOwner } }';
export const SET_SETTINGS =
  'mutation($input: CommentSettingsInput!) { setCommentSettings(input: $input) { approveKnown closeAfterDays mailOwner } }';

export type Thread = {
  postId: string;
  total: number;
  likes: number;
  reposts: number;
  open: boolean;
  page: number;
  pages: number;
  items: Array<{
    id: string;
    text: string;
    authorName: string;
    isOwner: boolean;
    replies: Array<{ id: string; text: string }>;
  }>;
  reactions: Array<{ id: string }>;
};

/** A reader's comment, valid, with what a test wants different. */
export const commentInput = (override: Record<string, unknown> = {}) => ({
  name: 'Ayşe',
  email: 'ayse@ornek.com',
  text: 'Güzel bir yazı olmuş.',
  ...override,
});

let clients = 0;
/** The headers of a client address not seen before (the app trusts the proxy): the per-address limit stays out of the way. */
export const fresh = () => {
  const n = ++clients;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

/**
 * The app with mail on towards a port where no SMTP server listens: each mail to the owner stays
 * in the outbox, its text readable, for the test's seconds.
 */
export async function startCommentsApp(env: Record<string, string> = {}) {
  const { dataSource, drop } = await openTestDatabase();
  const app = await serveTestApp(
    dataSource,
    { TRUST_PROXY: 'true', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'site@ornek.com', ...env },
    drop,
    (config: Config) => ({ ...config, mail: config.mail && { ...config.mail, retryMaxMs: 3_600_000 } }),
  );
  return { app, token: (await app.signIn('admin')).token };
}

/** A published post (or as `override` says): its id and slug. */
export async function newPost(app: TestApp, token: string, override: Record<string, unknown> = {}) {
  const response = await app.gql<{ createBlog: { id: string; slug: string } }>(
    CREATE,
    { input: blogInput({ title: `Yazı ${Math.random().toString(36).slice(2, 8)}`, ...override }) },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createBlog;
}

/** Sends a comment from a fresh address; answers GraphQL's response. */
export const addComment = (app: TestApp, post: string, override: Record<string, unknown> = {}) =>
  app.gql<{ addComment: { id: string; status: string } }>(
    ADD,
    { post, input: commentInput(override) },
    { headers: fresh() },
  );

/** The public thread of a post, page 1 unless said. */
export async function threadOf(app: TestApp, post: string, page = 1): Promise<Thread | null> {
  const response = await app.gql<{ comments: Thread | null }>(THREAD, { post, page });
  expect(response.errors).toBeUndefined();
  return response.data!.comments;
}

/** The owner's mails waiting in the outbox, oldest first. */
export const ownerMails = (app: TestApp): Promise<Array<{ subject: string; text: string }>> =>
  app.dataSource.query('SELECT subject, text FROM mail_outbox WHERE recipient IS NULL ORDER BY createdAt, id');

/** Posts the plain form (as a page without JavaScript does) from a fresh address; the status and where it leads. */
export async function postForm(
  app: TestApp,
  slug: string,
  fields: Record<string, string> = commentInput() as Record<string, string>,
  headers: Record<string, string> = fresh(),
) {
  const response = await fetch(`${app.url}/blog/${encodeURIComponent(slug)}/comments`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/**
 * The gateway's services over the app's database, built as the app builds them: what another module
 * (webmentions, the fediverse) reaches as `services.comments`.
 */
export function servicesOf(app: TestApp): Services {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET,
    PUBLIC_URL: 'https://site.example',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'site@ornek.com',
  });
  return createServices({
    dataSource: app.dataSource,
    jwtSecret: JWT_SECRET,
    limits: app.limits,
    config,
    log: captureLog().log,
    pages: { address: async () => null },
  });
}
