import { useQuery } from '@apollo/client/react';
import { siteName } from '@portfolio/content-rules';
import { AboutDocument } from '../gql/graphql';

/**
 * The site's name in the header, tab titles and share tags: the owner's name, else 'Portfolyo'.
 * From the About page's query (features/about/about.graphql), so that it is one cached answer.
 */
export const useSiteName = () => siteName(useQuery(AboutDocument).data?.about?.name);
