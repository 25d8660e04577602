import { useQuery } from '@apollo/client/react';
import { AboutDocument } from '../../gql/graphql';

export const AboutQuery = AboutDocument;

/** The About page; `about` is null until the owner first saves it. */
export function useAbout() {
  const { data, loading, error } = useQuery(AboutQuery);
  return { about: data?.about ?? null, loading, error };
}
