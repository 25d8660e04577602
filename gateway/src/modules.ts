import { ContentChange } from './cache/content-change.entity';
import type { AnswerTags } from './cache/tags';
import type { Config } from './core/config';
import type { RequestFacts, Services } from './core/context';
import type { CostDeclaration, Module, ModuleDeps, PlainRoute, SendFile, SiteReads } from './core/module';
import { RateLimitCounter } from './core/rate-limit-counter.entity';
import { aboutModule } from './modules/about/module';
import { analyticsModule } from './modules/analytics/module';
import { authModule } from './modules/auth/module';
import { backupModule } from './modules/backup/module';
import { blogModule } from './modules/blog/module';
import { commentsModule } from './modules/comments/module';
import { contactModule } from './modules/contact/module';
import { dashboardModule } from './modules/dashboard/module';
import { fediverseModule } from './modules/fediverse/module';
import { filesModule } from './modules/files/module';
import { mailModule } from './modules/mail/module';
import { projectsModule } from './modules/projects/module';
import { revisionsModule } from './modules/revisions/module';
import { searchModule } from './modules/search/module';
import { settingsModule } from './modules/settings/module';
import { subscribersModule } from './modules/subscribers/module';
import { webmentionsModule } from './modules/webmentions/module';

/**
 * The gateway's modules, one line each (ARCHITECTURE.md, "Adding a module"). A module's services
 * may use those of the modules before it: about uses files, the blog search and revisions.
 */
export const modules: readonly Module[] = [
  filesModule,
  authModule,
  aboutModule,
  revisionsModule,
  searchModule,
  blogModule,
  projectsModule,
  mailModule,
  contactModule,
  settingsModule,
  subscribersModule,
  commentsModule,
  webmentionsModule,
  fediverseModule,
  dashboardModule,
  analyticsModule,
  backupModule,
];

/** Every TypeORM entity: the modules', the change log's and the rate limits' counters. */
export const entities = [...modules.flatMap((module) => module.entities ?? []), ContentChange, RateLimitCounter];

/** The migrations modules declare themselves (after those in core/db/migrations). */
export const migrations = modules.flatMap((module) => module.migrations ?? []);

/** What each public root query field's answer shows, as cache tags (cache/tags.ts). */
export const ANSWER_TAGS = Object.assign({}, ...modules.map((module) => module.answers ?? {})) as AnswerTags;

/** Every REST row (docs/api.md#rest-routes). */
export const routes = modules.flatMap((module) => module.routes ?? []);

/** Every route of the modules' own routers, as they declare them (the backup's download, /uploads). */
export const plainRoutes: PlainRoute[] = modules.flatMap((module) => module.router?.routes ?? []);

/** The headers every answer to a GET or HEAD carries (`Module.headers`), as [name, value] pairs. */
export const answerHeaders = (config: Config): Array<[string, string]> =>
  modules.flatMap((module) => Object.entries(module.headers?.(config) ?? {}));

/** The one module that declares `name`: auth's sessions, files' `sendFile`. */
function theOne<K extends keyof Module>(name: K): NonNullable<Module[K]> {
  const declaring = modules.filter((module) => module[name]);
  if (declaring.length !== 1) throw new Error(`Tam bir modül ${name} bildirmeli; bildirenler: ${declaring.length}`);
  return declaring[0]![name]!;
}

/**
 * Every service of the gateway, built once per app and handed to resolvers through the context;
 * `sessions` (core/context.ts) is the one module's that declares who signs in.
 */
export function createServices(deps: Omit<ModuleDeps, 'modules'>): Services {
  const services = {} as Services;
  for (const module of modules) Object.assign(services, module.services?.({ ...deps, modules }, services));
  services.sessions = theOne('sessions')(services);
  services.facts = (req) => Object.assign({}, ...modules.map((module) => module.context?.(req) ?? {})) as RequestFacts;
  return services;
}

/** How a REST row's `download` sends a stored file (the files module's). */
export const SEND_FILE: SendFile = theOne('sendFile');

/** What the cost limit reads of each module (graphql/cost.ts). */
export const COSTS: CostDeclaration[] = modules.flatMap((module) => module.cost ?? []);

/** Every read the site runs (`SiteReads`), each of which some module must declare. */
const SITE_READ_NAMES: Record<Exclude<keyof SiteReads, 'listTags' | 'feedTags'>, true> = {
  owner: true,
  listPages: true,
  post: true,
  tagPages: true,
  latest: true,
  all: true,
  tag: true,
  card: true,
  project: true,
  projectPages: true,
  tagProjects: true,
  allProjects: true,
  projectCard: true,
};

/** The public reads the site runs (site/), from the modules that declare them; the tags of all. */
export const SITE_READS = modules.reduce<SiteReads>(
  (reads, { site }) => ({
    ...reads,
    ...site,
    listTags: [...reads.listTags, ...(site?.listTags ?? [])],
    feedTags: [...reads.feedTags, ...(site?.feedTags ?? [])],
  }),
  { listTags: [], feedTags: [] } as unknown as SiteReads,
);
const unread = Object.keys(SITE_READ_NAMES).filter((name) => !SITE_READS[name as keyof SiteReads]);
if (unread.length) throw new Error(`Sitenin okumalarını bildiren modül yok: ${unread.join(', ')}`);

/** The operation the GraphQL sandbox opens with (development only). */
export const SANDBOX_QUERY = modules.find((module) => module.sandboxQuery)?.sandboxQuery ?? '{ __typename }';

/**
 * The root fields anyone may call, signed in or not. Every other Query and Mutation field carries
 * `@Authorized`; one that does not and is not named by its module is the admin's alone
 * (graphql/authorize-first.ts), and test/closed-by-default.test.ts fails until someone classifies
 * it: closed by default.
 */
export const PUBLIC_FIELDS: ReadonlySet<string> = new Set(modules.flatMap((module) => module.publicFields ?? []));
