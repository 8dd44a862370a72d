import { LIST_PATTERNS, listRouterPaths, PAGE_ROWS, PAGES } from '@futterkompass/domain';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageElement, pageComponent } from './page-components';
import { PetsProvider } from './pets/pets-state';
import { Layout } from './shell/Layout';
import { CompareProvider } from './state/compare';
import { FavoritesProvider } from './state/favorites';
import { SessionProvider } from './state/session';
import { ToastProvider } from './ui/toast';

// Every page is its own chunk (page-components.tsx): the list route loads only the shell and the list.
const ProductListPage = pageComponent(PAGES.products.module);

/** The app's providers and routes, under the browser's router or the server's. */
export function AppRoutes() {
  return (
    <SessionProvider>
      <ToastProvider>
        <FavoritesProvider>
          <PetsProvider>
            <CompareProvider>
              <Routes>
                <Route element={<Layout />}>
                  {/* One list for all its addresses: moving between them keeps it (and its search). */}
                  <Route element={<ProductListPage />}>
                    {listRouterPaths().map((path) => (
                      <Route key={path} path={path} element={null} />
                    ))}
                  </Route>
                  {PAGE_ROWS.filter((row) => !LIST_PATTERNS.includes(row.path)).map((row) => (
                    <Route key={row.path} path={row.path} element={<PageElement row={row} />} />
                  ))}
                </Route>
              </Routes>
            </CompareProvider>
          </PetsProvider>
        </FavoritesProvider>
      </ToastProvider>
    </SessionProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
