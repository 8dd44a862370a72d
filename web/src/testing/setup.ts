import { cleanup, configure } from '@testing-library/react';
import { parseCookie } from 'cookie';
import { afterEach } from 'vitest';

// waitFor and findBy wait for a state, not for time: on a busy machine an answer may take longer
// than the library's default second to render, which must not fail a test.
configure({ asyncUtilTimeout: 15_000 });

// Component tests answer through fakeApi; a request that comes after a test restored the globals
// (a late retry of a component being unmounted) must not reach happy-dom's real network fetch,
// which would count against the next test. Set as a plain property, so unstubbing returns to it.
if (globalThis.window)
  globalThis.fetch = () => Promise.reject(new TypeError('Komponententests haben kein Netz.'));

afterEach(() => {
  cleanup();
  // Absent where a test renders as the server does (the node environment).
  globalThis.window?.localStorage.clear();
  if (globalThis.document) {
    for (const name of Object.keys(parseCookie(document.cookie))) {
      // biome-ignore lint/suspicious/noDocumentCookie: as the app writes them (shell/alert-bar-cookie.ts)
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  }
});
