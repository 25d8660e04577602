import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { BlogPostDocument, BlogPostsDocument, ViewBlogDocument } from '../../gql/graphql';

export function useBlogPosts() {
  const { data, loading, error } = useQuery(BlogPostsDocument);
  return { posts: data?.blogs ?? [], loading, error };
}

/** A post by id, slug or former slug (null if unknown); reading it counts no view. */
export function useBlogPost(idOrSlug: string) {
  const { data, loading, error } = useQuery(BlogPostDocument, { variables: { id: idOrSlug } });
  return { post: data?.blog ?? null, loading, error };
}

/**
 * Counts one view of the post shown, once per page view, from the browser after the page is up: a
 * crawler that runs no JavaScript, a cached page or a rendered share image counts nothing. The
 * answer's `viewCount` updates the cached post, so the page shows the new count.
 */
export function useCountView(id: string | undefined) {
  const [view] = useMutation(ViewBlogDocument);
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    view({ variables: { id } }).catch(() => undefined); // a lost count is not worth an error on the page
  }, [id, view]);
}
