import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from './pageViews';

/** In the public layout: each page the application renders in place is a view (boot.ts reported the first). */
export function usePageViews() {
  const { key, pathname } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) reportPageView(pathname, '');
  }, [key, pathname]);
}
