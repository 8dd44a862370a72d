import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useDebounced } from '../ui/useDebounced';

/** Calculators recompute 200 ms after the last change (spec part 2 section 9). */
export const RECOMPUTE_MS = 200;

export type QueryPatch = Record<string, string | readonly string[]>;

export interface QueryInputs {
  /** The inputs as typed, read from the URL on load: what the fields show. */
  params: URLSearchParams;
  /** The inputs once they have not changed for 200 ms: what the results are computed from. */
  settled: URLSearchParams;
  /** Changes some inputs; empty values leave the URL. */
  set(patch: QueryPatch): void;
}

/** The query with the patch applied: each patched key replaced by its non-empty values. */
function patched(search: string, patch: QueryPatch): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key);
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') next.append(key, item);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * A calculator's inputs, kept in the URL query so that a result can be bookmarked and shared. The
 * fields show the typed text at once; the URL follows by replacing the history entry. The router
 * updates in a transition, so the URL is not read back after each keystroke (the caret would jump):
 * only a link or back/forward (a navigation that is not our replace) brings other inputs.
 *
 * Each change applies to the latest inputs, not to those of the render its handler came from: two
 * changes before the next render (fields typed into before the app took the page over report
 * together) both count, and the URL is written from the inputs after them.
 */
export function useQueryInputs(): QueryInputs {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.search);
  // The address last rendered, in a state of its own: React may compute a keystroke's inputs from a
  // render that never committed (the router's, interrupted by that keystroke), and an address kept
  // with the inputs would come along: the next render would take it for a navigation and reset.
  const [renderedKey, setRenderedKey] = useState(location.key);
  if (renderedKey !== location.key) {
    setRenderedKey(location.key);
    if (navigationType !== 'REPLACE') setSearch(location.search);
  }
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const settledSearch = useDebounced(search, RECOMPUTE_MS);
  const settled = useMemo(() => new URLSearchParams(settledSearch), [settledSearch]);

  useEffect(() => {
    if (search !== location.search) navigate({ search }, { replace: true });
  }, [search, location.search, navigate]);

  const set = useCallback((patch: QueryPatch) => {
    setSearch((current) => patched(current, patch));
  }, []);
  return { params, settled, set };
}
