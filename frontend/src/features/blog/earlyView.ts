/**
 * The view of a server-rendered post, counted before the application runs. A public page works
 * without the application (it is evaluated on the reader's first touch, boot.ts), yet every page view
 * of a post counts once: the page's script sends blog.graphql's ViewBlog itself after the first paint
 * and shows the new count; the application, once it runs, takes that answer instead of counting again.
 */

/** blog.graphql's ViewBlog, printed (earlyView.test.ts checks it is the same operation). */
export const VIEW_BLOG = `mutation ViewBlog($id: ID!) {
  viewBlog(id: $id) {
    id
    viewCount
  }
}`;

/** How a post's page shows its count (PostArticle, and this script when the count comes back). */
export const viewsText = (count: number) => `${count} görüntülenme`;

type Early = { answer: Promise<number | undefined>; shown?: number };
const early = new Map<string, Early>();
let hydrating = false;

/**
 * Counts the view of the post the page shows, if it is one (PostArticle's `countsViewOf`), once per
 * load; not once the application runs (a touch before the first paint): its page counts then.
 */
export function countViewEarly(document: Document) {
  const article = document.querySelector<HTMLElement>('[data-count-view]');
  const id = article?.dataset.countView;
  if (!article || !id || early.has(id) || hydrating) return;
  const entry: Early = {
    answer: fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'ViewBlog', query: VIEW_BLOG, variables: { id } }),
    })
      .then((response) => response.json() as Promise<{ data?: { viewBlog?: { viewCount: number } | null } }>)
      .then(({ data }) => data?.viewBlog?.viewCount)
      .catch(() => undefined), // a lost count is not worth an error on the page
  };
  early.set(id, entry);
  void entry.answer.then((count) => {
    const shown = article.querySelector('[data-view-count]');
    if (count === undefined || hydrating || !shown) return; // once React owns the page, the cache updates it
    shown.textContent = viewsText(count);
    entry.shown = count;
  });
}

/**
 * Just before hydrating: the counts already written into the page, which the cache must hold so that
 * React's first render matches the page. From here on, answers go through the cache (takeEarlyView).
 */
export function countsShownEarly() {
  hydrating = true;
  return [...early].flatMap(([id, { shown }]) => (shown === undefined ? [] : [{ id, viewCount: shown }]));
}

/** The count sent for this post before the application ran (taken once), or undefined. */
export function takeEarlyView(id: string) {
  const answer = early.get(id)?.answer;
  early.delete(id);
  return answer;
}
