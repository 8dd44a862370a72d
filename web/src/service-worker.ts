import { useEffect } from 'react';

/** What registering needs of the browser's window (a stand-in in tests). */
export type ServiceWorkerHost = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  navigator: Pick<Navigator, 'serviceWorker'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Registers the service worker (pwa.config.ts) once the page has loaded and the browser is idle: its
 * installation downloads the precached app, which must not compete with the first visit's own work
 * (the app taking the server's page over). At most 5 s after the load it registers anyway.
 */
export function registerServiceWorkerWhenIdle(host: ServiceWorkerHost): void {
  // A page a worker controls is registered already, and the browser checks for a new worker on each
  // navigation itself. Registering again fetched sw.js from every page, and a page left during that
  // fetch got an error in its console from WebKit ("Cannot load …/sw.js due to access control checks").
  if (!host.navigator.serviceWorker || host.navigator.serviceWorker.controller) return;
  const register = () => {
    host.navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(register, { timeout: 5000 });
    else host.setTimeout(register, 2000);
  };
  // On a page the server rendered the app may start after the page has loaded.
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}

/**
 * Registers the service worker of a production build (or with the `host` given) once the calling
 * component has mounted. AppRuns calls it (shell/Layout.tsx): React takes it over with the page inside
 * its Suspense boundary, after the rest. Registered before, the installation (every precached file
 * loaded and stored) ran between the slices of the page's takeover and stretched them.
 */
export function useServiceWorkerRegistration(host?: ServiceWorkerHost): void {
  useEffect(() => {
    // The window only in the effect: the server renders the calling component too.
    const target = host ?? (import.meta.env.PROD ? window : undefined);
    if (target) registerServiceWorkerWhenIdle(target);
  }, [host]);
}
