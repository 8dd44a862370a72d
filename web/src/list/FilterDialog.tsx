import {
  applyFilterChange,
  type CatalogQuery,
  formatNumber,
  LIST_PARAMS,
  packagingSizeLabel,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { type FacetEntity, type FacetValue, groupOptions } from '@futterkompass/search-config';
import { useId, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useCatalogQuery, useNewFilters } from './catalog-state';
import { clearGroup, type FilterGroup, type GroupSection } from './groups';
import { useEntityNames } from './Sidebar';

type Option = { value: string; label: string; count?: number };

function options(
  section: Extract<GroupSection, { kind: 'list' }>,
  entries: (FacetValue | FacetEntity)[] | undefined,
  selected: readonly (string | number)[],
  names: Map<string, string>,
): Option[] {
  const list: Option[] = (entries ?? []).map((e) =>
    '_id' in e ? { value: e._id, label: e.name, count: e.count } : e,
  );
  for (const value of selected.map(String)) {
    if (list.some((o) => o.value === value)) continue;
    const codes = LIST_PARAMS[section.param];
    const label =
      section.param === 'packagingSize'
        ? packagingSizeLabel(value)
        : 'label' in codes
          ? codes.label(value as never)
          : (names.get(value) ?? value);
    list.push({ value, label });
  }
  return list;
}

function parseNumber(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
}

function NumberField({
  label,
  value,
  unit,
  onChange,
}: {
  label: string;
  value: number | undefined;
  unit: string;
  onChange(v: number | undefined): void;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : formatNumber(value, 2));
  return (
    <span className="number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseNumber(e.target.value));
        }}
      />
      <span aria-hidden="true">{unit}</span>
    </span>
  );
}

/**
 * One filter popup: changes are collected and applied with 'Filter anwenden', or when the popup
 * closes with changes; 'Auswahl löschen' clears the group.
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
  const change = (next: CatalogQuery) => setDraft((current) => applyFilterChange(current, next));
  const apply = () => {
    if (serializeCatalogQuery(draft) !== serializeCatalogQuery(query)) update(draft);
    onClose();
  };

  const sections = group.sections.map((section) => {
    if (section.kind === 'list') {
      const selected = draft[section.param] as (string | number)[];
      const list = options(section, groupOptions(newFilters, section.param), selected, names);
      if (list.length === 0) return null;
      return (
        <fieldset key={section.param} className="filter-section">
          <legend>{section.title}</legend>
          {section.hint && <p className="hint">{section.hint}</p>}
          <div className="checkbox-list">
            {list.map((option) => {
              const checked = selected.map(String).includes(option.value);
              return (
                <label key={option.value}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => {
                      const raw = LIST_PARAMS[section.param];
                      const value =
                        'values' in raw && typeof raw.values[0] === 'number'
                          ? Number(option.value)
                          : option.value;
                      const next = checked
                        ? selected.filter((v) => String(v) !== option.value)
                        : [...selected, value];
                      change({ ...draft, [section.param]: next });
                    }}
                  />
                  <span>{option.label}</span>
                  {option.count !== undefined && <span className="count">({option.count})</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      );
    }
    if (section.kind === 'boolean') {
      const value = draft[section.param];
      const set = (next: boolean | undefined) => {
        const { [section.param]: _old, ...rest } = draft;
        change(next === undefined ? (rest as CatalogQuery) : { ...draft, [section.param]: next });
      };
      if (section.options.length === 1) {
        const option = section.options[0] as { value: boolean; label: string };
        return (
          <fieldset key={section.param} className="filter-section">
            <legend>{section.title}</legend>
            <label>
              <input
                type="checkbox"
                checked={value === option.value}
                onChange={(e) => set(e.target.checked ? option.value : undefined)}
              />
              <span>{option.label}</span>
            </label>
          </fieldset>
        );
      }
      return (
        <fieldset key={section.param} className="filter-section">
          <legend>{section.title}</legend>
          <div className="radio-row">
            <label>
              <input
                type="radio"
                name={section.param}
                checked={value === undefined}
                onChange={() => set(undefined)}
              />
              <span>egal</span>
            </label>
            {section.options.map((option) => (
              <label key={String(option.value)}>
                <input
                  type="radio"
                  name={section.param}
                  checked={value === option.value}
                  onChange={() => set(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    if (section.kind === 'range') {
      const minKey = `${section.field}Min` as const;
      const maxKey = `${section.field}Max` as const;
      return (
        <fieldset key={section.field} className="filter-section range-section">
          <legend>{section.title}</legend>
          <NumberField
            label="von"
            unit={section.unit}
            value={draft[minKey]}
            onChange={(v) => change({ ...draft, [minKey]: v })}
          />
          <NumberField
            label="bis"
            unit={section.unit}
            value={draft[maxKey]}
            onChange={(v) => change({ ...draft, [maxKey]: v })}
          />
        </fieldset>
      );
    }
    return (
      <fieldset key={section.field} className="filter-section range-section">
        <legend>{section.title}</legend>
        <NumberField
          label="max."
          unit={section.unit}
          value={draft[section.field]}
          onChange={(v) => change({ ...draft, [section.field]: v })}
        />
      </fieldset>
    );
  });
  const visible = sections.filter(Boolean);

  return (
    <Dialog
      open={open}
      title={group.title}
      onClose={apply}
      className="filter-dialog"
      footer={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setDraft(clearGroup(draft, group))}
          >
            Auswahl löschen
          </button>
          <button type="button" className="button" onClick={apply}>
            Filter anwenden
          </button>
        </>
      }
    >
      {visible.length > 0 ? visible : <p className="empty">keine Filter vorhanden</p>}
    </Dialog>
  );
}
