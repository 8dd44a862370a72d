import { type CatalogQuery, formatNumber, type ListParam, notParamOf } from '@futterkompass/domain';
import { excludedLabel, exclusionWord } from './exclusions';
import { FILTER_GROUPS, type GroupSection } from './groups';
import { type EntityNames, valueLabel } from './labels';

export interface Chip {
  key: string;
  label: string;
  /** The query without this filter. */
  remove(query: CatalogQuery): CatalogQuery;
}

const SKIP: ReadonlySet<ListParam> = new Set(['animal', 'type1']);

const number = (n: number) => formatNumber(n, 2);

function sectionChips(section: GroupSection, query: CatalogQuery, names: EntityNames): Chip[] {
  switch (section.kind) {
    case 'list': {
      if (SKIP.has(section.param)) return [];
      const param = section.param;
      const chips: Chip[] = (query[param] as (string | number)[]).map((value) => ({
        key: `${param}:${value}`,
        label: `${section.title}: ${valueLabel(param, value, names)}`,
        remove: (q) => ({ ...q, [param]: (q[param] as (string | number)[]).filter((v) => v !== value) }),
      }));
      const notParam = notParamOf(param);
      if (!notParam) return chips;
      // 'ohne Huhn'; a property names its list ('Eigenschaften: nicht extrudiert').
      const word = exclusionWord(notParam);
      const prefix = word === 'ohne' ? '' : `${section.title}: `;
      return [
        ...chips,
        ...(query[notParam] ?? []).map((value) => ({
          key: `${notParam}:${value}`,
          label: `${prefix}${word} ${excludedLabel(notParam, value)}`,
          remove: (q: CatalogQuery) => ({ ...q, [notParam]: (q[notParam] ?? []).filter((v) => v !== value) }),
        })),
      ];
    }
    case 'boolean': {
      const value = query[section.param];
      if (value === undefined) return [];
      const param = section.param;
      const label =
        param === 'binder' ? 'Bindemittelverdacht >= 75%' : `${section.title}: ${value ? 'mit' : 'ohne'}`;
      return [
        {
          key: `${param}:${value}`,
          label,
          remove: (q) => {
            const { [param]: _removed, ...rest } = q;
            return rest as CatalogQuery;
          },
        },
      ];
    }
    case 'range': {
      const min = query[`${section.field}Min`];
      const max = query[`${section.field}Max`];
      const chips: Chip[] = [];
      for (const [suffix, value, word] of [
        ['Min', min, 'ab'],
        ['Max', max, 'bis'],
      ] as const) {
        if (value === undefined) continue;
        const key = `${section.field}${suffix}` as const;
        chips.push({
          key,
          label: `${section.title} ${word} ${number(value * (section.scale ?? 1))} ${section.unit}`,
          remove: (q) => {
            const { [key]: _removed, ...rest } = q;
            return rest as CatalogQuery;
          },
        });
      }
      return chips;
    }
    case 'max': {
      const value = query[section.field];
      if (value === undefined) return [];
      const field = section.field;
      return [
        {
          key: field,
          label: `${section.title} ${number(value)} ${section.unit}`,
          remove: (q) => {
            const { [field]: _removed, ...rest } = q;
            return rest as CatalogQuery;
          },
        },
      ];
    }
  }
}

/** The removable chips of the active filters, in the order of the filter groups. */
export function activeChips(query: CatalogQuery, names: EntityNames): Chip[] {
  return FILTER_GROUPS.flatMap((group) =>
    group.sections.flatMap((section) => sectionChips(section, query, names)),
  );
}
