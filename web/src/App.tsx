import { ROUTES } from '@futterkompass/domain';
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SignedInOnly, VisitorsOnly } from './pages/guards';
import { Layout } from './shell/Layout';
import { CompareProvider } from './state/compare';
import { FavoritesProvider } from './state/favorites';
import { SessionProvider } from './state/session';

// Every page is its own chunk: the list route loads only the shell and the list.
const HomePage = lazy(() => import('./pages/HomePage'));
const ProductListPage = lazy(() => import('./list/ProductListPage'));
const ProductDetailPage = lazy(() => import('./pages/ProductDetailPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const LogoutPage = lazy(() => import('./pages/LogoutPage'));
const SectionPage = lazy(() => import('./pages/SectionPage'));

/** Routes whose pages other parts of the portal build: their path and heading. */
const SECTIONS: { path: string; title: string; crumb?: string; guard?: 'visitors' | 'signedIn' }[] = [
  { path: ROUTES.compare, title: 'Vergleichsliste' },
  { path: ROUTES.login, title: 'Login', guard: 'visitors' },
  { path: ROUTES.register, title: 'Registrieren' },
  { path: ROUTES.verify, title: 'E-Mail Adresse verifizieren' },
  { path: ROUTES.forgotPassword, title: 'Passwort vergessen', guard: 'visitors' },
  { path: ROUTES.resetPassword, title: 'Passwort zurücksetzen', guard: 'visitors' },
  { path: ROUTES.profile, title: 'Dein Profil', crumb: 'Profil', guard: 'signedIn' },
  { path: ROUTES.consultants, title: 'Ernährungsberater für Hunde und Katzen' },
  { path: ROUTES.tips, title: 'Aktuelle Beiträge' },
  { path: ROUTES.tip, title: 'Beitrag', crumb: 'Aktuelle Beiträge' },
  { path: ROUTES.app, title: 'Futterkompass als App' },
  { path: ROUTES.advertise, title: 'Werben auf Futterkompass' },
  { path: ROUTES.about, title: 'Über uns' },
  { path: ROUTES.energy, title: 'Energiebedarf und Futtermenge' },
  { path: ROUTES.nfe, title: 'NfE-Rechner' },
  { path: ROUTES.nutrients, title: 'Nährstoffbedarf' },
  { path: ROUTES.dryMatter, title: 'Trockenmasse' },
  { path: ROUTES.calcium, title: 'Calciumbedarf' },
  { path: ROUTES.iodine, title: 'Jodbedarf' },
  { path: ROUTES.units, title: 'Einheiten Umrechner', crumb: 'Einheitenrechner' },
  { path: ROUTES.fat, title: 'Fettmenge', crumb: 'Fettrechner' },
  { path: ROUTES.contact, title: 'Kontakt' },
  { path: ROUTES.terms, title: 'Allgemeine Geschäftsbedingungen', crumb: 'AGB' },
  { path: ROUTES.b2b, title: 'Händlerbereich' },
];

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <FavoritesProvider>
          <CompareProvider>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<HomePage />} />
                <Route path={ROUTES.products} element={<ProductListPage />} />
                <Route path={`${ROUTES.products}/:urlExtension`} element={<ProductDetailPage />} />
                <Route path={ROUTES.logout} element={<LogoutPage />} />
                {SECTIONS.map(({ path, title, crumb, guard }) => {
                  const page = <SectionPage title={title} {...(crumb && { crumb })} />;
                  const element =
                    guard === 'visitors' ? (
                      <VisitorsOnly>{page}</VisitorsOnly>
                    ) : guard === 'signedIn' ? (
                      <SignedInOnly>{page}</SignedInOnly>
                    ) : (
                      page
                    );
                  return <Route key={path} path={path} element={element} />;
                })}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </CompareProvider>
        </FavoritesProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
