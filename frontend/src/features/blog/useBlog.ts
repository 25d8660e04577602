import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { POSTS_PER_PAGE } from '@portfolio/content-rules';
import { useEffect, useRef } from 'react';
import { takeEarlyView } from './earlyView';
import {
  BlogAlternatesDocument,
  BlogPageDocument,
  BlogPostDocument,
  BlogPreviewDocument,
  ViewBlogDocument,
} from '../../gql/graphql';
import { localeVariables, useLocale } from '../../lib/i18n';

// Every public read is in the page's language (lib/i18n): EN asks for the English versions alone.

/** One page of the list (`page` counts from 1; null asks nothing: the address named no page). */
export function useBlogPage(page: number | null) {
  const { data, loading, error } = useQuery(BlogPageDocument, {
    variables: { page: page ?? 1, perPage: POSTS_PER_PAGE, ...localeVariables(useLocale()) },
    skip: page === null,
  });
  return { list: data?.blogPage ?? null, loading, error };
}

/**
 * A post by id, slug or former slug (null if unknown), with page `commentPage` of its comments (null
 * where the post is not visible); reading it counts no view.
 */
export function useBlogPost(idOrSlug: string, commentPage: number, { skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error } = useQuery(BlogPostDocument, {
    variables: { id: idOrSlug, commentPage, ...localeVariables(useLocale()) },
    skip,
  });
  return { post: data?.blog ?? null, comments: data?.comments ?? null, loading, error };
}

/** A post's page in each language it has (the language switch); null for no post. */
export function usePostAlternates(idOrSlug: string, { skip }: { skip: boolean }) {
  const { data } = useQuery(BlogAlternatesDocument, {
    variables: { id: idOrSlug, ...localeVariables(useLocale()) },
    skip,
  });
  return data?.blog?.alternates ?? null;
}

/**
 * The owner's preview of a post, visible or not (`status` tells which). Anyone else gets FORBIDDEN.
 * The null answer is kept with the error (`errorPolicy: 'all'`), so the page's data carries it to
 * the browser and the hydrated page is the same 404 the server rendered.
 */
export function useBlogPreview(idOrSlug: string, { skip }: { skip: boolean }) {
  const { data, loading, error } = useQuery(BlogPreviewDocument, {
    variables: { id: idOrSlug },
    skip,
    errorPolicy: 'all',
  });
  return { post: data?.blog ?? null, loading, error };
}

/**
 * Counts one view of the post shown, once per page view, from the browser after the page is up: a
 * crawler that runs no JavaScript, a cached page or a rendered share image counts nothing. The
 * answer's `viewCount` updates the cached post, so the page shows the new count. The post the page
 * was loaded with was counted before the application ran (earlyView.ts): its answer is taken instead.
 */
export function useCountView(id: string | undefined) {
  const [view] = useMutation(ViewBlogDocument);
  const client = useApolloClient();
  const english = useLocale() === 'en';
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    const early = takeEarlyView(id);
    // The answer updates the Turkish entry by itself; the English one is another entry (lib/apollo.ts).
    const shown = (viewCount: number | undefined) => {
      if (english && viewCount !== undefined) setViewCount(client.cache, id, viewCount, 'EN');
    };
    if (!early) {
      view({ variables: { id } })
        .then(({ data }) => shown(data?.viewBlog?.viewCount))
        .catch(() => undefined); // a lost count is not worth an error on the page
      return;
    }
    void early.then((viewCount) => {
      if (viewCount !== undefined) setViewCount(client.cache, id, viewCount, english ? 'EN' : undefined);
    });
  }, [id, view, client, english]);
}

/** Puts a post's count, as a view answered it, into the cache (and so on the page): its English entry with `locale`. */
export function setViewCount(cache: ApolloCache, id: string, viewCount: number, locale?: 'EN') {
  cache.modify({
    id: cache.identify({ __typename: 'BlogPost', id, ...(locale ? { locale } : {}) }),
    fields: { viewCount: () => viewCount },
  });
}
