import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-titles';

/** Every route sets its own document title; a product page and a list set their own (from their data). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return null;
}
