import type { Router } from 'express';
import { parseType, typeFromAST, type GraphQLInputType } from 'graphql';
import type { Services } from '../../../src/core/context';
import type { PlainRoute } from '../../../src/core/module';
import { modules, plainRoutes } from '../../../src/modules';
import {
  chance,
  contentType,
  goodString,
  hostile,
  METHODS,
  pick,
  queryString,
  routedPath,
  schema,
  validValue,
  who,
  type Case,
} from './case';
import { hostileKey, hostileSegment, hostileString, malformedJson, Obj, type Draw } from './values';

/** The plain door's cases: every route a module's own router declares (/uploads, the backup's download). */

/** Every route of the modules' own routers, as they declare them (core/module.ts PlainRoute). */
const PLAIN_ROUTES: readonly PlainRoute[] = plainRoutes;

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/**
 * The routes each module's router mounts without declaring them (`module: METHOD path`). The
 * routers are built with no services: a router only keeps them for its requests.
 */
export function undeclaredRoutes(): string[] {
  const missing: string[] = [];
  for (const module of modules) {
    if (!module.router) continue;
    const router: Router = module.router.create({} as Services);
    for (const { route } of router.stack as Layer[]) {
      if (!route) continue;
      for (const method of Object.keys(route.methods).filter((name) => route.methods[name])) {
        const declared = module.router.routes.some((row) => row.method === method && row.path === route.path);
        if (!declared) missing.push(`${module.name}: ${method.toUpperCase()} ${route.path}`);
      }
    }
  }
  return missing;
}

/** A declared input type (`String!`) as the schema's. */
const declaredType = (text: string) => typeFromAST(schema, parseType(text) as never) as GraphQLInputType;

const FORM = 'application/x-www-form-urlencoded';

/** A form route's body as a page would post it: its fields valid or hostile, now and then one unknown or repeated. */
function form(g: Draw, route: PlainRoute): string {
  const fields = new URLSearchParams();
  for (const [name, type] of Object.entries(route.body ?? {})) {
    if (!type.endsWith('!') && chance(g, 50)) continue;
    const valid = validValue(g, declaredType(type), name, route.path);
    fields.append(name, chance(g, 30) ? hostileString(g) : typeof valid === 'string' ? valid : JSON.stringify(valid));
    if (chance(g, 10)) fields.append(name, hostileString(g));
  }
  if (chance(g, 10)) fields.append(hostileKey(g), hostileString(g));
  return fields.toString();
}

export function plainCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  const route = pick(g, PLAIN_ROUTES);
  const method = chance(g, 5) ? pick(g, METHODS) : route.method.toUpperCase();
  const path =
    route.path.replace(/:(\w+)/g, (_m, name: string) =>
      chance(g, 50) ? encodeURIComponent(goodString(g, name)) : hostileSegment(g),
    ) + queryString(g);
  const case_: Case = { door: 'plain', label: `${method} ${route.path}`, method, path, auth, headers };
  const fields = Object.entries(route.body ?? {});
  if (!fields.length && !chance(g, 10)) return case_;
  if (route.form && !chance(g, 20))
    return { ...case_, headers: { ...headers, 'content-type': FORM }, body: { text: form(g, route) } };
  headers['content-type'] = contentType(g);
  if (chance(g, 5)) return { ...case_, body: { text: malformedJson(g) } };
  const valid = new Obj(
    fields
      .filter(([, type]) => type.endsWith('!') || chance(g, 50))
      .map(([name, type]) => [name, validValue(g, declaredType(type), name, route.path)]),
  );
  return {
    ...case_,
    body: {
      json: hostile(
        g,
        valid,
        fields.map(([name]) => name),
      ),
    },
  };
}
/** The declared plain route that answers a method and path, as Express would match it (HEAD runs the GET route). */
export function matchPlainRoute(method: string, path: string): PlainRoute | undefined {
  const pathname = routedPath(path);
  const verb = method === 'HEAD' ? 'GET' : method;
  return PLAIN_ROUTES.find(
    (route) =>
      route.method.toUpperCase() === verb &&
      new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
}
