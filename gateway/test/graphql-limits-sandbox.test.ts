import { parse, print } from 'graphql';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';

/** docs/server.md#browser-security-policy, as written there. */
const CONTRACT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "font-src 'self'; connect-src 'self'; frame-src https://www.youtube.com https://www.youtube-nocookie.com " +
  "https://player.vimeo.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** A policy as directive → sources (order of directives and extra spaces do not matter). */
function directives(policy: string): Record<string, string[]> {
  const entries = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...sources] = part.split(/\s+/);
      return [name!.toLowerCase(), sources] as const;
    });
  const names = entries.map(([name]) => name);
  expect(new Set(names).size).toBe(names.length); // no directive twice
  return Object.fromEntries(entries);
}

function expectContractCsp(headers: Headers) {
  const policy = headers.get('content-security-policy');
  expect(policy).not.toBeNull();
  expect(directives(policy!)).toEqual(directives(CONTRACT_CSP));
  expect(headers.get('content-security-policy-report-only')).toBeNull();
  expect(headers.get('x-powered-by')).toBeNull();
}

const getPage = (url: string, path = '/graphql', accept = 'text/html') =>
  fetch(`${url}${path}`, { headers: { accept } });

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const scriptSources = (html: string) =>
  tags(html, 'script')
    .map((tag) => attribute(tag, 'src'))
    .filter((src): src is string => src !== undefined);
const baseHref = (html: string) =>
  tags(html, 'base')
    .map((tag) => attribute(tag, 'href'))
    .find(Boolean);

const SANDBOX_QUERY = '{ blogs { id title } }';

describe(`GraphQL sandbox in development (${testDb})`, () => {
  let app: TestApp;
  let html: string;
  let response: Response;

  beforeAll(async () => {
    app = await startTestApp();
    response = await getPage(app.url);
    html = await response.text();
  });
  afterAll(() => app.close());

  it('serves an HTML page on GET /graphql with Accept: text/html (directly or by a same-origin redirect)', () => {
    expect(response.status).toBe(200);
    expect(new URL(response.url).origin).toBe(new URL(app.url).origin);
    expect(new URL(response.url).pathname).toMatch(/^\/graphql(\/sandbox\/)?$/);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<html/i);
    expect(scriptSources(html).length).toBeGreaterThan(0);
  });

  it('carries the Content-Security-Policy of docs/server.md#browser-security-policy exactly and no X-Powered-By', () => {
    expectContractCsp(response.headers);
  });

  it('loads only same-origin scripts: relative paths or /graphql/sandbox/ paths', () => {
    for (const src of scriptSources(html)) {
      expect(src).not.toMatch(/^[a-z][a-z0-9+.-]*:/i); // no scheme (http:, https:, data:, javascript:)
      expect(src).not.toMatch(/^\/\//); // no protocol-relative URL
      if (src.startsWith('/')) expect(src).toMatch(/^\/graphql\/sandbox\//);
    }
  });

  it('names no http(s) URL in any script, link or base tag', () => {
    for (const tag of [...tags(html, 'script'), ...tags(html, 'link'), ...tags(html, 'base')]) {
      expect(tag).not.toMatch(/https?:\/\//i);
      expect(tag).not.toMatch(/(src|href)\s*=\s*["']?\/\//i);
    }
  });

  it('has no inline script (script-src is only self)', () => {
    const inline = html.match(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi) ?? [];
    expect(inline.filter((script) => script.replace(/<\/?script[^>]*>/gi, '').trim() !== '')).toEqual([]);
  });

  it('serves the scripts the page references (resolved against its <base>) as JavaScript', async () => {
    const documentUrl = new URL(response.url); // /graphql, or where it redirects to
    const base = new URL(baseHref(html) ?? documentUrl.href, documentUrl);
    const sources = scriptSources(html);
    for (const src of sources) {
      const script = await fetch(new URL(src, base));
      expect({ src, status: script.status }).toEqual({ src, status: 200 });
      expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
      await script.arrayBuffer();
    }
  });

  it('does not depend on a <base> element that its own CSP blocks (base-uri)', async () => {
    // With base-uri 'none' a browser ignores <base href>, so the page's relative URLs resolve
    // against the document's own URL: they must still reach the sandbox's files.
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    const documentUrl = new URL(response.url);
    const base = policy['base-uri']?.includes("'none'")
      ? documentUrl
      : new URL(baseHref(html) ?? documentUrl.href, documentUrl);
    const resources = [
      ...scriptSources(html),
      ...tags(html, 'link')
        .filter((tag) => /rel\s*=\s*["']?stylesheet/i.test(tag))
        .map((tag) => attribute(tag, 'href')!),
    ];
    for (const src of resources) {
      const resource = await fetch(new URL(src, base));
      expect({ src, status: resource.status }).toEqual({ src, status: 200 });
      expect({ src, type: resource.headers.get('content-type') }).toEqual({
        src,
        type: expect.stringMatching(src.endsWith('.css') ? /^text\/css\b/ : /^(application|text)\/javascript\b/),
      });
      await resource.arrayBuffer();
    }
  });

  it('serves /graphql/sandbox/init.js as JavaScript with the endpoint /graphql and the initial query', async () => {
    const init = await fetch(`${app.url}/graphql/sandbox/init.js`);
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
    const source = await init.text();
    expect(source).toMatch(/endpointURL:\s*[`'"]\/graphql[`'"]/);
    const initialQuery = /initialQuery:\s*(?:`([^`]*)`|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(source);
    expect(initialQuery).not.toBeNull();
    const text = initialQuery!
      .slice(1)
      .find((value) => value !== undefined)!
      .replace(/\\n/g, '\n');
    expect(print(parse(text))).toBe(print(parse(SANDBOX_QUERY)));
    expect(source).not.toMatch(/https?:\/\//);
  });

  it('is the page that init.js belongs to', () => {
    expect(scriptSources(html).some((src) => /(^|\/)init\.js$/.test(src))).toBe(true);
  });

  it('still answers GraphQL on GET /graphql when JSON is asked for', async () => {
    const answer = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ blogs { id } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { blogs: [] } });
  });

  it('puts the CSP of docs/server.md#browser-security-policy on every HTML response', async () => {
    const pages = [
      await getPage(app.url, '/graphql'),
      await getPage(app.url, '/'),
      await getPage(app.url, '/graphql', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expectContractCsp(page.headers);
      await page.arrayBuffer();
    }
    // Whatever else answers with HTML (a redirect's little page included) carries it as well.
    const direct = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    await direct.arrayBuffer();
    if (/text\/html/.test(direct.headers.get('content-type') ?? '')) expectContractCsp(direct.headers);
    if (direct.status >= 300 && direct.status < 400) {
      expect(new URL(direct.headers.get('location')!, app.url).origin).toBe(new URL(app.url).origin);
    }
    for (const path of ['/graphql/sandbox/', '/no-such-page', '/graphql/sandbox/init.js']) {
      const page = await getPage(app.url, path);
      await page.arrayBuffer();
      if (/text\/html/.test(page.headers.get('content-type') ?? '')) expectContractCsp(page.headers);
      expect(page.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe(`GraphQL sandbox in production (${testDb})`, () => {
  it('is not served without GRAPHQL_SANDBOX', async () => {
    const app = await startTestApp({ NODE_ENV: 'production' });
    try {
      const page = await getPage(app.url);
      const body = await page.text();
      expect(page.status).not.toBe(200);
      expect(body).not.toMatch(/altair|sandbox|<html/i);
      expect(page.headers.get('x-powered-by')).toBeNull();
      if (/text\/html/.test(page.headers.get('content-type') ?? '')) expectContractCsp(page.headers);

      const init = await fetch(`${app.url}/graphql/sandbox/init.js`);
      expect(init.headers.get('content-type') ?? '').not.toMatch(/javascript/);
      expect(await init.text()).not.toMatch(/AltairGraphQL|initialQuery/);
      const main = await fetch(`${app.url}/graphql/sandbox/main.js`);
      expect(main.headers.get('content-type') ?? '').not.toMatch(/javascript/);
      await main.arrayBuffer();
    } finally {
      await app.close();
    }
  });

  it('is served with GRAPHQL_SANDBOX=true, under the same CSP, with introspection on', async () => {
    const app = await startTestApp({ NODE_ENV: 'production', GRAPHQL_SANDBOX: 'true' });
    try {
      const page = await getPage(app.url);
      const body = await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expectContractCsp(page.headers);
      expect(scriptSources(body).some((src) => /(^|\/)init\.js$/.test(src))).toBe(true);

      const init = await fetch(`${app.url}/graphql/sandbox/init.js`);
      expect(init.headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
      expect(await init.text()).toMatch(/endpointURL:\s*[`'"]\/graphql[`'"]/);

      const introspection = await app.gql('{ __schema { queryType { name } } }');
      expect(introspection).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await app.close();
    }
  });
});
