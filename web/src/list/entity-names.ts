import type { FilterEntity as Entity } from '@futterkompass/contract';
import { entityValue, type FacetEntity, groupOptions, type NewFilters } from '@futterkompass/search-config';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getJson } from '../api/http';
import { useCatalogQuery, useNewFilters } from './catalog-state';
import type { EntityNames } from './labels';

const ENTITY_PARAMS = ['brand', 'producer'] as const;

function remember(names: Map<string, string>, entities: readonly Entity[]) {
  for (const entry of entities) names.set(entityValue(entry), entry.name);
}

const answerEntities = (filters: NewFilters): Entity[] =>
  ENTITY_PARAMS.flatMap((param) => (groupOptions(filters, param) ?? []) as FacetEntity[]);

let catalogue: Promise<Entity[] | null> | undefined;
/** Every brand and producer of the catalogue, asked once per visit and only when a name is missing. */
function allEntities(): Promise<Entity[] | null> {
  catalogue ??= getJson('/api/filters').then(
    ({ filters }) => [...(filters?.brands ?? []), ...(filters?.producers ?? [])],
    () => {
      catalogue = undefined;
      return null;
    },
  );
  return catalogue;
}

/**
 * Names of brands (by slug) and producers (by id), for chips and popups. Names seen in any answer are kept,
 * and a selected id that no answer names (a filter combination with 0 results) is looked up in
 * the catalogue's filters: a chip never shows a raw id.
 */
export function useEntityNames(): EntityNames {
  const newFilters = useNewFilters();
  const { query } = useCatalogQuery();
  const known = useRef(new Map<string, string>());
  const [version, setVersion] = useState(0);
  remember(known.current, answerEntities(newFilters));
  const missing = ENTITY_PARAMS.some((param) => query[param].some((id) => !known.current.has(String(id))));

  useEffect(() => {
    if (!missing) return;
    let current = true;
    allEntities().then((entities) => {
      if (!current || !entities) return;
      remember(known.current, entities);
      setVersion((v) => v + 1);
    });
    return () => {
      current = false;
    };
  }, [missing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map when names were added
  return useMemo(() => new Map(known.current), [newFilters, version]);
}
