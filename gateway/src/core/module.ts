import type { PublicPage } from '@portfolio/content-rules';
import type { Request, Response, Router } from 'express';
import type { DataSource, EntityManager, EntitySchema, MigrationInterface } from 'typeorm';
import type { Config } from './config';
import type { RequestFacts, Services, Sessions } from './context';
import type { Locale } from './locale';
import type { Logger } from './logger';
import type { RateLimits } from './rate-limits';
import type { RestRoute } from './rest-route';

/**
 * An entity (or resolver) class as TypeORM and TypeGraphQL take it: a constructor of any
 * arguments. `Function` would do, but says nothing and lets anything callable in.
 */
export type EntityClass = abstract new (...args: never[]) => object;

/**
 * What a cached public answer depends on, named by the module that shows it: `blog` (which posts
 * are visible, in which order), `post:{id}` (one post), `about`, `settings`. An answer is dropped
 * when any of its tags changes.
 */
export type Tag = string;

/** A row as TypeORM's subscriber sees a write: the entity written, and the row before it. */
export type WrittenRow = { id?: unknown; [column: string]: unknown } | undefined;

/**
 * One write of a row through TypeORM, as core/writes.ts hands it to the modules' hooks (by any
 * service, seed, command or test factory; a restore's rows and raw SQL are not writes of entities).
 * - `save`, `insert`, `remove`: `id` names the row, `row` is what was written (the whole entity for
 *   `save` and `remove`), `before` the row as it was when TypeORM loaded it.
 * - a query builder's `update`/`delete` (`manager.update`, `increment`, `delete`): TypeORM does not
 *   know which rows it touched: `id` is undefined and `row` holds the values set alone
 *   (`{ viewCount: … }`), nothing for a delete. A hook that needs the rows reads them again.
 */
export type Write = {
  entity: EntityClass;
  /** The module that declares `entity` (its other declarations: `searchable`, `announced`). */
  owner: Module;
  kind: 'insert' | 'update' | 'remove';
  id?: string | number;
  row: WrittenRow;
  before?: WrittenRow;
};

/** A module's reaction to a write: `written` ones inside the write's transaction, `committed` ones after. */
export type WriteHook = (manager: EntityManager, write: Write) => Promise<void>;

/**
 * What the site's search (modules/search) finds of an entity's row: its text, weighed title first,
 * then summary, then body, and when the public may find it. The admin's search finds every row.
 */
export type SearchDocument = {
  title: string;
  /** A post's summary and tags. */
  summary: string;
  /** The body as plain text; a result's snippet is cut from its beginning. */
  text: string;
  /** Results of one score come newest first: by `date`, then `createdAt`. */
  date: Date;
  createdAt: Date;
  /** Whether the public finds it once `date` has come (a published post), or never (a draft). */
  public: boolean;
};

/**
 * An entity the site's search finds, of a `kind` the results name ('post', 'project'). Its rows are indexed
 * by search's write hook, in the transaction that writes them, and made anew after a restore. The
 * entity's primary column is `id`, a UUID (unique across kinds). `columns` are those `document`
 * reads: what the index reads of a row, and a query builder's update that sets none of them (a
 * view count) leaves the index alone; one that sets any makes the whole kind anew.
 */
export type Searchable = {
  entity: EntityClass;
  kind: string;
  columns: string[];
  /** The row's Turkish document. */
  document: (row: never) => SearchDocument;
  /**
   * Its English document (issue 50: each language searched on its own), null while the row has no
   * English version; a kind without one has no English documents.
   */
  english?: (row: never) => SearchDocument | null;
  /** What a result of the site's `search` shows of a row (`SearchShown`). */
  result: SearchShown;
};

/**
 * What a result of the site's `search` (modules/search) shows of a found row: read by `columns`
 * alone, each of a bounded length (never a body: the search's cost counts them by their length),
 * then `show`n as its title, summary (plain text), page (`/blog/{slug}`) and date.
 */
export type SearchShown = {
  /**
   * The answers its results show, as cache tags (the blog's `blog`): a kept answer of `search` is
   * dropped with them, as the owner's `writes` and `schedule` drop them.
   */
  tags: Tag[];
  columns: string[];
  /** In `locale`: an English result shows the row's English texts and page (`/en/blog/{slug}`). */
  show: (row: never, locale: Locale) => { title: string; summary: string; path: string; date: Date };
};

/** What a mail to subscribers, a Webmention and the fediverse's `Article` show of an announced row (`Announced.mail`). */
export type AnnouncedItem = {
  id: string;
  title: string;
  /** Plain text: the mail's body when the owner sends summaries. */
  summary: string;
  /** The whole text as stored (sanitised HTML): the mail's body when the owner sends it all. */
  html: string;
  /** Its page on the site in the language it was found in (`/blog/{slug}`, `/en/blog/{english slug}`). */
  path: string;
  /** Its share card (`/blog/{slug}/og.png`), the mail's cover. */
  image: string;
  /** Its own cover, the first image a link preview can fetch (a site path `/uploads/…` or an https URL); null without one. */
  cover: string | null;
  /** Its tags: each one's name as written and its page (`/tags/{slug}`), one per page. */
  tags: Array<{ name: string; path: string }>;
  /** When it became public (a post's publishDate) and when it was last saved. */
  publishedAt: Date;
  updatedAt: Date;
};

/**
 * An entity whose rows the site's subscribers get a mail about, once, when a row becomes visible
 * (modules/subscribers: a write of one makes, moves or drops its `waiting` send; the send goes at
 * `visibleAt`). Declared by the entity's own module (the blog's posts), which knows nothing of
 * subscribers. The entity's primary column is `id`, a UUID.
 */
export type Announced = {
  entity: EntityClass;
  /** Its name among the sends (`post`). */
  kind: string;
  /** When the row is (or will be) public: a published post's publishDate; null for a draft. */
  visibleAt: (row: never) => Date | null;
  /** What the list of sends calls it (a post's title, at most 200 characters). */
  title: (row: never) => string;
  /** Whether its owner wants it mailed (a post's 'Abonelere gönder'). */
  wanted: (row: never) => boolean;
  /** What the mail shows, read when the send starts; null when the row is gone or not visible now. */
  mail: (manager: EntityManager, id: string) => Promise<AnnouncedItem | null>;
  /** The rows visible now, newest first, `take` of them after the first `skip` (the fediverse's outbox), and how many there are. */
  visible: (
    manager: EntityManager,
    page: { skip: number; take: number },
  ) => Promise<{ total: number; items: AnnouncedItem[] }>;
};

/** A row readers may answer (comment on), as `Discussed.find` gives it. */
export type DiscussedItem = {
  id: string;
  title: string;
  /** Its page on the site in the language it was found in (`/blog/{slug}`, `/en/blog/{english slug}`). */
  path: string;
  /** When it became public (a post's publishDate): comments close `closeAfterDays` after it. */
  publishedAt: Date;
  /** The owner's own switch (a post's 'Yorumlara açık', `commentsOpen`). */
  open: boolean;
};

/**
 * An entity whose rows readers may answer (modules/comments: the form, Webmentions, the fediverse),
 * declared by the entity's own module (the blog's posts), which knows nothing of comments. The
 * entity's primary column is `id`, a UUID: removing a row deletes its answers (the comments
 * module's write hook).
 */
export type Discussed = {
  entity: EntityClass;
  /** Its name among the answers (`post`), at most 20 characters. */
  kind: string;
  /**
   * The row by id or slug when the public can see it now (a published post whose date has come),
   * else null. With `locale`, by a slug in that language (an English one only while it has an
   * English version), its `path` that language's page; without, by a slug in either language (the
   * Turkish first: /blog/x and /en/blog/x may be two posts' pages), its `path` the Turkish page.
   * Both languages' pages show the same answers.
   */
  find: (manager: EntityManager, idOrSlug: string, locale?: Locale) => Promise<DiscussedItem | null>;
  /** Titles and paths of any rows (drafts too), for the admin's list; a row gone is left out. */
  describe: (manager: EntityManager, ids: string[]) => Promise<Map<string, { title: string; path: string }>>;
};

/** The site's pages as the site has them now (site/pages.ts), for the modules that count what readers read. */
export type SitePages = {
  /**
   * The address of the page `page` names as the site shows it (a post's under its current slug), or
   * null when the site has no such page: not one of its addresses, a list page past the end, a post
   * that is not visible, a tag without a visible post.
   */
  address(page: PublicPage): Promise<string | null>;
};

/**
 * An entity whose texts modules/revisions keeps versions of, declared by the entity's own module:
 * every save and an autosave at most every 10 minutes (the last 50), a published item's pending
 * edit, and the conflict check of a save begun from a version replaced since. The module's service
 * reaches them through `services.revisions.of(this)`.
 */
export type Versioned = {
  /** The entity: removing one deletes its versions in the same transaction (the revisions module's write hook). */
  entity: EntityClass;
  /** Its name among the versions kept, unique (`post`). */
  subject: string;
  /** The text a list of versions leaves out (a post's `content`), read one version at a time. */
  body: string;
  /**
   * Further large texts a list leaves out too (a post's English content, `englishContent`), kept
   * apart from the JSON of the others and read with one version.
   */
  bodies?: string[];
  /** The texts that are dates (kept as ISO strings, given back as dates). */
  dates?: string[];
  /** What a save begun from a replaced version is refused with (CONFLICT), in Turkish. */
  conflict: string;
};

/** What the app hands each module to build its services. */
export type ModuleDeps = {
  dataSource: DataSource;
  jwtSecret: string;
  limits: RateLimits;
  config: Config;
  log: Logger;
  pages: SitePages;
  /** Every module of the app, in order: what the backup reads their `backup` declarations from. */
  modules: readonly Module[];
};

/**
 * What a module's tables are to the backup (modules/backup); every table not named travels as it is.
 */
export type BackupDeclaration = {
  /**
   * Tables that are no content and never travel: counters under visitors' addresses, mails waiting
   * to go, the day's views under their visitors' hashes (the module says why, beside them).
   */
  leaveOut?: EntityClass[];
  /**
   * What lets an account past its second factor: whole tables, and columns of others. Travels only
   * in an archive the owner asked for with a passphrase, which encrypts it.
   */
  secret?: { tables?: EntityClass[]; columns?: Array<{ entity: EntityClass; names: string[] }> };
  /**
   * The accounts' table (its `id`, `email`, `passwordHash`, `role`, `totpSecret`, `tokenVersion`),
   * which a restore compares with the target's before it replaces them.
   */
  accounts?: EntityClass;
  /** A table of uploads: the column `bytes` of each row travels as the archive entry `uploads/<name>`. */
  files?: { entity: EntityClass; name: string; bytes: string };
};

/**
 * A stored file sent as an attachment (a REST row's `download`): false when there is no such file.
 */
export type SendFile = (
  services: Services,
  req: Request,
  res: Response,
  file: { name: string; downloadName: string },
) => Promise<boolean>;

/**
 * What the cost limit (graphql/cost.ts) reads from a module besides its fields' own `complexity`.
 */
export type CostDeclaration = {
  /** The sizes its fields' `complexity` read (handed to them as their `context`), asked once an operation. */
  sizes?: (services: Services) => Promise<Record<string, number>>;
  /** A root field whose refusal for its cost says more: the sentence added to the message. */
  hints?: Record<string, string>;
};

/**
 * The public reads the site's own pages, feeds and share cards run (site/), written by the modules
 * whose fields they read: each answers under the aliases its comment gives, so that the site reads
 * `data.list.pages` and names no module's field. Variables in brackets; each but `all` and
 * `allProjects` also takes `$locale` (`TR` unless given, `EN` for an address under /en: only what has
 * an English version, in English), and those two give each item's `alternates { locale path }`.
 */
export type SiteReads = {
  /** `{ owner: { name, title } | null }`: whose site it is. */
  owner: string;
  /** (`$perPage`) `{ list: { pages } }`: how many pages the list of posts has. */
  listPages: string;
  /** (`$id`: id or slug) `{ post: { slug } | null }`: a visible post. */
  post: string;
  /** (`$slug`, `$perPage`) `{ list: { pages } | null }`: how many pages a tag's list has. */
  tagPages: string;
  /** (`$perPage`) `{ list: { items: FeedPost[] } }`: the newest posts, with their content. */
  latest: string;
  /** `{ posts: FeedPost[] }`: every visible post, without content. */
  all: string;
  /** (`$slug`, `$perPage`) `{ tag: { slug, name } | null, list: { items: FeedPost[] } | null }`: a tag's newest posts. */
  tag: string;
  /** (`$id`) `{ post: { slug, title, publishDate } | null }`: what a post's share card shows. */
  card: string;
  /** (`$id`: id or slug) `{ project: { slug } | null }`: a published project. */
  project: string;
  /** (`$technology`: a tag's slug or null, `$perPage`) `{ projects: { pages } }`: how many pages the list of projects has. */
  projectPages: string;
  /** (`$slug`: a tag's) `{ projects: { total } }`: how many published projects list the technology. */
  tagProjects: string;
  /**
   * (`$page`) `{ projects: { pages, items: { slug, updatedAt, technologies }[] } }`: page `$page` of
   * every published project (the site reads page after page until `pages`).
   */
  allProjects: string;
  /** (`$id`) `{ project: { slug, title, summary } | null }`: what a project's share card shows. */
  projectCard: string;
  /** What the list's length and the feeds depend on, as cache tags. */
  listTags: Tag[];
  feedTags: Tag[];
};

/**
 * A module (modules/<name>/module.ts) declares everything it adds to the gateway, and the app
 * composes the list in modules.ts: one folder and one line make a new one.
 */
export type Module = {
  name: string;
  /** TypeORM entities. */
  entities?: Array<EntityClass | EntitySchema>;
  /**
   * The migrations that make and change its tables, written with TypeORM's schema builder so each
   * runs on both databases (the first modules' tables are in core/db/migrations, their history).
   */
  migrations?: Array<new () => MigrationInterface>;
  /** TypeGraphQL resolver classes. */
  resolvers?: EntityClass[];
  /** The entities of its own whose texts modules/revisions keeps versions of. */
  revisions?: Versioned[];
  /** Rows of the REST facade (docs/api.md#rest-routes): each runs one GraphQL operation of the module's. */
  routes?: RestRoute[];
  /**
   * Its services, added to every request's context (`ctx.services`); `services` holds those of
   * the modules before it in the list. The module's module.ts declares their types on
   * core/context.ts's `Services`.
   */
  services?: (deps: ModuleDeps, services: Services) => Partial<Services>;
  /** Root fields anyone may call, signed in or not (`query.blogs`); every other one is the admin's unless `@Authorized`. */
  publicFields?: string[];
  /**
   * What the answer of each public root query field shows, as cache tags: an answer made of such
   * fields alone may be kept and shared (cache/tags.ts), and is dropped when one of its tags changes.
   */
  answers?: Record<string, (value: unknown) => Tag[]>;
  /**
   * Which kept answers a write of one of its entities drops (`row`: what was written; `before`:
   * the row as it was, when TypeORM knows it). Writes of entities not named change nothing public.
   */
  writes?: Array<[entity: EntityClass, tags: (row: WrittenRow, ...before: WrittenRow[]) => Tag[]]>;
  /**
   * Its reactions to writes of ANY module's entities ('*': every entity), called by one subscriber
   * (core/writes.ts) in the order of the modules: each `written` hook inside the writing
   * transaction, with its manager, and awaited (what it writes commits or rolls back with the
   * write; what it throws undoes the write); each `committed` hook after the commit (with the
   * data source's manager; never after a rollback; what it throws is logged, the write stands).
   * A write outside a transaction (`increment`) is its own commit. So a module reacts to another's
   * write without that module knowing it (search indexes the `searchable` rows so).
   */
  written?: Array<[entity: EntityClass | '*', hook: WriteHook]>;
  committed?: Array<[entity: EntityClass | '*', hook: WriteHook]>;
  /** Its entities that the site's search finds (modules/search indexes them). */
  searchable?: Searchable[];
  /** Its entities whose rows the site's subscribers get a mail about when they become visible (modules/subscribers). */
  announced?: Announced[];
  /** Its entities whose rows readers may answer (modules/comments). */
  discussed?: Discussed[];
  /**
   * When a kept answer changes with no write: the first moment after `after` at which something
   * appears by itself (a scheduled post), and the tags it changes then.
   */
  schedule?: { tags: Tag[]; next: (dataSource: DataSource, after: Date) => Promise<Date | null> };
  /**
   * Work of its own while the gateway runs, besides answering requests (the contact module's mail
   * to the owner and expired messages): started with the app, and `stop` awaited when it stops.
   */
  background?: (services: Services, deps: ModuleDeps) => { stop: () => Promise<void> };
  /**
   * After a restore (modules/backup) has inserted every row, in its transaction: rebuilds what the
   * module derives from its rows and keeps beside its entities, which no backup carries (the
   * search index, from every module's `searchable`).
   */
  restored?: (manager: EntityManager, modules: readonly Module[]) => Promise<void>;
  /**
   * Its own HTTP routes, mounted with the doors (the files module's /uploads, the backup's
   * download): the router, and a declaration of every route it mounts, which the hostile-input
   * corpus reads (gateway/test/support/hostile/plain-cases.ts, which fails on a route not declared).
   */
  router?: { routes: PlainRoute[]; create: (services: Services) => Router };
  /**
   * Work before the gateway serves, after its migrations (main.ts): the auth module makes the
   * admin's account from ADMIN_EMAIL / ADMIN_PASSWORD when there is none.
   */
  prepare?: (dataSource: DataSource, config: Config, log: Logger) => Promise<void>;
  /** What the backup leaves out of its tables, or carries only encrypted (`BackupDeclaration`). */
  backup?: BackupDeclaration;
  /**
   * What it adds to each request's context, read from the request (null: the gateway's own reads,
   * of no request); its module.ts declares their types on core/context.ts's `RequestFacts`.
   */
  context?: (req: Request | null) => Partial<RequestFacts>;
  /** Who signs in: one module (auth) declares it, and the doors ask it who calls (`services.sessions`). */
  sessions?: (services: Services) => Sessions;
  /** How a REST row's `download` sends a stored file: one module (files) declares it. */
  sendFile?: SendFile;
  /** The sizes its fields' costs read, and what a refusal for cost says of its fields. */
  cost?: CostDeclaration;
  /** The public reads of its fields the site's pages, feeds and cards run (`SiteReads`). */
  site?: Partial<SiteReads>;
  /**
   * Headers every answer to a GET or HEAD carries, the site's pages kept in memory too (set before
   * any door answers): the webmentions module's `Link` to its endpoint. Several modules' `Link`s add up.
   */
  headers?: (config: Config) => Record<string, string>;
  /** An operation of its own the GraphQL sandbox (development) opens with; the first module's is used. */
  sandboxQuery?: string;
};

/**
 * A route of a module's own router (not a row of the REST facade): what it takes and what it
 * answers, so that tests that cover every route find it without anyone adding it by hand.
 */
export type PlainRoute = {
  method: 'get' | 'post';
  /** Express syntax, e.g. `/uploads/:name`. */
  path: string;
  summary: string;
  /** Who may call it (the route itself checks). */
  access: 'public' | 'admin';
  /** Its path parameters, each with its GraphQL input type (`String!`). */
  params?: Record<string, string>;
  /** The fields of its JSON body, each with its GraphQL input type (`String!`, `String`). */
  body?: Record<string, string>;
  /** The media types a success answers with, each a prefix (`image/`, `application/zip`). */
  answers: string[];
  /** Its body is a form (`application/x-www-form-urlencoded`) of the fields `body` names, as a page without JavaScript posts it. */
  form?: true;
  /**
   * Whether an answer says the request was taken, and may have stored what it sent (a 303 to the
   * page that says it worked); absent, or false for an answer: the route changed nothing.
   */
  taken?: (answer: { status: number; location?: string }) => boolean;
};
