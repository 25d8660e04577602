import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AboutResolver } from '../modules/about/about.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { FilesResolver } from '../modules/files/files.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { authChecker } from './auth-checker';
import { validateArgument } from './validation';

export const resolvers = [
  AboutResolver,
  AuthResolver,
  BlogResolver,
  ContactResolver,
  DashboardResolver,
  FilesResolver,
  SettingsResolver,
] as const;

/**
 * The root fields anyone may call, signed in or not. Every other Query and Mutation field carries
 * `@Authorized`; one that does not and is not named here is the admin's alone (authorize-first.ts),
 * and test/closed-by-default.test.ts fails until someone classifies it: closed by default.
 */
export const PUBLIC_FIELDS: ReadonlySet<string> = new Set([
  'query.about',
  'query.blogs',
  'query.blogPage',
  'query.blog',
  'query.settings',
  'mutation.login',
  'mutation.viewBlog',
  'mutation.sendContactMessage',
]);

/** The one schema both doors execute against. */
export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validateFn: validateArgument });
}
