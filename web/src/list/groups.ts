import {
  type BooleanParam,
  type ListParam,
  type MaxOnlyField,
  notParamOf,
  type RangeField,
  UNIT_PRICE_PER_BASE_PRICE,
  WEENDER_FIELDS,
  WEENDER_LABELS,
} from '@futterkompass/domain';

export type GroupSection =
  | { kind: 'list'; param: ListParam; title: string; hint?: string }
  /** `scale`: the field is shown and typed as this multiple of what the URL holds. */
  | { kind: 'range'; field: RangeField; title: string; unit: string; scale?: number }
  | { kind: 'max'; field: MaxOnlyField; title: string; unit: string }
  | { kind: 'boolean'; param: BooleanParam; title: string; options: { value: boolean; label: string }[] };

export interface FilterGroup {
  id: string;
  title: string;
  sections: GroupSection[];
}

/**
 * The seven filter popups of the sidebar (spec part 2 section 2). The base price comes first, as
 * on the big price portals: it is in view on an 800 px screen, with the list (issue 44).
 */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    id: 'grundpreis',
    title: 'Grundpreis',
    // basePriceMin/Max keep the specification's meaning (per 100 g or ml); shown per kg or l.
    sections: [
      {
        kind: 'range',
        field: 'basePrice',
        title: 'Grundpreis je kg bzw. l',
        unit: '€',
        scale: UNIT_PRICE_PER_BASE_PRICE,
      },
    ],
  },
  {
    id: 'alter',
    title: 'Alter & Futterart',
    sections: [
      { kind: 'list', param: 'ageGroup', title: 'Alter' },
      { kind: 'list', param: 'type2', title: 'Futterart' },
    ],
  },
  {
    id: 'inhalt',
    title: 'Produktinhalt',
    sections: [
      { kind: 'list', param: 'animalComponents', title: 'Tierische Bestandteile' },
      { kind: 'list', param: 'elements', title: 'Weitere Bestandteile' },
      {
        kind: 'list',
        param: 'animalShare',
        title: 'Fleischanteil',
        hint: 'Empfehlung: ausgewachsene Hunde 70-80 %, ausgewachsene Katzen 90-100 %.',
      },
      { kind: 'list', param: 'animalShareDriedOne', title: 'Fleischanteil getrocknet' },
      { kind: 'list', param: 'animalShareDriedTwo', title: 'Frischfleischanteil' },
      { kind: 'list', param: 'processing', title: 'Form' },
      { kind: 'list', param: 'declaration', title: 'Deklaration' },
      { kind: 'list', param: 'attributes', title: 'Eigenschaften' },
      {
        kind: 'boolean',
        param: 'technologicalAdditives',
        title: 'Technologische Zusatzstoffe',
        options: [
          { value: true, label: 'mit' },
          { value: false, label: 'ohne' },
        ],
      },
      {
        kind: 'boolean',
        param: 'physiologicalAdditives',
        title: 'Ernährungsphysiologische Zusatzstoffe',
        options: [
          { value: true, label: 'mit' },
          { value: false, label: 'ohne' },
        ],
      },
      {
        kind: 'boolean',
        param: 'binder',
        title: 'Bindemittel',
        options: [{ value: true, label: 'Bindemittelverdacht >= 75%' }],
      },
    ],
  },
  {
    id: 'verpackung',
    title: 'Verpackung',
    sections: [
      { kind: 'list', param: 'packaging', title: 'Verpackungsart' },
      { kind: 'list', param: 'packagingSize', title: 'Packungsgröße' },
    ],
  },
  {
    id: 'marke',
    title: 'Marke & Herkunft',
    sections: [
      { kind: 'list', param: 'brand', title: 'Marke' },
      { kind: 'list', param: 'producer', title: 'Hersteller' },
      { kind: 'list', param: 'countryOfProduction', title: 'Herstellungsland' },
      { kind: 'list', param: 'countriesOfDelivery', title: 'Lieferländer' },
    ],
  },
  {
    id: 'weender',
    title: 'Weender Analyse',
    sections: [
      ...WEENDER_FIELDS.map(
        (field): GroupSection => ({ kind: 'range', field, title: WEENDER_LABELS[field], unit: '%' }),
      ),
      { kind: 'max', field: 'nfe', title: 'NfE höchstens', unit: '%' },
      { kind: 'max', field: 'nfeTM', title: 'NfE in der Trockenmasse höchstens', unit: '%' },
    ],
  },
  {
    id: 'gesundheit',
    title: 'Gesundheit',
    sections: [{ kind: 'list', param: 'diseases', title: 'Gesundheitsthemen' }],
  },
];

/** The query without the group's filters ('Auswahl löschen'). */
export function clearGroup<Q extends Record<string, unknown>>(query: Q, group: FilterGroup): Q {
  const next: Record<string, unknown> = { ...query };
  for (const section of group.sections) {
    if (section.kind === 'list') {
      next[section.param] = [];
      const notParam = notParamOf(section.param);
      if (notParam) delete next[notParam];
    } else if (section.kind === 'boolean') delete next[section.param];
    else if (section.kind === 'range') {
      delete next[`${section.field}Min`];
      delete next[`${section.field}Max`];
    } else delete next[section.field];
  }
  return next as Q;
}

/** How many filters of the group are set. */
export function groupFilterCount(query: Record<string, unknown>, group: FilterGroup): number {
  let count = 0;
  for (const section of group.sections) {
    if (section.kind === 'list') {
      count += (query[section.param] as unknown[]).length;
      const notParam = notParamOf(section.param);
      if (notParam) count += ((query[notParam] as unknown[] | undefined) ?? []).length;
    } else if (section.kind === 'boolean') count += query[section.param] === undefined ? 0 : 1;
    else if (section.kind === 'range') {
      count += query[`${section.field}Min`] === undefined ? 0 : 1;
      count += query[`${section.field}Max`] === undefined ? 0 : 1;
    } else count += query[section.field] === undefined ? 0 : 1;
  }
  return count;
}
