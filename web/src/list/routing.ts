import {
  type CatalogQuery,
  defaultCatalogQuery,
  isListPath,
  listAddress,
  parseListAddress,
} from '@futterkompass/domain';
import type { Router } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import { type CatalogUiState, catalogToUiState, INDEX, uiStateToCatalog } from './ui-state';

/**
 * createURL and parseURL of the list: the list's address (domain's listAddress), a brand or
 * category page's path or /produkte with the specification's parameters that are not at their
 * default; any address with the specification's parameters is read.
 */
export function catalogUrl(query: CatalogQuery, origin = ''): string {
  return `${origin}${listAddress(query)}`;
}

export function parseCatalogUrl(location: Pick<Location, 'pathname' | 'search'>): CatalogQuery {
  return parseListAddress(location.pathname, location.search) ?? defaultCatalogQuery();
}

/** Route state <-> InstantSearch UI state. */
export const catalogStateMapping = {
  stateToRoute: (uiState: Record<string, CatalogUiState>): CatalogQuery =>
    uiStateToCatalog(uiState[INDEX] ?? {}),
  routeToState: (route: CatalogQuery): Record<string, CatalogUiState> => ({
    [INDEX]: catalogToUiState(route),
  }),
};

/**
 * The history router of the list, wired to the app's router: InstantSearch writes through
 * `navigate` (so the app knows the URL), and navigations the app makes to a list while it is open
 * (a quick search, a category link, a page of the pagination) are passed back with `locationChanged`.
 */
export interface CatalogRouting {
  routing: { router: Router<CatalogQuery>; stateMapping: typeof catalogStateMapping };
  /** The address the app shows now (path and query). */
  locationChanged(address: string): void;
}

/**
 * `navigate` adds an entry to the history, or replaces the current one when only the address's
 * form changes. `startPath` is the list's path and query when it was opened: where there is no window (the server
 * renders the list) the router reads it instead of the window's location.
 */
export function createCatalogRouting(
  navigate: (path: string, replace: boolean) => void,
  startPath: string,
): CatalogRouting {
  let onUpdate: (() => void) | undefined;
  const start = new URL(startPath, 'http://localhost');
  // The address InstantSearch's state stands for: the one it started from, later the one it wrote.
  let written = `${start.pathname}${start.search}`;
  // The address the app last showed. Its first report is the one the list started from, which can
  // come after InstantSearch has written its own form of it (the list's effects run after the
  // takeover): that is no navigation, and must not make it read the address again (and search).
  let shown = written;
  const router = history<CatalogQuery>({
    writeDelay: 0,
    cleanUrlOnDispose: false,
    createURL: ({ routeState, location }) => catalogUrl(routeState, location.origin),
    parseURL: ({ location }) => parseCatalogUrl(location),
    // The origin is a placeholder: the server renders no link from createURL.
    getLocation: () => (typeof window === 'undefined' ? (start as unknown as Location) : window.location),
    push: (url) => {
      const target = new URL(url);
      // Only while a list is shown: its widgets change the state once more as they unmount when
      // the visitor has left, and that must not bring the list back.
      if (!isListPath(window.location.pathname)) return;
      written = `${target.pathname}${target.search}`;
      // The same list in the app's own form of its address (the specification's long query
      // string opened as /hund/nassfutter) replaces the entry: Back must not lead to it again.
      const same = listAddress(parseCatalogUrl(window.location)) === written;
      navigate(written, same);
    },
    start: (update) => {
      onUpdate = update;
    },
    dispose: () => {
      onUpdate = undefined;
    },
  });
  return {
    routing: { router, stateMapping: catalogStateMapping },
    locationChanged(address: string) {
      if (address === shown) return;
      shown = address;
      if (address !== written) onUpdate?.();
    },
  };
}
