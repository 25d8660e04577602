import { useQuery } from '@apollo/client/react';
import type { Locale } from '@portfolio/content-rules';
import { AboutDocument } from '../../gql/graphql';
import { localeVariables, useLocale } from '../../lib/i18n';

/**
 * The About page in the page's language (or `locale`); `about` is null until the owner first saves
 * it, and in English until it has an English version (issue 50). `skip`: ask nothing.
 */
export function useAbout({ skip = false, locale }: { skip?: boolean; locale?: Locale } = {}) {
  const own = useLocale();
  const { data, loading, error } = useQuery(AboutDocument, { variables: localeVariables(locale ?? own), skip });
  return { about: data?.about ?? null, loading, error };
}
