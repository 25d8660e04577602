/**
 * docs/product/public.md#blog-detail: the context menu is blocked on a post's images (prose.css
 * makes them non-selectable). Listened for on the document by the page's script (boot.ts), so that
 * it holds before the application runs, after it, and on every page that shows a post.
 */
export function blockImageMenus(document: Document) {
  const block = (event: MouseEvent) => {
    if (event.target instanceof HTMLImageElement && event.target.closest('.post__content')) event.preventDefault();
  };
  document.addEventListener('contextmenu', block);
  return () => document.removeEventListener('contextmenu', block);
}
