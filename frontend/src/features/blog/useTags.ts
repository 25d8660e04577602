import { useQuery } from '@apollo/client/react';
import { POSTS_PER_PAGE } from '@portfolio/content-rules';
import { TagPageDocument, TagsDocument } from '../../gql/graphql';
import { localeVariables, useLocale } from '../../lib/i18n';

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
