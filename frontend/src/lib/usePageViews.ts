import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from './pageViews';

/**
 * In the public layout: each page the application renders in place is a view (boot.ts reported the
 * first), coming from the page before it: the same visit, so the same visitor.
 */
export function usePageViews() {
  const { key, pathname } = useLocation();
  const first = useRef(key);
  const previous = useRef(pathname);
  useEffect(() => {
    if (key !== first.current) reportPageView(pathname, `${window.location.origin}${previous.current}`);
    previous.current = pathname;
  }, [key, pathname]);
}
