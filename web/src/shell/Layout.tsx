import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTakeoverDone } from '../render-context';
import { useServiceWorkerRegistration } from '../service-worker';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AlertBar } from './AlertBar';
import { CompareBar } from './CompareBar';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { MainNav } from './MainNav';
import { ScrollToTop } from './ScrollToTop';
import { SocialPopup } from './SocialPopup';
import { TopBar } from './TopBar';

/**
 * Marks the document once the app runs the page (for a page the server rendered: once the browser
 * has taken its markup over, the part a navigation or a click before would have hit unprepared).
 * Browser journeys wait for it before they act; stored state shows a task later (useBrowserState),
 * so a journey that needs it waits for what it shows.
 */
function AppRuns() {
  useTakeoverDone();
  useEffect(() => {
    document.documentElement.dataset.app = 'runs';
  }, []);
  // The service worker makes the portal installable and its shell work offline (pwa.config.ts).
  useServiceWorkerRegistration();
  return null;
}

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <AlertBar />
      <TopBar />
      <MainNav />
      <main id="inhalt" className="container page">
        {/* A screen tall while the page's chunk loads: the footer waits below the fold instead of
            being pushed down when the page arrives. */}
        <Suspense
          fallback={
            <div className="page-loading">
              <LoadingOverlay text="Lade Seite..." />
            </div>
          }
        >
          <Outlet />
          <AppRuns />
        </Suspense>
      </main>
      <Footer />
      <SocialPopup />
      <CompareBar />
    </>
  );
}
