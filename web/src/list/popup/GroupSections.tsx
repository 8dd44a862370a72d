import { type CatalogQuery, LIST_PARAMS, type ListParam, notParamOf, roundTo } from '@futterkompass/domain';
import { groupOptions } from '@futterkompass/search-config';
import { useNewFilters } from '../catalog-state';
import { useEntityNames } from '../entity-names';
import { canExclude, excludedLabel, excludeOnlyValues, exclusionWord } from '../exclusions';
import type { FilterGroup, GroupSection } from '../groups';
import { BooleanSection } from './BooleanSection';
import { type Exclusion, ListSection, type Option } from './ListSection';
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
    const param = section.param;
    const notParam = notParamOf(param);
    const selected = (draft[param] as (string | number)[]).map(String);
    const excluded = notParam ? (draft[notParam] ?? []) : [];
    const options = withExcludable(
      param,
      popupOptions(param, groupOptions(newFilters, param), selected, names),
      excluded,
    );
    if (options.length === 0) return null;
    // "mit" and "ohne" of one value exclude each other.
    const exclusion: Exclusion | undefined = notParam && {
      values: excluded,
      word: exclusionWord(notParam),
      can: (value) => canExclude(notParam, value),
      onToggle: (value) =>
        change({
          ...draft,
          [param]: (draft[param] as (string | number)[]).filter((v) => String(v) !== value),
          [notParam]: excluded.includes(value) ? excluded.filter((v) => v !== value) : [...excluded, value],
        }),
    };
    return (
      <ListSection
        title={section.title}
        hint={section.hint}
        options={options}
        selected={selected}
        exclusion={exclusion}
        onToggle={(value) => {
          const current = draft[param] as (string | number)[];
          const next = selected.includes(value)
            ? current.filter((v) => String(v) !== value)
            : [...current, typed(param, value)];
          const kept = excluded.filter((v) => v !== value);
          change({ ...draft, [param]: next, ...(notParam && { [notParam]: kept }) });
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

/**
 * A list's options with what its "ohne …" filter needs besides the answer's values: the excluded
 * values (the answer counts none of their products) and those offered only to exclude.
 */
function withExcludable(param: ListParam, options: Option[], excluded: readonly string[]): Option[] {
  const notParam = notParamOf(param);
  if (!notParam) return options;
  const listed = new Set(options.map((o) => o.value));
  const more = [...new Set([...excluded, ...excludeOnlyValues(param)])].filter((v) => !listed.has(v));
  return [
    ...options,
    ...more.map((value) => ({
      value,
      label: excludedLabel(notParam, value),
      excludeOnly: !LIST_PARAMS[param].has(value),
    })),
  ];
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
