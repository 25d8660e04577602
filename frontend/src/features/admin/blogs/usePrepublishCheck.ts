import { useApolloClient } from '@apollo/client/react';
import { POST_LINKS_PER_CHECK } from '@portfolio/content-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminMissingPostLinksDocument } from '../../../gql/admin/graphql';
import {
  brokenImagesWarning,
  EMPTY_POST,
  imageLoads,
  imageSources,
  isEmptyPost,
  LINKS_UNCHECKED,
  missingLinksWarning,
  postLinks,
  prepublishWarnings,
  type Finding,
} from './prepublish';

/** The check runs this long after the owner stops typing: the list changes (and is read out) once, not per key. */
export const CHECK_DELAY_MS = 600;

type Options<T> = {
  /** The advice that needs no server, from the texts (the blog's: prepublishWarnings). */
  advice: (texts: T) => string[];
  /** What an empty content is called when it would publish something broken; null: an empty content is not broken. */
  empty: string | null;
};

const sameFindings = (a: Finding[], b: Finding[]) =>
  a.length === b.length && a.every((finding, i) => finding.text === b[i]!.text && finding.broken === b[i]!.broken);

/** The blog's check: its advice, and an empty post is broken. */
export const BLOG_CHECK = { advice: prepublishWarnings, empty: EMPTY_POST };

/**
 * The pre-publish check of the post (or project, issue 46) being written (prepublish.ts), kept
 * current while the owner types: `findings` for the form to show beside its buttons, and
 * `broken()`, what of it would publish something broken, asked when the owner publishes. Each image
 * is loaded and each linked post asked about once per form. BLOG_CHECK is the blog's `options`.
 */
export function usePrepublishCheck<T extends { content: string }>(texts: T, { advice, empty }: Options<T>) {
  const client = useApolloClient();
  /** Whether each image loads, by address. */
  const images = useRef(new Map<string, Promise<boolean>>());
  /** Whether each linked post exists, by slug (a failed question is not kept: it is asked again). */
  const links = useRef(new Map<string, Promise<boolean>>());

  const brokenImages = useCallback(async (content: string) => {
    const sources = imageSources(content);
    for (const src of sources) if (!images.current.has(src)) images.current.set(src, imageLoads(src));
    const loads = await Promise.all(sources.map((src) => images.current.get(src)!));
    return loads.filter((ok) => !ok).length;
  }, []);

  /** What would be published broken: nothing to read, or images that do not load. */
  const broken = useCallback(
    async (content: string): Promise<Finding[]> => {
      const found: Finding[] = [];
      if (empty !== null && isEmptyPost(content)) found.push({ text: empty, broken: true });
      const failing = await brokenImages(content);
      if (failing > 0) found.push({ text: brokenImagesWarning(failing), broken: true });
      return found;
    },
    [brokenImages, empty],
  );

  /** The linked posts that do not exist; null when the gateway could not be asked. */
  const missingLinks = useCallback(
    async (content: string): Promise<string[] | null> => {
      const slugs = postLinks(content, window.location.origin);
      const unknown = slugs.filter((slug) => !links.current.has(slug));
      for (let start = 0; start < unknown.length; start += POST_LINKS_PER_CHECK) {
        const chunk = unknown.slice(start, start + POST_LINKS_PER_CHECK);
        const answer = client
          .query({ query: AdminMissingPostLinksDocument, variables: { slugs: chunk }, fetchPolicy: 'network-only' })
          .then(({ data }) => {
            if (!data) throw new Error('missingPostLinks: no answer');
            return new Set(data.missingPostLinks);
          });
        for (const slug of chunk) {
          const exists = answer.then((missing) => !missing.has(slug));
          links.current.set(slug, exists);
          exists.catch(() => links.current.delete(slug));
        }
      }
      try {
        const exist = await Promise.all(slugs.map((slug) => links.current.get(slug)!));
        return slugs.filter((_, i) => !exist[i]);
      } catch {
        return null;
      }
    },
    [client],
  );

  const [findings, setFindings] = useState<Finding[] | null>(null);
  // The texts as one value: a new object with the same texts is no change.
  const key = JSON.stringify(texts);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const written = JSON.parse(key) as T;
      const [broke, missing] = await Promise.all([broken(written.content), missingLinks(written.content)]);
      const said = advice(written);
      // The check never keeps a post from being published: the owner is told what went unchecked.
      if (missing === null) said.push(LINKS_UNCHECKED);
      else if (missing.length) said.push(missingLinksWarning(missing));
      const found = [...broke, ...said.map((text) => ({ text }))];
      // The same findings keep the same list: nothing is rendered again, nothing read out again.
      if (current) setFindings((shown) => (shown && sameFindings(shown, found) ? shown : found));
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, advice, broken, missingLinks]);

  /** `findings` is null until the first check has run. */
  return { findings, broken };
}
