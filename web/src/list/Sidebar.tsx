import { DEFAULT_CATALOG_SEARCH, ROUTES } from '@futterkompass/domain';
import { type FacetEntity, groupOptions } from '@futterkompass/search-config';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FADE_MS } from '../ui/Dialog';
import { useCatalogQuery, useNewFilters } from './catalog-state';
import { activeChips } from './chips';
import { FilterDialog } from './FilterDialog';
import { clearGroup, FILTER_GROUPS, type FilterGroup, groupFilterCount } from './groups';
import { AnimalToggle, ModeToggle, TypeToggle } from './Toggles';

const wide = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 900px)').matches;

/** Names of brands and producers from the latest answer, for chips and popups. */
export function useEntityNames(): Map<string, string> {
  const newFilters = useNewFilters();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const param of ['brand', 'producer']) {
      for (const entry of (groupOptions(newFilters, param) ?? []) as FacetEntity[])
        names.set(entry._id, entry.name);
    }
    return names;
  }, [newFilters]);
}

export function Sidebar() {
  const [open, setOpen] = useState(wide);
  const [dialog, setDialog] = useState<FilterGroup | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const fading = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openDialog = (group: FilterGroup) => {
    // A popup opened while the last one fades out must not be unmounted by that one's timer.
    clearTimeout(fading.current);
    setDialog(group);
    setDialogOpen(true);
  };
  // Keep the popup mounted while it fades out.
  const closeDialog = () => {
    setDialogOpen(false);
    fading.current = setTimeout(() => setDialog(null), FADE_MS);
  };
  const { pending, updateDebounced } = useCatalogQuery();
  const names = useEntityNames();
  const chips = activeChips(pending, names);

  return (
    <aside className={`sidebar${open ? ' is-open' : ''}`} aria-label="Filter">
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Filter ausblenden' : 'Filter einblenden'}
      </button>
      <div id="filter-panel" className="sidebar-panel" hidden={!open}>
        <AnimalToggle />
        <TypeToggle />
        <ModeToggle />
        <ul className="filter-groups">
          {FILTER_GROUPS.map((group) => {
            const count = groupFilterCount(pending, group);
            return (
              <li key={group.id}>
                <button
                  type="button"
                  className="filter-group-button"
                  aria-haspopup="dialog"
                  onClick={() => openDialog(group)}
                >
                  {group.title}
                  {count > 0 && <span className="badge">{count}</span>}
                </button>
                {count > 0 && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`${group.title}: Auswahl löschen`}
                    onClick={() => updateDebounced((q) => clearGroup(q, group))}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {chips.length > 0 && (
          <ul className="chips" aria-label="Aktive Filter">
            {chips.map((chip) => (
              <li key={chip.key} className="chip">
                <span>{chip.label}</span>
                <button
                  type="button"
                  aria-label={`Filter entfernen: ${chip.label}`}
                  onClick={() => updateDebounced(chip.remove)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link className="reset-link" to={`${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`}>
          Filter zurücksetzen
        </Link>
      </div>
      {dialog && <FilterDialog key={dialog.id} group={dialog} open={dialogOpen} onClose={closeDialog} />}
    </aside>
  );
}
