import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isStringArray, readJson, STORAGE_KEYS, writeJson } from '../storage';

interface CompareList {
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string): void;
}

const CompareContext = createContext<CompareList | null>(null);

/** The compare list: product ids, written to browser storage at once and kept in app state. */
export function CompareProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<string[]>(() => readJson(STORAGE_KEYS.compareList, [], isStringArray));
  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
      writeJson(STORAGE_KEYS.compareList, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle }), [ids, toggle]);
  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}

export function useCompareList(): CompareList {
  const list = useContext(CompareContext);
  if (!list) throw new Error('useCompareList outside CompareProvider');
  return list;
}
