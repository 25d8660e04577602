import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewBlogDocument } from '../../gql/graphql';
import { countsShownEarly, countViewEarly, takeEarlyView, VIEW_BLOG, viewsText } from './earlyView';

describe('earlyView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("sends blog.graphql's ViewBlog as printed", () => {
    expect(VIEW_BLOG).toBe(print(ViewBlogDocument));
  });

  const page = (html: string) => {
    document.body.innerHTML = html;
    const fetch = vi.fn(async () => Response.json({ data: { viewBlog: { id: 'p1', viewCount: 8 } } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('counts the post the page shows once, shows the new count, and hands the answer to the application once', async () => {
    const fetch = page('<article data-count-view="p1"><span data-view-count>7 görüntülenme</span></article>');
    countViewEarly(document);
    countViewEarly(document);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      operationName: 'ViewBlog',
      query: VIEW_BLOG,
      variables: { id: 'p1' },
    });
    await expect(takeEarlyView('p1')).resolves.toBe(8);
    expect(document.querySelector('[data-view-count]')!.textContent).toBe(viewsText(8));
    expect(takeEarlyView('p1')).toBeUndefined(); // the next view of it (in the application) counts anew
  });

  it('counts nothing on a page without a post (or a preview), and loses a failed count quietly', async () => {
    const fetch = page('<article></article>');
    countViewEarly(document);
    expect(fetch).not.toHaveBeenCalled();
    page('<article data-count-view="p2"></article>').mockRejectedValueOnce(new Error('offline'));
    countViewEarly(document);
    await expect(takeEarlyView('p2')).resolves.toBeUndefined();
  });

  it('hands the counts shown to the hydrating application, and leaves later ones to it', async () => {
    page('<article data-count-view="p3"><span data-view-count>7 görüntülenme</span></article>');
    countViewEarly(document);
    await vi.waitFor(() => expect(document.querySelector('[data-view-count]')!.textContent).toBe(viewsText(8)));
    page('<article data-count-view="p4"><span data-view-count>3 görüntülenme</span></article>');
    countViewEarly(document);
    expect(countsShownEarly()).toEqual([{ id: 'p3', viewCount: 8 }]);
    await expect(takeEarlyView('p4')).resolves.toBe(8);
    expect(document.querySelector('[data-view-count]')!.textContent).toBe('3 görüntülenme'); // React's now
    // A page hydrated before its first paint counts through the application: not here as well.
    const fetch = page('<article data-count-view="p5"></article>');
    countViewEarly(document);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyView('p5')).toBeUndefined();
  });
});
