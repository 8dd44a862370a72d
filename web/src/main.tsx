import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { RenderProvider } from './render-context';

const root = document.getElementById('root');
if (root) {
  // The server renders the home page and the list (web/src/entry-server.tsx): the browser takes over
  // its markup instead of painting the page a second time.
  const serverMarkup = root.hasChildNodes();
  const app = (
    <StrictMode>
      <RenderProvider serverMarkup={serverMarkup}>
        <App />
      </RenderProvider>
    </StrictMode>
  );
  // As a transition the first render (or the hydration) yields to the browser every few
  // milliseconds instead of blocking it in one long task (React renders only transitions in slices).
  startTransition(() => {
    if (serverMarkup) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// The service worker makes the portal installable and its shell work offline (see pwa.config.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
