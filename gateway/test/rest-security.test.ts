import { plainRoutes, routes } from '../src/modules';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';

/**
 * docs/server.md#browser-security-policy on every kind of response, and the REST documentation:
 * /api/openapi.json (OpenAPI 3.1 of docs/api.md#rest-routes) and /api/docs (Swagger UI with
 * same-origin scripts).
 */

/** The Content-Security-Policy of docs/server.md#browser-security-policy for HTML, as it writes it, directive by directive. */
const EXPECTED_CSP: Record<string, string[]> = Object.fromEntries(
  [
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:",
    "font-src 'self'; connect-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  ]
    .join('; ')
    .split('; ')
    .map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
);

function parseCsp(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  const directives: Record<string, string[]> = {};
  for (const part of header!.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives).not.toHaveProperty(name.toLowerCase()); // each directive once
    directives[name.toLowerCase()] = values.sort();
  }
  return directives;
}

const sortedCsp = Object.fromEntries(Object.entries(EXPECTED_CSP).map(([name, values]) => [name, [...values].sort()]));

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/** docs/api.md#rest-routes (and the one row beyond it) and who may call each row (docs/api.md#who-may-do-what). */
const SPEC_ROUTES: Array<[method: string, path: string, access: 'public' | 'signed-in' | 'admin']> = [
  ['get', '/api/about', 'public'],
  ['put', '/api/about', 'admin'],
  ['post', '/api/about/cv', 'admin'],
  ['delete', '/api/about/cv', 'admin'],
  ['get', '/api/about/cv/download', 'public'],
  ['get', '/api/blogs', 'public'],
  ['get', '/api/blogs/{id}', 'public'],
  ['post', '/api/blogs', 'admin'],
  ['put', '/api/blogs/{id}', 'admin'],
  ['delete', '/api/blogs/{id}', 'admin'],
  ['post', '/api/contact', 'public'],
  ['get', '/api/contact', 'admin'],
  ['delete', '/api/contact/{id}', 'admin'],
  ['put', '/api/contact/{id}/read', 'admin'], // beyond docs/api.md#rest-routes: marking a message read (issue 26)
  ['get', '/api/contact/status', 'admin'], // beyond docs/api.md#rest-routes: the inbox at a glance (issue 24)
  ['post', '/api/contact/bulk', 'admin'], // beyond docs/api.md#rest-routes: the inbox's bulk actions (issue 24)
  ['post', '/api/views', 'public'], // beyond docs/api.md#rest-routes: a page's view, for analytics (issue 24)
  ['get', '/api/analytics', 'admin'], // beyond docs/api.md#rest-routes: the analytics report (issue 24)
  ['get', '/api/blogs/{id}/related', 'public'], // beyond docs/api.md#rest-routes: what to read next (issue 22)
  ['get', '/api/tags', 'public'], // beyond docs/api.md#rest-routes: tags (issue 22)
  ['put', '/api/blogs/{id}/autosave', 'admin'], // beyond docs/api.md#rest-routes: autosave (issue 23)
  ['get', '/api/blogs/{id}/revisions', 'admin'], // beyond docs/api.md#rest-routes: versions (issue 23)
  ['get', '/api/blogs/{id}/revisions/{revisionId}', 'admin'], // beyond docs/api.md#rest-routes: one version (issue 23)
  ['get', '/api/tags/{slug}', 'public'], // beyond docs/api.md#rest-routes: a tag's posts (issue 22)
  ['post', '/api/auth/login', 'public'],
  ['get', '/api/auth/me', 'signed-in'],
  ['get', '/api/settings', 'public'],
  ['put', '/api/social-media', 'admin'],
  ['put', '/api/settings/social-media', 'admin'],
  ['put', '/api/settings/contact-info', 'admin'],
];

type Operation = {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type OpenApi = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: {
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
    schemas?: Record<string, unknown>;
  };
};

describe(`Security headers on every response (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['an /api JSON answer', 'GET', '/api/about', undefined, 200],
    ['an /api JSON list', 'GET', '/api/blogs', undefined, 200],
    ['the OpenAPI document', 'GET', '/api/openapi.json', undefined, 200],
    ['an /api 404', 'GET', '/api/nope', undefined, 404],
    ['an /api 400 (malformed JSON)', 'POST', '/api/contact', '{', 400],
    ['an /api 401', 'GET', '/api/contact', undefined, 401],
    // A client that does not want HTML (the site answers index.html to any GET that does).
    ['a 404 outside /api', 'GET', '/definitely/not/here.txt', undefined, 404],
    ['an /uploads 404', 'GET', '/uploads/nope.pdf', undefined, 404],
    ['the docs page', 'GET', '/api/docs', undefined, 200],
    ['the landing page', 'GET', '/', undefined, 200],
  ] as const)('%s: no X-Powered-By, X-Content-Type-Options: nosniff', async (_label, method, path, body, status) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(path.startsWith('/definitely') ? { accept: 'application/json' } : {}),
      },
      body,
    });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expectCommonHeaders(response.headers);
  });

  // `/` is the built site's index.html, or the gateway's landing page when the site is not built.
  it.each(['/api/docs', '/'])(
    'HTML at %s carries exactly the Content-Security-Policy of docs/server.md#browser-security-policy',
    async (path) => {
      const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const header = response.headers.get('content-security-policy');
      expect(header).not.toMatch(/,/); // a single policy, not two joined
      expect(parseCsp(header)).toEqual(sortedCsp);
      expect(response.headers.get('content-security-policy-report-only')).toBeNull();
      expectCommonHeaders(response.headers);
    },
  );

  it('pages answered with the built site (when there is one) carry the same policy', async () => {
    for (const [path, status] of [
      ['/blog/abc', 404],
      ['/mrpurposeless', 200],
      ['/mrpurposeless/login', 200],
      ['/iletisim', 404],
      ['/contact', 200],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      expectCommonHeaders(response.headers);
      if (/^text\/html/.test(response.headers.get('content-type') ?? '')) {
        expect(response.status).toBe(status);
        expect(parseCsp(response.headers.get('content-security-policy'))).toEqual(sortedCsp);
      } else {
        expect(response.status).toBe(404);
      }
    }
  });

  it('JSON answers are JSON with a charset and never sniffed', async () => {
    for (const path of ['/api/about', '/api/nope', '/api/openapi.json']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/i);
      await response.json();
    }
  });
});

describe(`/api/openapi.json (${testDb})`, () => {
  let app: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    app = await startTestApp();
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await response.json()) as OpenApi;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document with info and paths', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info.title).toBe('string');
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(typeof doc.info.version).toBe('string');
    expect(typeof doc.paths).toBe('object');
  });

  it("describes exactly the modules' rows (docs/api.md#rest-routes among them) and their own routes under /api", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(key))
        .map((method) => `${method} ${path}`),
    );
    const own = plainRoutes.filter((route) => route.path.startsWith('/api/'));
    expect(own.map((route) => `${route.method} ${route.path}`)).toEqual(['post /api/backup']);
    // Every row a module declares (a new module's too, without anyone listing it here) and nothing else.
    expect(documented.sort()).toEqual(
      [
        ...routes.map((row) => `${row.method} ${row.path.replace(/:(\w+)/g, '{$1}')}`),
        ...own.map((route) => `${route.method} ${route.path}`),
      ].sort(),
    );
    expect(documented).toEqual(expect.arrayContaining(SPEC_ROUTES.map(([method, path]) => `${method} ${path}`)));
  });

  it.each(SPEC_ROUTES)('%s %s: present, with responses, path parameters and its security', (method, path, access) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    const statuses = Object.keys(operation!.responses);
    expect(statuses.some((status) => /^2\d\d$/.test(status))).toBe(true);
    for (const [name] of path.matchAll(/\{(\w+)\}/g)) {
      expect(operation!.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: name.slice(1, -1), in: 'path', required: true })]),
      );
    }
    if (access === 'public') {
      expect(operation!.security ?? []).toEqual([]);
    } else {
      expect(Array.isArray(operation!.security)).toBe(true);
      expect(operation!.security!.length).toBeGreaterThan(0);
      for (const requirement of operation!.security!) {
        for (const scheme of Object.keys(requirement)) {
          expect(doc.components?.securitySchemes?.[scheme]).toBeDefined();
        }
      }
      expect(statuses).toContain('401');
      if (access === 'admin') expect(statuses).toContain('403');
    }
  });

  it('the bearer scheme is HTTP bearer (JWT)', () => {
    const schemes = Object.values(doc.components?.securitySchemes ?? {});
    expect(schemes).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'http', scheme: 'bearer' })]));
  });

  it('POST /api/about/cv takes multipart/form-data with the file field cv', () => {
    const body = doc.paths['/api/about/cv']?.post?.requestBody;
    expect(body?.content['multipart/form-data']?.schema.properties).toHaveProperty('cv');
  });

  it('JSON writes document their bodies; creates answer 201', () => {
    for (const [method, path] of [
      ['put', '/api/about'],
      ['post', '/api/blogs'],
      ['put', '/api/blogs/{id}'],
      ['post', '/api/contact'],
      ['post', '/api/auth/login'],
      ['put', '/api/settings/social-media'],
      ['put', '/api/social-media'],
      ['put', '/api/settings/contact-info'],
    ] as const) {
      expect({
        method,
        path,
        json: Boolean(doc.paths[path]?.[method]?.requestBody?.content['application/json']),
      }).toEqual({
        method,
        path,
        json: true,
      });
    }
    expect(Object.keys(doc.paths['/api/blogs']!.post!.responses)).toContain('201');
    expect(Object.keys(doc.paths['/api/contact']!.post!.responses)).toContain('201');
  });

  it('every $ref points at something in the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/')).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
    }
  });
});

describe(`/api/docs (${testDb})`, () => {
  let app: TestApp;
  let html: string;
  beforeAll(async () => {
    app = await startTestApp();
    const response = await fetch(`${app.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    html = await response.text();
  });
  afterAll(() => app.close());

  const scripts = () => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const srcOf = (attributes: string) => /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];

  it('is an HTML page whose scripts are all files from this origin (no inline script, no CDN)', () => {
    expect(html).toMatch(/<html/i);
    const found = scripts();
    expect(found.length).toBeGreaterThan(0);
    const origin = new URL(app.url).origin;
    for (const [, attributes, body] of found) {
      const src = srcOf(attributes!);
      expect(src).toBeDefined();
      expect(body!.trim()).toBe('');
      expect(src).not.toMatch(/^(https?:)?\/\//i);
      expect(new URL(src!, `${app.url}/api/docs`).origin).toBe(origin);
    }
    expect(html).not.toMatch(/\b(src|href)\s*=\s*["'](https?:)?\/\//i);
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i); // no inline event handlers
  });

  it('every script it loads is served as JavaScript', async () => {
    for (const [, attributes] of scripts()) {
      const src = srcOf(attributes!)!;
      const response = await fetch(new URL(src, `${app.url}/api/docs`));
      expect({ src, status: response.status }).toEqual({ src, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.text()).length).toBeGreaterThan(0);
    }
  });

  it('its stylesheets are same-origin and served as CSS', async () => {
    const links = [...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi)].map(
      ([tag]) => /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1],
    );
    for (const href of links) {
      expect(href).toBeDefined();
      const url = new URL(href!, `${app.url}/api/docs`);
      expect(url.origin).toBe(new URL(app.url).origin);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    }
  });

  it('points Swagger UI at /api/openapi.json', async () => {
    const sources = await Promise.all(
      scripts().map(async ([, attributes]) =>
        (await fetch(new URL(srcOf(attributes!)!, `${app.url}/api/docs`))).text(),
      ),
    );
    expect(sources.some((source) => source.includes('/api/openapi.json'))).toBe(true);
  });
});
