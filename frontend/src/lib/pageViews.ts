/**
 * The page's view, for the owner's analytics (the gateway's analytics module): sent once the page is
 * up, to the site itself, with no cookie read or written and nothing kept in the browser. A reader
 * who asks not to be tracked (Do Not Track, Global Privacy Control) sends nothing. No React here:
 * boot.ts sends the first page's view before the application is loaded (usePageViews.ts the rest).
 */

/** The gateway's `recordPageView`, printed (pageViews.test.ts checks it against the schema). */
export const RECORD_PAGE_VIEW = `mutation RecordPageView($path: String!, $referrer: String) {
  recordPageView(path: $path, referrer: $referrer)
}`;

const notTracked = () =>
  navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

export function reportPageView(path: string, referrer: string) {
  if (notTracked()) return;
  void fetch('/graphql', {
    method: 'POST',
    credentials: 'omit', // the view needs no cookie, and carries none (not even a signed-in owner's)
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'RecordPageView',
      query: RECORD_PAGE_VIEW,
      variables: { path, referrer: referrer || null },
    }),
  })
    .then((response) => response.text()) // read to its end: a body left unread keeps the request open
    .catch(() => undefined); // a lost view is not worth an error on the page
}
