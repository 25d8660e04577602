import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n';
import { useRendering } from '../../lib/render';
import { useSiteName } from '../../lib/useSiteName';
import { HEAD_ATTRIBUTE, headTags, type PageHead, type Site } from './head';

/**
 * Declares the page's head tags. On the server they go into the rendered page's <head>; in the
 * browser they replace the previous page's tags after an in-app navigation. `page` may be a
 * function of the site (its name and PUBLIC_URL) for structured data that names them. The page's
 * language is its address's (lib/i18n).
 */
export function usePageHead(page: PageHead | ((site: Site) => PageHead)): void {
  const { publicUrl, record } = useRendering();
  const site = { publicUrl, name: useSiteName() };
  const html = headTags(typeof page === 'function' ? page(site) : page, site, useLocale());
  record?.({ head: html });
  useEffect(() => {
    for (const node of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) node.remove();
    document.head.insertAdjacentHTML('beforeend', html);
  }, [html]);
}
