import { useCallback, useMemo, useState } from 'react';
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

/**
 * A calculator's inputs, kept in the URL query so that a result can be bookmarked and shared. The
 * fields show the typed text at once; the URL follows by replacing the history entry. The router
 * updates in a transition, so the URL is not read back after each keystroke (the caret would jump):
 * only a link or back/forward (a navigation that is not our replace) brings other inputs.
 */
export function useQueryInputs(): QueryInputs {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [state, setState] = useState({ key: location.key, search: location.search });
  let { search } = state;
  if (state.key !== location.key) {
    if (navigationType !== 'REPLACE') search = location.search;
    setState({ key: location.key, search });
  }
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const settledSearch = useDebounced(search, RECOMPUTE_MS);
  const settled = useMemo(() => new URLSearchParams(settledSearch), [settledSearch]);

  const set = useCallback(
    (patch: QueryPatch) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        next.delete(key);
        for (const item of typeof value === 'string' ? [value] : value)
          if (item !== '') next.append(key, item);
      }
      const text = next.toString();
      const nextSearch = text ? `?${text}` : '';
      setState((current) => ({ ...current, search: nextSearch }));
      navigate({ search: nextSearch }, { replace: true });
    },
    [search, navigate],
  );
  return { params, settled, set };
}
