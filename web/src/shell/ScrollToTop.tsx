import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each page starts at the top, scrolling smoothly. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
