import { defaultListPath, formatNumber } from '@futterkompass/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { Link } from 'react-router-dom';
import { FADE_MS } from '../ui/Dialog';
import { focusables, keepTabInside } from '../ui/focus-trap';
import { useMediaQuery } from '../ui/use-media-query';
import { useChipQuery } from './catalog-state';
import { FilterDialog } from './FilterDialog';
import { clearGroup, FILTER_GROUPS, type FilterGroup, groupFilterCount } from './groups';
import { AnimalToggle, ModeToggle, TypeToggle } from './Toggles';

export const PHONE_SHEET_QUERY = '(max-width: 899px)';

/**
 * The filters: a sidebar on wide screens; on phones a full-screen sheet whose sticky button shows the
 * live count ('385 Produkte anzeigen') and leads back to the results.
 */
export function Sidebar() {
  // null until the screen is known (the server's markup): CSS then shows the panel on wide screens only.
  const sheet = useMediaQuery(PHONE_SHEET_QUERY);
  // The visitor's choice; until there is one the panel is open on wide screens and closed on phones.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !sheet;
  const auto = sheet === null && chosen === null;
  const { results } = useInstantSearch();
  const total = results?.nbHits ?? 0;
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const inSheet = !!sheet && open;
  useEffect(() => {
    if (inSheet && panel.current) focusables(panel.current)[0]?.focus();
  }, [inSheet]);
  const closeSheet = (toResults: boolean) => {
    setChosen(false);
    if (toResults) document.getElementById('suchergebnisse')?.scrollIntoView({ block: 'start' });
    else toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The sheet covers the list: Tab stays in it. A filter popup above it handles its own keys.
    if (!inSheet || dialogOpen) return;
    if (event.key === 'Escape') closeSheet(false);
    else keepTabInside(event, panel.current);
  };
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
  const { pending, updateDebounced } = useChipQuery();

  return (
    <aside className={`sidebar${open ? ' is-open' : ''}`} aria-label="Filter">
      <button
        ref={toggle}
        type="button"
        className="sidebar-toggle"
        aria-expanded={auto ? undefined : open}
        aria-controls="filter-panel"
        onClick={() => setChosen(!open)}
      >
        {auto ? (
          <>
            <span className="on-phone">Filter</span>
            <span className="on-wide">Filter ausblenden</span>
          </>
        ) : sheet ? (
          'Filter'
        ) : open ? (
          'Filter ausblenden'
        ) : (
          'Filter einblenden'
        )}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the sheet, as in a dialog */}
      <div
        ref={panel}
        id="filter-panel"
        className={`sidebar-panel${inSheet ? ' is-sheet' : ''}${auto ? ' is-auto' : ''}`}
        hidden={!open}
        onKeyDown={onKeyDown}
        {...(inSheet && { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filter' })}
      >
        {inSheet && (
          <div className="sheet-header">
            <h2>Filter</h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Filter schließen"
              onClick={() => closeSheet(false)}
            >
              ×
            </button>
          </div>
        )}
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
        {/* The specification's default list, at its own address. */}
        <Link className="reset-link" to={defaultListPath()}>
          Filter zurücksetzen
        </Link>
        {inSheet && (
          <div className="sheet-footer">
            <button type="button" className="button" onClick={() => closeSheet(true)}>
              {formatNumber(total, 0)} {total === 1 ? 'Produkt' : 'Produkte'} anzeigen
            </button>
          </div>
        )}
      </div>
      {dialog && <FilterDialog key={dialog.id} group={dialog} open={dialogOpen} onClose={closeDialog} />}
    </aside>
  );
}
