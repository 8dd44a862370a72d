import type { ListProduct } from '@futterkompass/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';

/** A favourite as GET /api/favorite-products lists it. */
export function aFavorite(over: Partial<ListProduct> = {}): ListProduct {
  return {
    _id: 'f1',
    urlExtension: 'waldhof-huhn-pur',
    brand: { _id: 'b1', name: 'Waldhof' },
    series: 'Huhn pur',
    imageFront: null,
    proteins: 10,
    fats: 5,
    fibers: 0.5,
    ash: 2,
    moisture: 80,
    energy: 1050,
    rating: 4,
    ratingCount: 2,
    ...over,
  };
}

/** A signed-in user whose favourites answer with the given products (or the given answer). */
export function signedInWith(favorites: ListProduct[] | (() => unknown)) {
  window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  return fakeApi({
    '/api/user-from-token': () => ({
      success: true,
      user: { _id: 'u1', username: 'Bello', email: 'b@x.de' },
    }),
    '/api/favorite-products':
      typeof favorites === 'function' ? favorites : () => ({ success: true, favorites }),
  });
}

/** The token header each call to a path carried. */
export function tokensSentTo(path: string): (string | null)[] {
  return (fetch as unknown as Mock).mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers).get('token'));
}

/** Types into a labelled field, as a person does: the whole text at once. */
export function type(label: string | RegExp, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

/** The value shown for a term of a result list. */
export function result(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The query of the current URL, decoded. */
export const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
