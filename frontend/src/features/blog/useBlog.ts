import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { BlogPostsDocument, ViewBlogDocument } from '../../gql/graphql';

export function useBlogPosts() {
  const { data, loading, error } = useQuery(BlogPostsDocument);
  return { posts: data?.blogs ?? [], loading, error };
}

/** Opens a post: counts one view (viewBlog) once per post shown, and returns it (null if unknown). */
export function useBlogPost(id: string) {
  const [view, { data, loading, error, called }] = useMutation(ViewBlogDocument);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    view({ variables: { id } }).catch(() => undefined); // the error is shown from `error`
  }, [id, view]);
  return { post: data?.viewBlog ?? null, loading: loading || !called, error };
}
