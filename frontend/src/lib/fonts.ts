import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { drawInWebFonts } from './webFonts';

/**
 * In the public layout: a page set in the stand-ins (lib/webFonts.ts) keeps them, but the first page
 * the application renders in place is drawn in the web fonts from its first paint, as the gateway
 * would have sent it.
 */
export function useWebFontsOnNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useLayoutEffect(() => {
    if (key !== first.current) drawInWebFonts();
  }, [key]);
}
