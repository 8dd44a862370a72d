import type { CatalogQuery } from '@futterkompass/domain';
import { useChipQuery } from './catalog-state';
import { activeChips } from './chips';
import { useEntityNames } from './entity-names';

/** Every active filter as a removable chip above the results, and 'Alle löschen'. */
export function ActiveFilters() {
  const { pending, updateDebounced } = useChipQuery();
  const names = useEntityNames();
  const chips = activeChips(pending, names);
  if (chips.length === 0) return null;
  const clearAll = (query: CatalogQuery) => chips.reduce((q, chip) => chip.remove(q), query);
  return (
    <div className="active-filters">
      <ul className="chips" aria-label="Aktive Filter">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={`Filter entfernen: ${chip.label}`}
              onClick={() => updateDebounced(chip.remove)}
            >
              <span>{chip.label}</span>
              <span className="chip-remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => updateDebounced(clearAll)}>
        Alle löschen
      </button>
    </div>
  );
}
