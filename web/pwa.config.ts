import type { VitePWAOptions } from 'vite-plugin-pwa';
import { isAppNavigation } from './src/sw-navigation';

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
  includeAssets: ['favicon.svg', 'no-image.svg', 'apple-touch-icon-180x180.png'],
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
    globIgnores: ['**/pdf.worker*', '**/pdf-document-*', '**/chart-*'],
    // Navigations go to the network (fresh HTML, real 404s, product page heads); only without a
    // network the precached app shell answers, and each page says what it could not load.
    navigateFallback: undefined,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      // The API's and the accounts' calls have no route: the worker leaves them to the browser, so
      // their answers (personal data) are never stored, and a call cut off because the page is left
      // is the page's, not an error of the worker (WebKit reported it as one).
      {
        urlPattern: ({ url, request }) =>
          url.pathname.startsWith('/files/') && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'bilder',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
          cacheableResponse: { statuses: [200] },
          // An image the network does not give (offline, or its load cut off because the page is
          // left) is answered with the placeholder instead of failing the worker's answer.
          precacheFallback: { fallbackURL: '/no-image.svg' },
        },
      },
    ],
  },
};
