import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `server` as the server does and lets the browser take that markup over with `browser`
 * (the same tree unless the test says otherwise); `mismatches` are React's recoverable errors.
 */
export async function takeOverServerMarkup(server: ReactNode, browser: ReactNode = server) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, browser, { onRecoverableError: (error) => mismatches.push(error) }),
  );
  const remove = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, mismatches, remove };
}
