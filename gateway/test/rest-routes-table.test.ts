import { randomUUID } from 'node:crypto';
import { routes } from '../src/modules';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api, type Envelope } from './support/rest';

/**
 * The REST facade's route table: the product's rows (docs/api.md#rest-routes) all there, and every
 * row the modules declare (those and the ones beyond the product, docs/api.md) once, each in
 * /api/openapi.json, each answering over HTTP. Each row's success answers:
 * rest-routes-<resource>.test.ts.
 */

/** docs/api.md#rest-routes, with the /api base. */
const SPEC_ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string]> = [
  ['GET', '/api/about'],
  ['PUT', '/api/about'],
  ['POST', '/api/about/cv'],
  ['DELETE', '/api/about/cv'],
  ['GET', '/api/about/cv/download'],
  ['GET', '/api/blogs'],
  ['GET', '/api/blogs/{id}'],
  ['POST', '/api/blogs'],
  ['PUT', '/api/blogs/{id}'],
  ['DELETE', '/api/blogs/{id}'],
  ['POST', '/api/contact'],
  ['GET', '/api/contact'],
  ['DELETE', '/api/contact/{id}'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/settings'],
  ['PUT', '/api/social-media'],
  ['PUT', '/api/settings/social-media'],
  ['PUT', '/api/settings/contact-info'],
];

/** Every row of the facade, as the modules declare them. */
const ROWS = routes.map((row) => [row.method.toUpperCase(), row.path.replace(/:(\w+)/g, '{$1}')] as const);

describe(`REST route table covers docs/api.md#rest-routes (${testDb})`, () => {
  let app: TestApp;
  let openApi: { paths: Record<string, Record<string, unknown>> };
  let unknownRoute: Envelope;
  beforeAll(async () => {
    app = await startTestApp();
    openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as typeof openApi;
    const nope = await api(app, 'GET', '/api/definitely-not-a-route');
    expect(nope.status).toBe(404);
    unknownRoute = nope.body;
  });
  afterAll(() => app.close());

  it('lists every row once', () => {
    expect(SPEC_ROUTES).toHaveLength(19);
    expect(new Set(ROWS.map(([method, path]) => `${method} ${path}`)).size).toBe(ROWS.length);
  });

  it.each(SPEC_ROUTES)('%s %s is in the route table', (method, path) => {
    const matches = routes.filter(
      (row) => row.method === method.toLowerCase() && row.path.replace(/:(\w+)/g, '{$1}') === path,
    );
    expect(matches).toHaveLength(1);
  });

  it.each(ROWS)('%s %s is in /api/openapi.json', (method, path) => {
    expect(openApi.paths[path]).toBeDefined();
    expect(openApi.paths[path]![method.toLowerCase()]).toBeDefined();
  });

  it.each(ROWS)('%s %s answers over HTTP, not as an unknown route', async (method, path) => {
    const response = await fetch(`${app.url}${path.replace('{id}', randomUUID()).replace('{slug}', 'bir-etiket')}`, {
      method,
      headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    const text = await response.text();
    const body = /json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as Envelope) : undefined;
    expect(response.status === 404 && body?.message === unknownRoute.message).toBe(false);
    expect(body).toBeDefined();
    expect(typeof body!.success).toBe('boolean');
  });
});
