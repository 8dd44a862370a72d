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

/**
 * The list as a store: its identity never changes, so a toggle does not make React look for the
 * list's readers through the whole app (a context whose value changes does); each reader subscribes
 * and renders again when what it reads (`ids`, or whether one product is in it) has changed.
 */
interface CompareStore {
  subscribe(listener: () => void): () => void;
  ids(): readonly string[];
  toggle(id: string): void;
}

const StoreContext = createContext<CompareStore | null>(null);

const readCompareList = () => readJson(STORAGE_KEYS.compareList, [], isStringArray);

/**
 * The compare list: product ids, written to browser storage at once and kept in app state. Readers
 * subscribe to it (`useCompareList`, `useInCompare`): a toggle renders the card it changed and the
 * count in the navigation, not every card of the list nor the rest of the page.
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
  const store = useMemo<CompareStore>(
    () => ({
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      ids: () => latest.current,
      toggle,
    }),
    [toggle],
  );
  // Before the paint: the pressed state shows in the frame that answers the click.
  useLayoutEffect(() => {
    latest.current = ids;
    for (const listener of listeners.current) listener();
  }, [ids]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useCompareStore(): CompareStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('compare list outside CompareProvider');
  return store;
}

/**
 * What the server rendered (it has no storage): a part hydrated later (the page inside its Suspense
 * boundary) must start from it too, not from the list read meanwhile, or its markup would not match.
 */
const SERVER_IDS: readonly string[] = [];
const serverIds = () => SERVER_IDS;
const notOnServer = () => false;

/** The whole list; renders again whenever it changes. */
export function useCompareList(): CompareList {
  const store = useCompareStore();
  const ids = useSyncExternalStore(store.subscribe, store.ids, serverIds);
  return useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle: store.toggle }), [ids, store]);
}

/** Whether the product is in the compare list, and how to toggle it; renders again only for it. */
export function useInCompare(id: string): { inCompare: boolean; toggle(): void } {
  const store = useCompareStore();
  const inCompare = useSyncExternalStore(store.subscribe, () => store.ids().includes(id), notOnServer);
  return { inCompare, toggle: () => store.toggle(id) };
}
