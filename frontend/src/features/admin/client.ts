import { ApolloClient, ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { authLink, createCache, fetchWithTimeout } from '../../lib/apollo';

/**
 * The admin panel's client: the public one's bearer token and timeout, plus multipart uploads
 * (the CSRF-safe `apollo-require-preflight` header that the gateway requires on them).
 */
export function createAdminClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      authLink,
      new UploadHttpLink({ uri, fetch: fetchWithTimeout, headers: { 'apollo-require-preflight': 'true' } }),
    ]),
    cache: createCache(),
  });
}
