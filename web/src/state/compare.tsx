import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useBrowserState } from '../render-context';
import { isStringArray, readJson, STORAGE_KEYS, writeJson } from '../storage';

interface CompareList {
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string): void;
}

/** The list for one product: a card asks only whether its product is in it. */
interface CompareEntries {
  subscribe(listener: () => void): () => void;
  has(id: string): boolean;
  toggle(id: string): void;
}

const CompareContext = createContext<CompareList | null>(null);
const EntriesContext = createContext<CompareEntries | null>(null);

const readCompareList = () => readJson(STORAGE_KEYS.compareList, [], isStringArray);

/**
 * The compare list: product ids, written to browser storage at once and kept in app state. Product
 * cards subscribe to their own entry (`useInCompare`): a toggle renders the card it changed, not
 * every card of the list.
 */
export function CompareProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useBrowserState<string[]>(readCompareList, []);
  const toggle = useCallback(
    (id: string) => {
      setIds((current) => {
        const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
        writeJson(STORAGE_KEYS.compareList, next);
        return next;
      });
    },
    [setIds],
  );
  const latest = useRef(ids);
  const listeners = useRef(new Set<() => void>());
  const entries = useMemo<CompareEntries>(
    () => ({
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      has: (id) => latest.current.includes(id),
      toggle,
    }),
    [toggle],
  );
  // Before the paint: the pressed state shows in the frame that answers the click.
  useLayoutEffect(() => {
    latest.current = ids;
    for (const listener of listeners.current) listener();
  }, [ids]);
  const value = useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle }), [ids, toggle]);
  return (
    <EntriesContext.Provider value={entries}>
      <CompareContext.Provider value={value}>{children}</CompareContext.Provider>
    </EntriesContext.Provider>
  );
}

export function useCompareList(): CompareList {
  const list = useContext(CompareContext);
  if (!list) throw new Error('useCompareList outside CompareProvider');
  return list;
}

/** Whether the product is in the compare list, and how to toggle it; renders again only for it. */
export function useInCompare(id: string): { inCompare: boolean; toggle(): void } {
  const entries = useContext(EntriesContext);
  if (!entries) throw new Error('useInCompare outside CompareProvider');
  const inCompare = useSyncExternalStore(
    entries.subscribe,
    () => entries.has(id),
    () => entries.has(id),
  );
  return { inCompare, toggle: () => entries.toggle(id) };
}
