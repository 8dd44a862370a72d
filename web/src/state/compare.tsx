import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useBrowserState } from '../render-context';
import { isStringArray, readJson, STORAGE_KEYS, writeJson } from '../storage';

interface CompareList {
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string): void;
}

const CompareContext = createContext<CompareList | null>(null);

const readCompareList = () => readJson(STORAGE_KEYS.compareList, [], isStringArray);

/** The compare list: product ids, written to browser storage at once and kept in app state. */
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
  const value = useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle }), [ids, toggle]);
  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}

export function useCompareList(): CompareList {
  const list = useContext(CompareContext);
  if (!list) throw new Error('useCompareList outside CompareProvider');
  return list;
}
