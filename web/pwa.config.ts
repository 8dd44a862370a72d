import type { VitePWAOptions } from 'vite-plugin-pwa';
import { isAppNavigation } from './src/sw-navigation';

/**
 * What the browser itself loads (the tab's icon, the home screen's and the manifest's icons): not
 * precached, so that the worker has no route for them (see runtimeCaching below).
 */
const BROWSER_ICONS = ['**/favicon.svg', '**/apple-touch-icon-*', '**/pwa-*', '**/maskable-icon-*'];

/**
 * The installable app: manifest and a Workbox service worker (generateSW through vite-plugin-pwa).
 * The icons in public/ were made from favicon.svg with
 * `npx @vite-pwa/assets-generator@2.0.0 --preset minimal-2023 public/favicon.svg` and are committed,
 * so that a build needs no image tool.
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // Registered by one call once the page is taken over (service-worker.ts, from shell/Layout.tsx): no
  // registration library in the initial JavaScript.
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['no-image.svg'],
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Futterkompass – Hunde- und Katzenfutter vergleichen',
    short_name: 'Futterkompass',
    description: 'Suchmaschine für Hunde- und Katzenfutter mit Spezialfilter',
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2e7d32',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
    // The PDF viewer (with its worker) and the chart library are large and useless offline (the PDFs
    // and the API's answers they show are not cached): loaded on demand, not with the installation.
    globIgnores: ['**/pdf.worker*', '**/pdf-document-*', '**/chart-*', ...BROWSER_ICONS],
    // Navigations go to the network (fresh HTML, real 404s, product page heads); only without a
    // network the precached app shell answers, and each page says what it could not load.
    navigateFallback: undefined,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      // Nothing else has a route: the worker leaves the API's and the accounts' calls, the shop
      // images and the icons the browser fetches for itself (favicon) to the browser and its HTTP
      // cache. A request the worker answers is cut off when the page is left before the answer, and
      // Firefox ("A ServiceWorker intercepted the request and encountered an unexpected error") and
      // WebKit ("Fetch API cannot load … due to access control checks", from the worker's own
      // fetch) report that as an error of the page. Offline the images would not help: the API's
      // answers that name them are not stored either.
    ],
  },
};
