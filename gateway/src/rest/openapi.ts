import { isDeepStrictEqual } from 'node:util';
import {
  GraphQLNonNull,
  Kind,
  parse,
  parseType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { PlainRoute } from '../core/module';
import { READ_ONLY_FIELDS, type RestRoute } from '../core/rest-route';
import { inputOf, requiredInput, requiredOutput, type JsonSchema } from './json-schema';

function operationOf(row: RestRoute): OperationDefinitionNode {
  return parse(row.operation).definitions[0] as OperationDefinitionNode;
}

/** The JSON Schema of a row's `data` (`shape`: its `result`) or of its `meta`. */
function dataSchema(schema: GraphQLSchema, row: RestRoute, shape: RestRoute['result'] = row.result): JsonSchema {
  const operation = operationOf(row);
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const data = requiredOutput(root, operation.selectionSet);
  const at = (path: string) =>
    path.split('.').reduce<JsonSchema>((current, key) => {
      const inner = (current.anyOf as JsonSchema[] | undefined)?.[0] ?? current;
      return ((inner.properties as Record<string, JsonSchema>)[key === 'id' ? '_id' : key] ?? {}) as JsonSchema;
    }, data);
  if (shape === null) return { type: 'null' };
  if (typeof shape === 'string') return at(shape);
  const properties = Object.fromEntries(Object.entries(shape).map(([key, path]) => [key, at(path)]));
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** A row and its variants, each as the row the router runs. */
const runs = (row: RestRoute): Array<RestRoute & { when?: string[] }> => [
  row,
  ...(row.variants ?? []).map((variant) => ({ ...row, ...variant })),
];

/** The argument a variable is passed to: its description documents the query parameter. */
function argumentDescription(schema: GraphQLSchema, row: RestRoute, variable: string): string | undefined {
  const operation = operationOf(row);
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const argument = selection.arguments?.find(
      ({ value }) => value.kind === Kind.VARIABLE && value.name.value === variable,
    );
    if (argument)
      return (
        root.getFields()[selection.name.value]?.args.find(({ name }) => name === argument.name.value)?.description ??
        undefined
      );
  }
  return undefined;
}

/** The query and header parameters of a row and its variants, each once. */
function queryParameters(schema: GraphQLSchema, row: RestRoute): JsonSchema[] {
  const parameters = new Map<string, JsonSchema>();
  for (const run of runs(row)) {
    const types = variableTypes(schema, run);
    for (const [variable, source] of Object.entries(run.variables ?? {})) {
      const place = source.startsWith('query.') ? 'query' : source.startsWith('header.') ? 'header' : null;
      if (!place) continue;
      const name = source.slice(place.length + 1);
      if (parameters.has(name)) continue;
      const values = row.queryValues?.[name];
      const description = argumentDescription(schema, run, variable);
      parameters.set(name, {
        name,
        in: place,
        required: false,
        schema: values ? { type: 'string', enum: Object.keys(values) } : requiredInput(types.get(variable)!),
        ...(description ? { description } : {}),
      });
    }
  }
  return [...parameters.values()];
}

/** `data` of a row with variants answering different shapes: any of them. */
function variantsData(schema: GraphQLSchema, row: RestRoute): JsonSchema {
  // The same shape reached through another field (`blogs`, `blogPage.items`) differs only by that field's description.
  const shapes = runs(row).map((run) => {
    const { description: _description, ...shape } = dataSchema(schema, run);
    return shape;
  });
  const distinct = shapes.filter((shape, n) => shapes.findIndex((other) => isDeepStrictEqual(other, shape)) === n);
  return distinct.length === 1 ? distinct[0]! : { anyOf: distinct };
}

function variableTypes(schema: GraphQLSchema, row: RestRoute): Map<string, GraphQLInputType> {
  return new Map(
    (operationOf(row).variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      typeFromAST(schema, definition.type) as GraphQLInputType,
    ]),
  );
}

function requestBody(schema: GraphQLSchema, row: RestRoute): JsonSchema | undefined {
  const types = variableTypes(schema, row);
  const sources = Object.entries(row.variables ?? {});
  const file = sources.find(([, source]) => source.startsWith('file:'));
  if (file) {
    const field = file[1].slice(5);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } }, required: [field] },
        },
      },
    };
  }
  const whole = sources.find(([, source]) => source === 'body');
  const fields = sources.filter(([, source]) => source.startsWith('body.'));
  if (!whole && fields.length === 0) return undefined;
  const bodySchema = whole
    ? requiredInput(types.get(whole[0])!)
    : {
        type: 'object',
        properties: Object.fromEntries(fields.map(([name, source]) => [source.slice(5), inputOf(types.get(name)!)])),
        required: fields
          .filter(([name]) => types.get(name) instanceof GraphQLNonNull)
          .map(([, source]) => source.slice(5)),
      };
  return { required: true, content: { 'application/json': { schema: bodySchema } } };
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Geçersiz istek (doğrulama hatası, bozuk JSON, yanlış tür)',
  401: 'Oturum gerekli (token yok, geçersiz, süresi dolmuş ya da iptal edilmiş)',
  403: 'Admin yetkisi gerekli',
  404: 'Bulunamadı',
  413: 'Çok büyük (JSON en fazla 1 MB, dosya en fazla 5 MiB)',
  415: 'Desteklenmeyen dosya türü',
  429: 'Çok fazla istek (Retry-After başlığına bakın)',
  500: 'Beklenmeyen hata',
};

function errorStatuses(row: RestRoute): number[] {
  const statuses = [400];
  if (row.access !== 'public') statuses.push(401);
  if (row.access === 'admin' || (row.queryValues ?? row.variants)) statuses.push(403);
  if (row.path.includes(':') || row.notFound) statuses.push(404);
  if (Object.values(row.variables ?? {}).some((source) => source.startsWith('file:'))) statuses.push(413, 415);
  else if (row.method !== 'get') statuses.push(413);
  if (row.access === 'public' && row.method === 'post') statuses.push(429);
  statuses.push(500);
  return statuses;
}

/** A module's own route under /api (the backup's download): its JSON body's fields, the files it answers, its refusals. */
function plainOperation(schema: GraphQLSchema, route: PlainRoute): JsonSchema {
  const fields = Object.entries(route.body ?? {}).map(
    ([name, type]) => [name, typeFromAST(schema, parseType(type) as never) as GraphQLInputType] as const,
  );
  const statuses = [400, ...(route.access === 'public' ? [] : [401, 403]), 413, 429, 500];
  return {
    summary: route.summary,
    tags: [route.path.split('/')[2]],
    ...(route.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
    ...(fields.length
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(fields.map(([name, type]) => [name, inputOf(type)])),
                  required: fields.filter(([, type]) => type instanceof GraphQLNonNull).map(([name]) => name),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Dosya (ek olarak)',
        content: Object.fromEntries(
          route.answers.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
      ...Object.fromEntries(
        statuses.map((status) => [
          status,
          {
            description: ERROR_TEXT[status],
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

/**
 * OpenAPI 3.1, generated from the route table, the modules' declared routes under /api and the
 * GraphQL schema: it cannot drift from any of them.
 */
export function openApiDocument(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  plain: readonly PlainRoute[] = [],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of plain.filter((row) => row.path.startsWith('/api/'))) {
    (paths[route.path.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method] = plainOperation(schema, route);
  }
  for (const row of routes) {
    const path = row.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...[...row.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParameters(schema, row),
    ];
    const meta = runs(row).find((run) => run.meta);
    const body = requestBody(schema, row);
    const success = row.download
      ? {
          description: 'Dosya (ek olarak)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: 'Başarılı',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: true },
                  data: variantsData(schema, row),
                  ...(meta
                    ? {
                        meta: {
                          ...dataSchema(schema, meta, meta.meta!),
                          // A variant's `meta` comes with the parameters that choose it; a row's always.
                          ...(meta.when && {
                            description: `Yalnızca ${runs(row)
                              .flatMap((run) => (run.meta ? run.when! : []))
                              .map((name) => `\`${name}\``)
                              .join(' ya da ')} verildiğinde.`,
                          }),
                        },
                      }
                    : {}),
                },
                required: ['success', 'data'],
              },
            },
          },
        };
    const description = [row.description, ...(row.variants ?? []).map((variant) => variant.summary)].filter(Boolean);
    (paths[path] ??= {})[row.method] = {
      summary: row.summary,
      ...(description.length ? { description: description.join('\n\n') } : {}),
      tags: [row.path.split('/')[2]],
      ...(row.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: {
        [row.status ?? 200]: success,
        ...Object.fromEntries(
          errorStatuses(row).map((status) => [
            status,
            {
              description: ERROR_TEXT[status],
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          ]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolyo REST API',
      version: '1.0.0',
      description:
        'The routes of docs/api.md#rest-routes. Every route runs the same GraphQL operation as the site (POST /graphql), so rules, ' +
        'limits and Turkish messages are the same on both doors. Answers: `{success: true, data}` or `{success: false, message}`. ' +
        'A write accepts what the matching GET returned: read-only fields (' +
        READ_ONLY_FIELDS.map((name) => `\`${name}\``).join(', ') +
        ') are ignored; any other unknown field is refused with 400, naming it.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'POST /api/auth/login → data.token',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { success: { const: false }, message: { type: 'string', description: 'Türkçe hata mesajı' } },
          required: ['success', 'message'],
        },
      },
    },
  };
}
