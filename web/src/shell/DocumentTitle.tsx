import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-titles';

/** Every route sets its own document title; a product page sets it once its product is loaded. */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname, search);
    if (title) document.title = title;
  }, [pathname, search]);
  return null;
}
