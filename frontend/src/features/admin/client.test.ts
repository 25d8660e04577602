import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../gql/admin/graphql';
import { createAdminClient } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin client', () => {
  it('sends the CSRF header and no Authorization header (the session is an HttpOnly cookie)', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await createAdminClient()
      .query({ query: MeDocument })
      .catch(() => undefined);
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.has('authorization')).toBe(false);
  });
});
