import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each page the visitor goes to starts at the top, scrolling smoothly. Not the first one: the
 * visitor may already have scrolled the page the server rendered before the app started.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
