import { applyFilterChange, type CatalogQuery, serializeCatalogQuery } from '@futterkompass/domain';
import { useState } from 'react';
import { useStagedCount } from '../count';
import { clearGroup, type FilterGroup } from '../groups';

/**
 * A popup's staged selection: changed in the popup, given to the list only by `apply`. Range
 * fields report refused input (`setInvalid`); `generation` changes when the group is cleared, so
 * that the range fields start afresh (they keep what was typed otherwise). The staged count is
 * asked only while the popup is open: a closing popup's count would never be seen.
 */
export function useFilterDraft(query: CatalogQuery, group: FilterGroup, open: boolean) {
  const [draft, setDraft] = useState<CatalogQuery>(query);
  const [invalid, setInvalidFields] = useState<Record<string, boolean>>({});
  const [refused, setRefused] = useState(false);
  const [generation, setGeneration] = useState(0);
  const changed = serializeCatalogQuery(draft) !== serializeCatalogQuery(query);
  const staged = useStagedCount(open && changed ? draft : null);
  const hasErrors = Object.values(invalid).some(Boolean);
  return {
    draft,
    changed,
    /** The count the staged selection would give; null while it is asked. */
    staged,
    hasErrors,
    /** 'Filter anwenden' was refused because of the marked input. */
    refused: refused && hasErrors,
    generation,
    change: (next: CatalogQuery) => setDraft((current) => applyFilterChange(current, next)),
    setInvalid: (field: string, errors: boolean) =>
      setInvalidFields((current) => ({ ...current, [field]: errors })),
    refuse: () => setRefused(true),
    clear: () => {
      setDraft(clearGroup(draft, group));
      setInvalidFields({});
      setGeneration((g) => g + 1);
    },
  };
}

export type FilterDraft = ReturnType<typeof useFilterDraft>;
