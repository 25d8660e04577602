import { ApolloClient } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createCache, fetchWithTimeout, SITE_HEADERS } from '../../lib/apollo';

/**
 * The admin panel's client: the public one's timeout and CSRF header (the session cookie goes with
 * every same-origin request by itself), plus multipart uploads.
 */
export function createAdminClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({ uri, fetch: fetchWithTimeout, headers: SITE_HEADERS }),
    cache: createCache(),
  });
}
