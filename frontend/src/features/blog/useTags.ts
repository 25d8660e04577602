import { useQuery } from '@apollo/client/react';
import { POSTS_PER_PAGE } from '@portfolio/content-rules';
import { TagCounterpartDocument, TagPageDocument, TagsDocument } from '../../gql/graphql';
import { localeVariables, useLocale } from '../../lib/i18n';
import type { Locale } from '@portfolio/content-rules';

/** Every tag with its count of visible posts. */
export function useTags() {
  const { data, loading, error } = useQuery(TagsDocument, { variables: localeVariables(useLocale()) });
  return { tags: data?.tags ?? null, loading, error };
}

/** A tag (null if no visible post carries it) and page `page` of its posts, 12 a page as /blog. */
export function useTagPage(slug: string, page: number) {
  const { data, loading, error } = useQuery(TagPageDocument, {
    variables: { slug, page, perPage: POSTS_PER_PAGE, ...localeVariables(useLocale()) },
  });
  return { tag: data?.tag ?? null, list: data?.tagPosts ?? null, loading, error };
}

/**
 * Whether the tag has a page in the other language (its counterpart, for the head's `hreflang` and
 * the language switch): an English tag's Turkish page always exists (every English post and project
 * has its Turkish version), a Turkish one's English page when an English post or project carries it.
 */
export function useTagCounterpart(slug: string, other: Locale, { skip }: { skip: boolean }): boolean {
  const { data } = useQuery(TagCounterpartDocument, {
    variables: { slug, locale: 'EN' },
    skip: skip || other === 'tr',
  });
  return other === 'tr' || Boolean(data?.tag?.count || data?.projects?.total);
}
