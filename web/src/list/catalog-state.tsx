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
import { connectCatalogFilters } from './catalog-filters-connector';
import { connectFilterOption, connectShipping, connectShowUnclear } from './filter-option';
import type { ChoiceView } from './list-choice';
import type { CatalogSearchClient, ListUserData } from './search-client';
import { type CatalogUiState, catalogToUiState, sortIndex, uiStateToCatalog } from './ui-state';

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

type ListChoices = Pick<CatalogSearchClient, 'choose' | 'chip' | 'connect'>;

interface ChosenQuery {
  /** The visitor's latest choice, or the list as InstantSearch has it. */
  query: CatalogQuery;
  /** A choice shows that InstantSearch has not taken yet (its search follows). */
  choosing: boolean;
  update(next: CatalogQuery): void;
}

interface ChipQuery {
  /** The list with the chip changes still waiting for their debounce. */
  pending: CatalogQuery;
  updateDebounced(change: (current: CatalogQuery) => CatalogQuery): void;
}

const ChosenQueryContext = createContext<ChosenQuery | null>(null);
const ChipQueryContext = createContext<ChipQuery | null>(null);

/**
 * The one subscriber to InstantSearch's state for the list's controls: each useInstantSearch adds
 * a listener to every render, and the page links and filter options are many (over InstantSearch's
 * limit of 100 with the popups open). When a change reaches InstantSearch (after the next paint, or
 * the chips' debounce) the search client decides and times (list-choice.ts); this shows what it
 * says and hands the query over.
 */
export function ChosenQueryProvider({ choices, children }: { choices: ListChoices; children: ReactNode }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const applied = useMemo(() => uiStateToCatalog(indexUiState as CatalogUiState), [indexUiState]);
  const [view, setView] = useState<ChoiceView<CatalogQuery>>({ chosen: null, pending: null });
  const query = view.chosen ?? applied;
  const latest = useRef(query);
  latest.current = query;
  useEffect(
    () =>
      choices.connect((command) => {
        if (command.type === 'show') return setView(command.view);
        // Chip changes pass the transition rules against the list as it is when they are applied.
        const next = command.chips ? applyFilterChange(latest.current, command.query) : command.query;
        setIndexUiState(catalogToUiState(next) as UiState[string]);
      }),
    [choices, setIndexUiState],
  );
  const update = useCallback(
    (next: CatalogQuery) => choices.choose(applyFilterChange(latest.current, next)),
    [choices],
  );
  const updateDebounced = useCallback(
    (change: (current: CatalogQuery) => CatalogQuery) => choices.chip(change, latest.current),
    [choices],
  );
  const choosing = view.chosen !== null;
  const chosen = useMemo(() => ({ query, choosing, update }), [query, choosing, update]);
  const pending = view.pending ?? query;
  const chips = useMemo(() => ({ pending, updateDebounced }), [pending, updateDebounced]);
  return (
    <ChosenQueryContext.Provider value={chosen}>
      <ChipQueryContext.Provider value={chips}>{children}</ChipQueryContext.Provider>
    </ChosenQueryContext.Provider>
  );
}

/**
 * The list state as a CatalogQuery (the visitor's latest choice), and the one way to change it:
 * every change goes through the specification's transition rules (type change clears shares,
 * taurin vs. additives, page 1, ...).
 */
export function useCatalogQuery(): ChosenQuery {
  const chosen = useContext(ChosenQueryContext);
  if (!chosen) throw new Error('useCatalogQuery outside ChosenQueryProvider');
  return chosen;
}

/**
 * For chips and clear icons: changes made in quick succession are applied together after 500 ms;
 * `pending` shows them meanwhile. A hook of its own, so that a chip's click renders only the
 * controls that show chips.
 */
export function useChipQuery(): ChipQuery {
  const chips = useContext(ChipQueryContext);
  if (!chips) throw new Error('useChipQuery outside ChosenQueryProvider');
  return chips;
}

/** The available values and counts of every filter group, from the latest answer. */
export function useNewFilters(): NewFilters {
  const { results } = useInstantSearch();
  const data = (results?.userData as Partial<ListUserData>[] | undefined)?.[0];
  return data?.newFilters ?? {};
}
