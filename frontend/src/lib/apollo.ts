import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sent on every request: the gateway accepts a write signed in by the session cookie only with
 * this header (another site's page cannot send it without a CORS preflight, which is never granted).
 */
export const SITE_HEADERS = { 'apollo-require-preflight': 'true' };

/** Every request gives up after 10 s (docs/product/README.md#requests-and-errors), on top of whatever signal Apollo passes. */
export const fetchWithTimeout: typeof fetch = (input, init = {}) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(input, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
};

/**
 * A post, a project or the About page read in English is another entry than the same one read in
 * Turkish (issue 50): the languages' texts never overwrite each other. Turkish ones keep the ids
 * they always had.
 */
const inEnglish = (typename: string, id: unknown, locale: unknown) =>
  locale === 'EN' ? `${typename}:${String(id)}:EN` : `${typename}:${String(id)}`;

export const createCache = () =>
  new InMemoryCache({
    typePolicies: {
      // Singletons without ids: keep one entry each. About is kept under each of its reads (the
      // Turkish and the English one are two answers of `about(locale)`): never one language over the other.
      About: { keyFields: false },
      BlogPost: { keyFields: (post) => inEnglish('BlogPost', post.id, post.locale) },
      Project: { keyFields: (project) => inEnglish('Project', project.id, project.locale) },
      Settings: { keyFields: [] },
      SubscriberSettings: { keyFields: [] },
      FediverseSettings: { keyFields: [] },
      // A block is named by its key ('host:…'): the list after 'Engeli kaldır' replaces the cached one.
      FediverseBlock: { keyFields: ['key'] },
      // One entry per platform, so a saved list simply replaces the cached one.
      SocialMedia: { keyFields: ['platform'] },
      // The analytics report (no id): the dashboard's card asks for its views only, the İstatistikler
      // screen for all of it; merged, neither answer drops what the other's screen shows.
      AnalyticsReport: { merge: true },
    },
  });

/**
 * The public site's client. The admin panel builds its own, with uploads (kept out of this bundle).
 * Neither sends a token: the browser's session is an HttpOnly cookie that scripts cannot read.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, fetch: fetchWithTimeout, headers: SITE_HEADERS }),
    cache: createCache(),
  });
}
