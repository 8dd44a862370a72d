import './styles.css';
import { routePatternOf } from '@futterkompass/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { noteEnteredBeforeStart } from './entered-before-start';
import { SERVER_RENDERED_PAGES } from './page-components';
import { RenderProvider } from './render-context';

const root = document.getElementById('root');
if (root) {
  // The server renders the public pages (web/src/entry-server.tsx): the browser takes over
  // its markup instead of painting the page a second time.
  const serverMarkup = root.hasChildNodes();
  if (serverMarkup) noteEnteredBeforeStart(root);
  const app = (
    <StrictMode>
      <RenderProvider serverMarkup={serverMarkup}>
        <App />
      </RenderProvider>
    </StrictMode>
  );
  // As a transition the first render (or the hydration) yields to the browser every few
  // milliseconds instead of blocking it in one long task (React renders only transitions in slices).
  const render = () =>
    startTransition(() => {
      if (serverMarkup) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  const page = serverMarkup ? SERVER_RENDERED_PAGES[routePatternOf(window.location.pathname)] : undefined;
  if (page) page.preload().then(render, render);
  else render();
}
