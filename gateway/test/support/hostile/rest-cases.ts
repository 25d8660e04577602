import fc from 'fast-check';
import { parse, typeFromAST, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import type { RestRoute } from '../../../src/core/rest-route';
import { routes } from '../../../src/modules';
import {
  chance,
  contentType,
  hostile,
  METHODS,
  pick,
  queryString,
  refKind,
  routedPath,
  schema,
  validValue,
  who,
  type Case,
} from './case';
import { hostileSegment, malformedJson, Obj, type Draw, type J } from './values';

/** The REST door's cases: every row of the modules' `*.rest.ts` with a JSON body or none. */

/** The variables of a REST row's operation, with their types. */
function rowVariables(row: RestRoute): Array<{ name: string; type: GraphQLInputType; source: string }> {
  const operation = parse(row.operation).definitions[0] as OperationDefinitionNode;
  return (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(schema, definition.type as never) as GraphQLInputType,
    source: row.variables?.[definition.variable.name.value] ?? '',
  }));
}

const JSON_ROUTES = routes.filter(
  (row) => !Object.values(row.variables ?? {}).some((source) => source.startsWith('file:')),
);
export const FILE_ROUTES = routes.filter((row) =>
  Object.values(row.variables ?? {}).some((source) => source.startsWith('file:')),
);
function restPath(g: Draw, row: RestRoute): string {
  return row.path.replace(/:(\w+)/g, () =>
    chance(g, 50) ? `{{${refKind(row.path)}}}` : chance(g, 30) ? g(fc.uuid) : hostileSegment(g),
  );
}
export function restCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  if (chance(g, 5)) {
    const path = pick(g, [
      '/api',
      '/api/',
      '/api/nope',
      `/api/${hostileSegment(g)}`,
      '/api/blogs/x/y',
      '/api/about/cv/x',
    ]);
    return { door: 'rest', label: `unknown route ${path.slice(0, 40)}`, method: pick(g, METHODS), path, auth, headers };
  }
  const row = pick(g, JSON_ROUTES);
  const method = chance(g, 5) ? pick(g, METHODS) : row.method.toUpperCase();
  const path = restPath(g, row) + queryString(g);
  const case_: Case = { door: 'rest', label: `${method} ${row.path}`, method, path, auth, headers };
  const fromBody = rowVariables(row).filter((variable) => variable.source.startsWith('body'));
  if (!fromBody.length && !chance(g, 10)) return case_;
  case_.headers['content-type'] = contentType(g);
  if (chance(g, 5)) return { ...case_, body: { text: malformedJson(g) } };
  const whole = fromBody.find((variable) => variable.source === 'body');
  const valid: J = whole
    ? validValue(g, whole.type, whole.name, row.path)
    : new Obj(
        fromBody.map((variable) => [variable.source.slice(5), validValue(g, variable.type, variable.name, row.path)]),
      );
  return {
    ...case_,
    body: {
      json: hostile(
        g,
        valid,
        fromBody.map((variable) => variable.source.slice(5)),
      ),
    },
  };
}
/** The REST row that answers a method and path, as Express would match it (HEAD runs the GET row). */
export function matchRoute(method: string, path: string): RestRoute | undefined {
  const pathname = routedPath(path);
  const verb = method === 'HEAD' ? 'GET' : method;
  return routes.find(
    (row) =>
      row.method.toUpperCase() === verb && new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
}
