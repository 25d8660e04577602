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
    keepalive: true, // goes even if the reader leaves at once
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      operationName: 'RecordPageView',
      query: RECORD_PAGE_VIEW,
      variables: { path, referrer: referrer || null },
    }),
  }).catch(() => undefined); // a lost view is not worth an error on the page
}
