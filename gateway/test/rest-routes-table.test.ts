import { randomUUID } from 'node:crypto';
import { routes } from '../src/modules';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api, type Envelope } from './support/rest';

/**
 * The REST facade's route table (docs/api.md#rest-routes): every row once, each in
 * /api/openapi.json, each answering over HTTP. Each row's success answers:
 * rest-routes-<resource>.test.ts.
 */

/** docs/api.md#rest-routes, with the /api base, and the rows beyond it (each says why). */
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
  ['PUT', '/api/contact/{id}/read'], // beyond docs/api.md#rest-routes: marking a message read (issue 26)
  ['GET', '/api/contact/status'], // beyond docs/api.md#rest-routes: the inbox at a glance (issue 24)
  ['POST', '/api/contact/bulk'], // beyond docs/api.md#rest-routes: the inbox's bulk actions (issue 24)
  ['POST', '/api/views'], // beyond docs/api.md#rest-routes: a page's view, for analytics (issue 24)
  ['GET', '/api/analytics'], // beyond docs/api.md#rest-routes: the analytics report (issue 24)
  ['GET', '/api/blogs/{id}/related'], // beyond docs/api.md#rest-routes: what to read next (issue 22)
  ['GET', '/api/tags'], // beyond docs/api.md#rest-routes: tags (issue 22)
  ['PUT', '/api/blogs/{id}/autosave'], // beyond docs/api.md#rest-routes: autosave (issue 23)
  ['GET', '/api/blogs/{id}/revisions'], // beyond docs/api.md#rest-routes: versions (issue 23)
  ['GET', '/api/blogs/{id}/revisions/{revisionId}'], // beyond docs/api.md#rest-routes: one version (issue 23)
  ['GET', '/api/tags/{slug}'], // beyond docs/api.md#rest-routes: a tag's posts (issue 22)
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/settings'],
  ['PUT', '/api/social-media'],
  ['PUT', '/api/settings/social-media'],
  ['PUT', '/api/settings/contact-info'],
];

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
    expect(SPEC_ROUTES).toHaveLength(30); // the 19 of docs/api.md#rest-routes and the eleven beyond it
    const table = routes.map((row) => `${row.method.toUpperCase()} ${row.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(table).size).toBe(table.length);
    expect(table.sort()).toEqual(SPEC_ROUTES.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(SPEC_ROUTES)('%s %s is in the route table', (method, path) => {
    const matches = routes.filter(
      (row) => row.method === method.toLowerCase() && row.path.replace(/:(\w+)/g, '{$1}') === path,
    );
    expect(matches).toHaveLength(1);
  });

  it.each(SPEC_ROUTES)('%s %s is in /api/openapi.json', (method, path) => {
    expect(openApi.paths[path]).toBeDefined();
    expect(openApi.paths[path]![method.toLowerCase()]).toBeDefined();
  });

  it.each(SPEC_ROUTES)('%s %s answers over HTTP, not as an unknown route', async (method, path) => {
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
