import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PetsProvider } from '../pets/pets-state';
import { CompareProvider } from '../state/compare';
import { FavoritesProvider } from '../state/favorites';
import { SessionProvider } from '../state/session';
import { ToastProvider } from '../ui/toast';

/** Renders with the app's providers and router at the given URL. */
export function renderAt(url: string, ui: ReactNode) {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <SessionProvider>
        <ToastProvider>
          <FavoritesProvider>
            <PetsProvider>
              <CompareProvider>{ui}</CompareProvider>
            </PetsProvider>
          </FavoritesProvider>
        </ToastProvider>
      </SessionProvider>
    </BrowserRouter>,
  );
}
