import { useQuery } from '@apollo/client/react';
import { siteName } from '@portfolio/content-rules';
import { AboutDocument } from '../../gql/graphql';

/** The About page; `about` is null until the owner first saves it. */
export function useAbout() {
  const { data, loading, error } = useQuery(AboutDocument);
  return { about: data?.about ?? null, loading, error };
}

/** The site's name in the header, tab titles and share tags: the owner's name, else 'Portfolyo'. */
export const useSiteName = () => siteName(useAbout().about?.name);
