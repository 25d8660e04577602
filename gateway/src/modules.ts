import { ContentChange } from './cache/content-change.entity';
import type { AnswerTags } from './cache/tags';
import type { Services } from './core/context';
import type { Module, ModuleDeps, PlainRoute } from './core/module';
import { RateLimitCounter } from './core/rate-limit-counter.entity';
import { aboutModule } from './modules/about/module';
import { analyticsModule } from './modules/analytics/module';
import { authModule } from './modules/auth/module';
import { backupModule } from './modules/backup/module';
import { blogModule } from './modules/blog/module';
import { contactModule } from './modules/contact/module';
import { dashboardModule } from './modules/dashboard/module';
import { filesModule } from './modules/files/module';
import { revisionsModule } from './modules/revisions/module';
import { searchModule } from './modules/search/module';
import { settingsModule } from './modules/settings/module';

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
  contactModule,
  settingsModule,
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

/** Every REST row (SPEC.md §7). */
export const routes = modules.flatMap((module) => module.routes ?? []);

/** Every route of the modules' own routers, as they declare them (the backup's download, /uploads). */
export const plainRoutes: PlainRoute[] = modules.flatMap((module) => module.router?.routes ?? []);

/** Every service of the gateway, built once per app and handed to resolvers through the context. */
export function createServices(deps: ModuleDeps): Services {
  const services = {} as Services;
  for (const module of modules) Object.assign(services, module.services?.(deps, services));
  return services;
}

/**
 * The root fields anyone may call, signed in or not. Every other Query and Mutation field carries
 * `@Authorized`; one that does not and is not named by its module is the admin's alone
 * (graphql/authorize-first.ts), and test/closed-by-default.test.ts fails until someone classifies
 * it: closed by default.
 */
export const PUBLIC_FIELDS: ReadonlySet<string> = new Set(modules.flatMap((module) => module.publicFields ?? []));
