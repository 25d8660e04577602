import fc from 'fast-check';
import { pick, type Case, type Door } from './case';
import { graphqlCase } from './graphql-cases';
import { multipartCase } from './multipart-cases';
import { plainCase, undeclaredRoutes } from './plain-cases';
import { FILE_ROUTES, restCase } from './rest-cases';
import type { Draw } from './values';

/**
 * The generated hostile corpus: requests for every REST row (the modules' `*.rest.ts`, composed in
 * `src/modules.ts`), every route of a module's own router (`Module.router.routes`: /uploads, the
 * backup's download) and every GraphQL query and mutation of `schema.graphql`, each built from a
 * valid request and then broken in a few random places. Everything comes from the route tables,
 * the routers' declarations and the schema, so a new route or field is covered without touching
 * this file; a route a module's router mounts without declaring it fails the corpus. Each door's
 * cases are drawn in their own file (rest-cases, plain-cases, graphql-cases, multipart-cases, from
 * what case.ts draws); the socket-level ones (`raw`) here.
 */

/** Where the socket-level cases go: a body of each kind, to a Content-Length far too big or cut mid-way. */
const RAW_TARGETS: Array<[method: string, path: string, type: 'json' | 'multipart']> = [
  ['POST', '/api/blogs', 'json'],
  ['PUT', '/api/about', 'json'],
  ['POST', '/api/contact', 'json'],
  ['POST', '/graphql', 'json'],
  ['POST', '/graphql', 'multipart'],
  ...FILE_ROUTES.map((row): [string, string, 'multipart'] => [row.method.toUpperCase(), row.path, 'multipart']),
];

function rawCase(g: Draw): Case {
  const [method, path, type] = pick(g, RAW_TARGETS);
  const raw = pick(g, ['huge-length', 'cut'] as const);
  const auth = pick(g, ['none', 'admin'] as const);
  const headers: Record<string, string> = {
    'content-type': type === 'json' ? 'application/json' : 'multipart/form-data; boundary=b',
  };
  if (path === '/graphql') headers['apollo-require-preflight'] = 'true';
  return { door: 'raw', label: `${raw} ${method} ${path} (${type})`, method, path, auth, headers, raw };
}

/** `count` cases of one door, the same for the same seed. */
export function generate(door: Door, count: number, seed: number): Case[] {
  const undeclared = undeclaredRoutes();
  if (undeclared.length) {
    throw new Error(
      `Routes mounted by a module's router without a declaration in its module.ts (router.routes), which the hostile corpus reads: ${undeclared.join(', ')}`,
    );
  }
  const build = { rest: restCase, plain: plainCase, graphql: graphqlCase, multipart: multipartCase, raw: rawCase }[
    door
  ];
  return fc.sample(fc.gen(), { seed, numRuns: count }).map((g) => build(g));
}
