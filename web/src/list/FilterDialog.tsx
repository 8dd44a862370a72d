import {
  applyFilterChange,
  type CatalogQuery,
  formatNumber,
  LIST_PARAMS,
  type ListParam,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { groupOptions } from '@futterkompass/search-config';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useCatalogQuery, useNewFilters } from './catalog-state';
import { useStagedCount } from './count';
import { useEntityNames } from './entity-names';
import { clearGroup, type FilterGroup } from './groups';
import { BooleanSection } from './popup/BooleanSection';
import { ListSection } from './popup/ListSection';
import { popupOptions } from './popup/options';
import { RangeSection } from './popup/RangeSection';

const REFUSED = 'Bitte korrigiere die markierten Eingaben.';

/** A list value as the query holds it: numbers for numeric code lists, else the string. */
function typed(param: ListParam, value: string): string | number {
  const codes = LIST_PARAMS[param];
  return 'values' in codes && typeof codes.values[0] === 'number' ? Number(value) : value;
}

/**
 * One filter popup: changes are staged and applied with 'Filter anwenden', or when the popup closes
 * with changes; 'Auswahl löschen' clears the group. The count the staged selection would give is
 * shown before it is applied; refused range input keeps the popup open.
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
  const newFilters = useNewFilters();
  const names = useEntityNames();
  const [draft, setDraft] = useState<CatalogQuery>(query);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [refused, setRefused] = useState(false);
  // Clearing the group starts the range fields afresh (they keep what was typed otherwise).
  const [generation, setGeneration] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const countId = useId();
  const changed = serializeCatalogQuery(draft) !== serializeCatalogQuery(query);
  const staged = useStagedCount(changed ? draft : null);
  const change = (next: CatalogQuery) => setDraft((current) => applyFilterChange(current, next));
  const hasErrors = Object.values(invalid).some(Boolean);

  const apply = () => {
    if (hasErrors) {
      setRefused(true);
      body.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (changed) update(draft);
    onClose();
  };
  // Closing with a refused input leaves the list as it was.
  const close = () => (hasErrors ? onClose() : apply());

  const sections = group.sections.map((section) => {
    if (section.kind === 'list') {
      const selected = (draft[section.param] as (string | number)[]).map(String);
      const options = popupOptions(section.param, groupOptions(newFilters, section.param), selected, names);
      if (options.length === 0) return null;
      return (
        <ListSection
          key={section.param}
          title={section.title}
          hint={section.hint}
          options={options}
          selected={selected}
          onToggle={(value) => {
            const current = draft[section.param] as (string | number)[];
            const next = selected.includes(value)
              ? current.filter((v) => String(v) !== value)
              : [...current, typed(section.param, value)];
            change({ ...draft, [section.param]: next });
          }}
        />
      );
    }
    if (section.kind === 'boolean')
      return (
        <BooleanSection
          key={section.param}
          title={section.title}
          options={section.options}
          value={draft[section.param]}
          onChange={(next) => {
            const { [section.param]: _old, ...rest } = draft;
            change(next === undefined ? (rest as CatalogQuery) : { ...draft, [section.param]: next });
          }}
        />
      );
    const key = section.field;
    const minKey = `${section.field}Min` as const;
    const maxKey = section.kind === 'range' ? (`${section.field}Max` as const) : section.field;
    return (
      <RangeSection
        key={`${key}-${generation}`}
        title={section.title}
        unit={section.unit}
        maxOnly={section.kind === 'max'}
        min={section.kind === 'range' ? draft[minKey as `${typeof section.field}Min`] : undefined}
        max={draft[maxKey as keyof CatalogQuery] as number | undefined}
        onErrors={(errors) => setInvalid((current) => ({ ...current, [key]: errors }))}
        onChange={(min, max) =>
          change({ ...draft, ...(section.kind === 'range' && { [minKey]: min }), [maxKey]: max })
        }
      />
    );
  });
  const visible = sections.filter(Boolean);

  return (
    <Dialog
      open={open}
      title={group.title}
      onClose={close}
      className="filter-dialog"
      footer={
        <>
          <p id={countId} className="staged-count" aria-live="polite">
            {refused && hasErrors ? (
              <span className="form-error">{REFUSED}</span>
            ) : changed ? (
              staged === null ? (
                'Zähle Produkte …'
              ) : (
                `Mit dieser Auswahl: ${formatNumber(staged, 0)} ${staged === 1 ? 'Produkt' : 'Produkte'}`
              )
            ) : null}
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setDraft(clearGroup(draft, group));
              setInvalid({});
              setGeneration((g) => g + 1);
            }}
          >
            Auswahl löschen
          </button>
          <button type="button" className="button" onClick={apply} aria-describedby={countId}>
            Filter anwenden
          </button>
        </>
      }
    >
      <div ref={body}>{visible.length > 0 ? visible : <p className="empty">keine Filter vorhanden</p>}</div>
    </Dialog>
  );
}
