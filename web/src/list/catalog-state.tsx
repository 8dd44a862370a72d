import {
  applyFilterChange,
  type CatalogQuery,
  LIST_SORTS,
  listSortLabel,
  PAGE_SIZES,
} from '@futterkompass/domain';
import type { NewFilters } from '@futterkompass/search-config';
import type { UiState } from 'instantsearch.js';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  useConnector,
  useHitsPerPage,
  useInstantSearch,
  usePagination,
  useSearchBox,
  useSortBy,
} from 'react-instantsearch';
import { afterNextPaint } from '../ui/after-next-paint';
import { connectCatalogFilters } from './catalog-filters-connector';
import { connectFilterOption, connectShipping, connectShowUnclear } from './filter-option';
import type { ListUserData } from './search-client';
import { type CatalogUiState, catalogToUiState, sortIndex, uiStateToCatalog } from './ui-state';

export const CHIP_DEBOUNCE_MS = 500;

/**
 * Mounts the widgets that make every parameter of the list part of InstantSearch's UI state (and
 * of the URL), even when no control for it is on screen.
 */
export function CatalogWidgets() {
  useSearchBox();
  usePagination();
  useHitsPerPage({
    items: PAGE_SIZES.map((value) => ({ value, label: String(value), default: value === 12 })),
  });
  useSortBy({
    items: LIST_SORTS.map((sort) => ({
      value: sortIndex(sort),
      label: listSortLabel(sort),
    })),
  });
  useConnector(connectFilterOption, {});
  useConnector(connectShipping, {});
  useConnector(connectShowUnclear, {});
  useConnector(connectCatalogFilters, {});
  return null;
}

interface ChosenQuery {
  /** The visitor's latest choice while InstantSearch has not taken it yet. */
  chosen: CatalogQuery | null;
  choose(next: CatalogQuery): void;
  /** The list as InstantSearch has it. */
  applied: CatalogQuery;
  setIndexUiState: (state: UiState[string]) => void;
}

const ChosenQueryContext = createContext<ChosenQuery | null>(null);

/**
 * A change the visitor makes (sort, page, toggles, a popup's filters) shows at once and reaches
 * InstantSearch after the next paint: InstantSearch's update renders the whole list and prepares
 * its queries synchronously, which on a phone took longer than a click may wait for its answer on
 * screen. `onAct` tells the search client when the visitor acted (its 200 ms count from there).
 *
 * The one subscriber to InstantSearch's state for the list's controls: each useInstantSearch adds
 * a listener to every render, and the page links and filter options are many (over InstantSearch's
 * limit of 100 with the popups open).
 */
export function ChosenQueryProvider({ onAct, children }: { onAct(): void; children: ReactNode }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const applied = useMemo(() => uiStateToCatalog(indexUiState as CatalogUiState), [indexUiState]);
  const [chosen, setChosen] = useState<CatalogQuery | null>(null);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const choose = useCallback(
    (next: CatalogQuery) => {
      onAct();
      setChosen(next);
      cancel.current?.();
      cancel.current = afterNextPaint(() => {
        setIndexUiState(catalogToUiState(next) as UiState[string]);
        setChosen(null);
      });
    },
    [onAct, setIndexUiState],
  );
  const value = useMemo(
    () => ({ chosen, choose, applied, setIndexUiState }),
    [chosen, choose, applied, setIndexUiState],
  );
  return <ChosenQueryContext.Provider value={value}>{children}</ChosenQueryContext.Provider>;
}

/**
 * The list state as a CatalogQuery (the visitor's latest choice), and the one way to change it:
 * every change goes through the specification's transition rules (type change clears shares,
 * taurin vs. additives, page 1, ...).
 */
export function useCatalogQuery() {
  const chosenQuery = useContext(ChosenQueryContext);
  if (!chosenQuery) throw new Error('useCatalogQuery outside ChosenQueryProvider');
  const { chosen, choose, applied, setIndexUiState } = chosenQuery;
  const query = chosen ?? applied;
  const latest = useRef(query);
  latest.current = query;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: CatalogQuery) => {
      clearTimeout(timer.current);
      choose(applyFilterChange(latest.current, next));
    },
    [choose],
  );
  /**
   * For chips and clear icons: changes made in quick succession are applied together after 500 ms;
   * `pending` shows them meanwhile.
   */
  const [pending, setPending] = useState<CatalogQuery | null>(null);
  const pendingRef = useRef<CatalogQuery | null>(null);
  const updateDebounced = useCallback(
    (change: (current: CatalogQuery) => CatalogQuery) => {
      const next = change(pendingRef.current ?? latest.current);
      pendingRef.current = next;
      setPending(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pendingRef.current = null;
        setPending(null);
        setIndexUiState(catalogToUiState(applyFilterChange(latest.current, next)) as UiState[string]);
      }, CHIP_DEBOUNCE_MS);
    },
    [setIndexUiState],
  );
  /** A choice shows that InstantSearch has not taken yet (its search follows). */
  const choosing = chosen !== null;
  return { query, pending: pending ?? query, choosing, update, updateDebounced };
}

/** The available values and counts of every filter group, from the latest answer. */
export function useNewFilters(): NewFilters {
  const { results } = useInstantSearch();
  const data = (results?.userData as Partial<ListUserData>[] | undefined)?.[0];
  return data?.newFilters ?? {};
}
