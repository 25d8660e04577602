import { nextTheme, readTheme, THEME_COOKIE } from '@portfolio/content-rules';

/** A year, as every choice the browser keeps for the reader. */
const YEAR = 365 * 24 * 60 * 60;

/**
 * The theme button, from the page's script (boot.ts): it works as soon as it is on screen, before
 * the application arrives and after, and is no React state. A press moves the page to the next
 * theme (the system's, light, dark) on `<html data-theme>`, which the stylesheet and the button's
 * icon follow, and keeps the choice in a cookie, with which the gateway sends the next pages drawn
 * in it (site/router.ts).
 */
export function listenForThemeToggle(doc: Document) {
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-theme-toggle]')) return;
    const root = doc.documentElement;
    const theme = nextTheme(readTheme(root.dataset.theme));
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    colourBars(doc, theme);
    doc.cookie = `${THEME_COOKIE}=${theme ?? ''}; Path=/; Max-Age=${theme ? YEAR : 0}; SameSite=Lax`;
  });
}

/**
 * The browser's bars follow the theme: each theme-color meta (one a colour scheme, index.html) takes
 * the chosen theme's colour, or with the system's its own (kept in `data-colour`; the gateway
 * writes it when it sends a page in a chosen theme).
 */
function colourBars(doc: Document, theme: string | undefined) {
  const metas = [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')];
  for (const meta of metas) meta.dataset.colour ??= meta.content;
  const chosen = theme ? metas.find((meta) => meta.media.includes(theme)) : undefined;
  for (const meta of metas) meta.content = (chosen ?? meta).dataset.colour!;
}
