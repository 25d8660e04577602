import { useQuery } from '@apollo/client/react';
import { AboutDocument } from '../../gql/graphql';

/** The About page; `about` is null until the owner first saves it. */
export function useAbout() {
  const { data, loading, error } = useQuery(AboutDocument);
  return { about: data?.about ?? null, loading, error };
}
