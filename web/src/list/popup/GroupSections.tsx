import { type CatalogQuery, LIST_PARAMS, type ListParam, roundTo } from '@futterkompass/domain';
import { groupOptions } from '@futterkompass/search-config';
import { useNewFilters } from '../catalog-state';
import { useEntityNames } from '../entity-names';
import type { FilterGroup, GroupSection } from '../groups';
import { BooleanSection } from './BooleanSection';
import { ListSection } from './ListSection';
import { popupOptions } from './options';
import { RangeSection } from './RangeSection';
import type { FilterDraft } from './use-filter-draft';

/** A list value as the query holds it: numbers for numeric code lists, else the string. */
function typed(param: ListParam, value: string): string | number {
  const codes = LIST_PARAMS[param];
  return 'values' in codes && typeof codes.values[0] === 'number' ? Number(value) : value;
}

function Section({ section, draft: d }: { section: GroupSection; draft: FilterDraft }) {
  const newFilters = useNewFilters();
  const names = useEntityNames();
  const { draft, change } = d;
  if (section.kind === 'list') {
    const selected = (draft[section.param] as (string | number)[]).map(String);
    const options = popupOptions(section.param, groupOptions(newFilters, section.param), selected, names);
    if (options.length === 0) return null;
    return (
      <ListSection
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
        title={section.title}
        options={section.options}
        value={draft[section.param]}
        onChange={(next) => {
          const { [section.param]: _old, ...rest } = draft;
          change(next === undefined ? (rest as CatalogQuery) : { ...draft, [section.param]: next });
        }}
      />
    );
  const minKey = `${section.field}Min` as const;
  const maxKey = section.kind === 'range' ? (`${section.field}Max` as const) : section.field;
  // A field typed per kg and kept per 100 g: shown times the scale, kept divided by it.
  const scale = section.kind === 'range' ? (section.scale ?? 1) : 1;
  const shown = (value: number | undefined) => (value === undefined ? undefined : roundTo(value * scale, 2));
  const kept = (value: number | undefined) => (value === undefined ? undefined : roundTo(value / scale, 3));
  return (
    <RangeSection
      title={section.title}
      unit={section.unit}
      maxOnly={section.kind === 'max'}
      min={section.kind === 'range' ? shown(draft[minKey as `${typeof section.field}Min`]) : undefined}
      max={shown(draft[maxKey as keyof CatalogQuery] as number | undefined)}
      onErrors={(errors) => d.setInvalid(section.field, errors)}
      onChange={(min, max) =>
        change({ ...draft, ...(section.kind === 'range' && { [minKey]: kept(min) }), [maxKey]: kept(max) })
      }
    />
  );
}

const sectionKey = (section: GroupSection) => ('param' in section ? section.param : section.field);

/**
 * The sections of a popup on the staged selection; a list the answer offers nothing for is left
 * out, and a popup with nothing at all reads 'keine Filter vorhanden'.
 */
export function GroupSections({ group, draft }: { group: FilterGroup; draft: FilterDraft }) {
  const newFilters = useNewFilters();
  const anything = group.sections.some(
    (s) =>
      s.kind !== 'list' ||
      (groupOptions(newFilters, s.param)?.length ?? 0) > 0 ||
      draft.draft[s.param].length > 0,
  );
  if (!anything) return <p className="empty">keine Filter vorhanden</p>;
  return group.sections.map((section) => (
    <Section key={`${sectionKey(section)}-${draft.generation}`} section={section} draft={draft} />
  ));
}
