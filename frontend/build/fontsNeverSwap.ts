import type { Plugin } from 'vite';

/**
 * fontsource's stylesheets say `font-display: swap`; styles/fonts.css wants its faces `optional`
 * (see there). Rewritten once fonts.css has taken its @imports in, in the build and in development.
 */
export function fontsNeverSwap(): Plugin {
  return {
    name: 'fonts-never-swap',
    transform(code, id) {
      if (!/\/styles\/fonts\.css(\?|$)/.test(id)) return;
      const rewritten = code.replace(/font-display:\s*swap/g, 'font-display: optional');
      if (rewritten === code) this.error('styles/fonts.css: no `font-display: swap` to rewrite');
      return rewritten;
    },
  };
}
