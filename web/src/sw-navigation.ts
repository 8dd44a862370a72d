/**
 * Which requests the service worker answers as navigations (network first, the app shell only
 * without a network). A shop button's /weiter/… is left to the browser: its 302 leads to the shop,
 * and offline the app shell must not stand in for a shop it could not reach.
 *
 * Workbox copies this function into the worker as text, so it may use nothing from outside
 * (the prefix is written out rather than taken from CLICK_OUT_PREFIX).
 */
export const isAppNavigation = ({ request, url }: { request: { mode: string }; url: URL }): boolean =>
  request.mode === 'navigate' && !url.pathname.startsWith('/weiter/');
