import { formatNumber } from '@futterkompass/domain';
import { startTransition, useId, useRef } from 'react';
import { Dialog } from '../ui/Dialog';
import { useCatalogQuery } from './catalog-state';
import type { FilterGroup } from './groups';
import { GroupSections } from './popup/GroupSections';
import { type FilterDraft, useFilterDraft } from './popup/use-filter-draft';

const REFUSED = 'Bitte korrigiere die markierten Eingaben.';

/** What applying would give ('Mit dieser Auswahl: 11 Produkte'), or why it was refused. */
function StagedCount({ id, draft }: { id: string; draft: FilterDraft }) {
  const { refused, changed, staged } = draft;
  return (
    <p id={id} className="staged-count" aria-live="polite">
      {refused ? (
        <span className="form-error">{REFUSED}</span>
      ) : changed ? (
        staged === null ? (
          'Zähle Produkte …'
        ) : (
          `Mit dieser Auswahl: ${formatNumber(staged, 0)} ${staged === 1 ? 'Produkt' : 'Produkte'}`
        )
      ) : null}
    </p>
  );
}

/**
 * One filter popup: changes are staged and applied only with 'Filter anwenden'; ×, Escape and a
 * click beside it close it and leave the list as it was. 'Auswahl löschen' clears the group (in
 * the popup, until applied). Refused range input keeps the popup open.
 */
export function FilterDialog({
  group,
  open,
  onClose,
}: {
  group: FilterGroup;
  open: boolean;
  onClose(): void;
}) {
  const { query, update } = useCatalogQuery();
  const draft = useFilterDraft(query, group, open);
  const body = useRef<HTMLDivElement>(null);
  const countId = useId();

  const apply = () => {
    if (draft.hasErrors) {
      draft.refuse();
      body.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onClose();
    // The popup's closing is the click's answer on screen; the list taking the filters over (chips,
    // counts, pages) renders after it, without holding that frame back on a phone.
    if (draft.changed) startTransition(() => update(draft.draft));
  };

  return (
    <Dialog
      open={open}
      title={group.title}
      onClose={onClose}
      className="filter-dialog"
      footer={
        <>
          <StagedCount id={countId} draft={draft} />
          <button type="button" className="button button-secondary" onClick={draft.clear}>
            Auswahl löschen
          </button>
          <button type="button" className="button" onClick={apply} aria-describedby={countId}>
            Filter anwenden
          </button>
        </>
      }
    >
      <div ref={body}>
        <GroupSections group={group} draft={draft} />
      </div>
    </Dialog>
  );
}
