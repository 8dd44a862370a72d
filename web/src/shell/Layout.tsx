import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AlertBar } from './AlertBar';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { MainNav } from './MainNav';
import { ScrollToTop } from './ScrollToTop';
import { SocialPopup } from './SocialPopup';
import { TopBar } from './TopBar';

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
        </Suspense>
      </main>
      <Footer />
      <SocialPopup />
    </>
  );
}
