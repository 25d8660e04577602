import { startAdminApp, type GraphQLResponse, type TestApp } from './support/app';
import { input, storedContent } from './support/blog';
import { testDb } from './support/db';
import { snapshot } from './support/snapshot';

/** Blog posts over HTTP: the 1 MB body limit and malformed JSON bodies. */

/** A transport refusal in GraphQL's shape: JSON, never an HTML page, one error with its code. */
function expectJsonError(response: { type: string; text: string }, code: string, message: string) {
  expect(response.type).toMatch(/^application\/json/);
  expect(response.text).not.toMatch(/^\s*<|<html|<!doctype|<pre/i);
  const json = JSON.parse(response.text) as GraphQLResponse;
  expect(json.errors).toEqual([{ message, extensions: { code } }]);
}

describe(`GraphQL blog: request size and malformed bodies (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  async function post(body: string) {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  const createBody = (content: string) =>
    JSON.stringify({
      query: 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      variables: { input: input({ content }) },
    });

  it('a JSON body over 1 MB is refused with 413 PAYLOAD_TOO_LARGE and nothing is stored', async () => {
    const before = await snapshot(app);
    const body = createBody(`<p>${'a'.repeat(1_100_000)}</p>`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const response = await post(body);
    expect(response.status).toBe(413);
    expectJsonError(response, 'PAYLOAD_TOO_LARGE', 'İstek çok büyük (en fazla 1 MB).');
    expect(await snapshot(app)).toEqual(before);
  });

  it('a JSON body just under 1 MB is accepted', async () => {
    const body = createBody(`<p>${'b'.repeat(990_000)}</p>`);
    expect(Buffer.byteLength(body)).toBeLessThan(1_000_000);
    const response = await post(body);
    expect(response.status).toBe(200);
    const json = JSON.parse(response.text) as GraphQLResponse<{ createBlog: { id: string } }>;
    expect(json.errors).toBeUndefined();
    expect(await storedContent(app, json.data!.createBlog.id)).toBe(`<p>${'b'.repeat(990_000)}</p>`);
  });

  it.each([
    ['a truncated object', '{"query": "{ blogs { id } }"'],
    ['unquoted keys', '{query: "{ blogs { id } }"}'],
    ['plain text', 'not json'],
    ['a trailing comma', '{"query": "{ blogs { id } }",}'],
  ])('malformed JSON (%s) is 400 with a JSON error, never HTML', async (_what, body) => {
    const before = await snapshot(app);
    const response = await post(body);
    expect(response.status).toBe(400);
    expectJsonError(response, 'BAD_USER_INPUT', 'İstek gövdesi geçerli bir JSON değil.');
    expect(await snapshot(app)).toEqual(before);
  });
});
