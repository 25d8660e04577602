import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export const TOKEN_KEY = 'token';
export const REQUEST_TIMEOUT_MS = 10_000;

export const readToken = (): string | null =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);

/** Every request gives up after 10 s (SPEC.md §9), on top of whatever signal Apollo passes. */
export const fetchWithTimeout: typeof fetch = (input, init = {}) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(input, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
};

/** The bearer token from localStorage `token`, when there is one. */
export const authLink = new SetContextLink((previous) => {
  const token = readToken();
  return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
});

export const createCache = () =>
  new InMemoryCache({
    typePolicies: {
      // Singletons without ids: keep one entry each.
      About: { keyFields: [] },
      Settings: { keyFields: [] },
      // One entry per platform, so a saved list simply replaces the cached one.
      SocialMedia: { keyFields: ['platform'] },
    },
  });

/** The public site's client. The admin panel builds its own, with uploads (kept out of this bundle). */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri, fetch: fetchWithTimeout })]),
    cache: createCache(),
  });
}
