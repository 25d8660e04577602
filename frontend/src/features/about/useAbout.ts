import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const AboutQuery = graphql(`
  query About {
    about {
      name
      title
      description
      cvFile
      experiences {
        title
        company
        period
        description
      }
      technologies
    }
  }
`);

/** The About page; `about` is null until the owner first saves it. */
export function useAbout() {
  const { data, loading, error } = useQuery(AboutQuery);
  return { about: data?.about ?? null, loading, error };
}
