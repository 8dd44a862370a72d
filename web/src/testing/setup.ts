import { cleanup, configure } from '@testing-library/react';
import { parseCookie } from 'cookie';
import { afterEach } from 'vitest';

// waitFor and findBy wait for a state, not for time: on a busy machine an answer may take longer
// than the library's default second to render, which must not fail a test.
configure({ asyncUtilTimeout: 15_000 });

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
