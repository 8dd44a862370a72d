import { familiesOf } from '../allergens/family-names';
import { isBrandSlug } from '../brand-slug';
import {
  AGE_GROUPS,
  ANIMAL_COMPONENTS,
  ANIMAL_SHARES,
  ANIMALS,
  ATTRIBUTES,
  COUNTRIES,
  type CodeList,
  codeList,
  DECLARATIONS,
  DISEASES,
  DRIED_ANIMAL_SHARES,
  ELEMENTS,
  PACKAGINGS,
  PROCESSINGS,
  TYPE1,
  TYPE2,
} from '../codes';
import { isObjectId } from '../ids';
import { WEENDER_FIELDS } from '../nutrition';
import type { Shipping } from '../offers/prices';
import { isPackagingSizeKey } from '../packaging-sizes';
import type { FeedingAnimal } from '../pets/pet';

/**
 * An open vocabulary: brands or producers ('ids': producers by id, brands by slug), or package
 * sizes ('400g').
 */
export interface OpenVocabulary {
  readonly kind: 'ids' | 'sizes';
  has(value: unknown): boolean;
}

const objectIds: OpenVocabulary = { kind: 'ids', has: (v) => typeof v === 'string' && isObjectId(v) };
/**
 * Brands by slug, as brand pages and list addresses name them (issue 43); an id still names one
 * (the API's callers, old addresses, which the pages redirect to the slug).
 */
const brandKeys: OpenVocabulary = {
  kind: 'ids',
  has: (v) => typeof v === 'string' && (isBrandSlug(v) || isObjectId(v)),
};
const sizeKeys: OpenVocabulary = {
  kind: 'sizes',
  has: (v) => typeof v === 'string' && isPackagingSizeKey(v),
};

/** Every list parameter of the product list's query string, with its vocabulary. */
export const LIST_PARAMS = {
  animal: ANIMALS,
  ageGroup: AGE_GROUPS,
  type1: TYPE1,
  type2: TYPE2,
  packaging: PACKAGINGS,
  packagingSize: sizeKeys,
  brand: brandKeys,
  declaration: DECLARATIONS,
  animalComponents: ANIMAL_COMPONENTS,
  elements: ELEMENTS,
  processing: PROCESSINGS,
  countriesOfDelivery: COUNTRIES,
  countryOfProduction: COUNTRIES,
  diseases: DISEASES,
  animalShare: ANIMAL_SHARES,
  animalShareDriedOne: DRIED_ANIMAL_SHARES,
  animalShareDriedTwo: DRIED_ANIMAL_SHARES,
  attributes: ATTRIBUTES,
  producer: objectIds,
} as const satisfies Record<string, CodeList<string | number> | OpenVocabulary>;

export type ListParam = keyof typeof LIST_PARAMS;
export const LIST_PARAM_NAMES = Object.keys(LIST_PARAMS) as ListParam[];

/** How a list parameter's values are named: codes of a fixed list, ids, or package sizes. */
export function vocabularyKind(param: ListParam): 'codes' | OpenVocabulary['kind'] {
  const vocabulary: CodeList<string | number> | OpenVocabulary = LIST_PARAMS[param];
  return 'kind' in vocabulary ? vocabulary.kind : 'codes';
}

/** Parameters whose values are numbers (the share codes). */
export const NUMERIC_LIST_PARAMS: ReadonlySet<ListParam> = new Set(
  LIST_PARAM_NAMES.filter((param) => {
    const vocabulary: CodeList<string | number> | OpenVocabulary = LIST_PARAMS[param];
    return 'values' in vocabulary && typeof vocabulary.values[0] === 'number';
  }),
);

type ValueOf<C> = C extends CodeList<infer V> ? V : string;
export type ListValues = { [P in ListParam]: ValueOf<(typeof LIST_PARAMS)[P]>[] };

export const BOOLEAN_PARAMS = ['binder', 'technologicalAdditives', 'physiologicalAdditives'] as const;
export type BooleanParam = (typeof BOOLEAN_PARAMS)[number];

/**
 * Weender and price ranges as min/max; nfe and nfeTM are maxima only. `basePriceMin`/`Max` keep the
 * specification's meaning, euros per 100 g or 100 ml; the list shows and asks them per kg or l.
 */
export const RANGE_FIELDS = ['basePrice', ...WEENDER_FIELDS] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];
export const MAX_ONLY_FIELDS = ['nfe', 'nfeTM'] as const;
export type MaxOnlyField = (typeof MAX_ONLY_FIELDS)[number];
export type RangeParam = `${RangeField}${'Min' | 'Max'}` | MaxOnlyField;
export const RANGE_PARAMS: readonly RangeParam[] = [
  ...RANGE_FIELDS.flatMap((f) => [`${f}Min`, `${f}Max`] as const),
  ...MAX_ONLY_FIELDS,
];

export const SORT_OPTIONS = codeList([
  ['brand', 'Marke A-Z'],
  ['rating_dec', 'Beste Bewertung'],
  ['proteins_inc', 'Protein aufsteigend'],
  ['fats_inc', 'Fett aufsteigend'],
  ['nfeTM_inc', 'NfE i. TS aufsteigend'],
  ['price_asc', 'Grundpreis aufsteigend'],
  ['price_desc', 'Grundpreis absteigend'],
  ['costPerDay', 'Kosten pro Tag'],
]);
export type SortOption = ValueOf<typeof SORT_OPTIONS>;

/**
 * A text search's own order: its best matches first, as the quick search ranks them. Not one of the
 * specification's sortBy values: a list with a `query` and no explicit sortBy is in this order
 * (and its URL carries no sortBy), until the visitor picks a sort.
 */
export const RELEVANCE = 'relevance';
export const RELEVANCE_LABEL = 'Relevanz';
export type ListSort = SortOption | typeof RELEVANCE;
/** Every order of the list, relevance first (offered only with a search term). */
export const LIST_SORTS: readonly ListSort[] = [RELEVANCE, ...SORT_OPTIONS.values];

/** The German name of a list's order, as the sort control shows it. */
export const listSortLabel = (sort: ListSort): string =>
  sort === RELEVANCE ? RELEVANCE_LABEL : SORT_OPTIONS.label(sort);

/**
 * The "ohne …" filters (none-of): ingredients by their family (allergens/families.ts, so that
 * "ohne Huhn" also keeps out a composition naming "Hühnerleber"), properties by their code.
 */
const familyKeys = (param: 'animalComponents' | 'elements') => {
  const keys = new Set(familiesOf(param).map((f) => f.key));
  return { kind: 'families', has: (v: unknown) => typeof v === 'string' && keys.has(v) } as const;
};
export const NOT_PARAMS = {
  not_animalComponents: familyKeys('animalComponents'),
  not_elements: familyKeys('elements'),
  not_attributes: ATTRIBUTES,
} as const;
export type NotParam = keyof typeof NOT_PARAMS;
export const NOT_PARAM_NAMES = Object.keys(NOT_PARAMS) as NotParam[];
/** The list parameter an "ohne …" filter belongs to. */
export const notParamOf = (param: ListParam): NotParam | undefined =>
  NOT_PARAM_NAMES.find((p) => p === `not_${param}`);

/**
 * The active animal of a list request ("Mein Tier"): its cards carry grams and cost per day, its
 * allergies keep out products that contain them and, unless `showUnclear`, those that may hide them.
 */
export type PetFilter = FeedingAnimal & { showUnclear?: boolean };

export const PAGE_SIZES = [12, 24, 36] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const FILTER_OPTIONS = codeList([
  [1, 'Normal'],
  [2, 'Exakt'],
]);
export type FilterOption = ValueOf<typeof FILTER_OPTIONS>;

export const QUERY_MAX_LENGTH = 100;

/**
 * The product list state: the query-string parameters of spec part 2 section 2, and `shipping`
 * ("Preise inkl. Versand": `shipping=included` in the URL; prices, sorts and the Grundpreis filter
 * then use delivered figures).
 */
export type CatalogQuery = ListValues & {
  [P in BooleanParam]?: boolean;
} & {
  [P in RangeParam]?: number;
} & {
  [P in NotParam]?: string[];
} & {
  pet?: PetFilter;
  /**
   * "Unklare anzeigen" (`showUnclear=true` in the URL): with an active animal, the products whose
   * label may hide one of its allergies are shown, marked; the list request sends it as
   * `pet.showUnclear`. Like shipping a way of showing the list, not one of its filters.
   */
  showUnclear?: true;
  query?: string;
  /** `relevance` only with a `query`. */
  sortBy: ListSort;
  currentPage: number;
  productsPerPage: PageSize;
  filterOption: FilterOption;
  shipping: Shipping;
};

function emptyLists(): ListValues {
  return Object.fromEntries(LIST_PARAM_NAMES.map((p) => [p, []])) as unknown as ListValues;
}

/** Default list link: animal=dog, currentPage=1, filterOption=1, productsPerPage=12, sortBy=brand, type1=wet. */
export function defaultCatalogQuery(): CatalogQuery {
  return {
    ...emptyLists(),
    animal: ['dog'],
    type1: ['wet'],
    sortBy: 'brand',
    currentPage: 1,
    productsPerPage: 12,
    filterOption: 1,
    shipping: 'excluded',
  };
}
