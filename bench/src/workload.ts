import { createRng } from '@futterkompass/indexer';

export interface CatalogueOptions {
  brands: { _id: string; slug?: string }[];
  diseases: { value: string }[];
  attributes: { value: string }[];
  animalComponents: { value: string }[];
  ageGroup: { value: string }[];
  packaging: { value: string }[];
  countryOfProduction: { value: string }[];
}

type Filters = Record<string, string | number | boolean | (string | number)[]>;

const TYPES = ['wet', 'dried', 'raw', 'flakes', 'suplement'];
const SORTS = ['brand', 'rating_dec', 'proteins_inc', 'fats_inc', 'nfeTM_inc', 'price_asc', 'price_desc'];
const WORDS = [
  'Rind',
  'Huhn',
  'Lamm',
  'Pferd',
  'Lachs',
  'Ente',
  'Wild',
  'Kaninchen',
  'Pute',
  'Adult',
  'Sensitiv',
  'Junior',
  'Menü',
  'Barf',
];

/**
 * A realistic, deterministic mix of list requests: default lists, 3-6 filters in both modes, every
 * sort, deep pages and text queries.
 */
export function listRequests(
  options: CatalogueOptions,
  count: number,
  brandNames: string[],
  seed = 42,
): { filters: Filters }[] {
  const rng = createRng(seed);
  const base = (): Filters => ({
    animal: rng.chance(0.65) ? 'dog' : 'cat',
    type1: rng
      .weighted([
        [['wet'], 45],
        [['dried'], 35],
        [[rng.pick(TYPES)], 20],
      ] as const)
      .slice(),
    currentPage: 1,
    productsPerPage: rng.pick([12, 12, 12, 24, 36]),
    sortBy: 'brand',
    filterOption: 1,
  });
  const pickValues = (list: { value: string }[], max: number) =>
    rng.sample(list, rng.int(1, max)).map((v) => v.value);
  const refinements: ((f: Filters) => void)[] = [
    (f) => {
      f.brand = rng.sample(options.brands, rng.int(1, 3)).map((b) => b.slug ?? b._id);
    },
    (f) => {
      f.diseases = pickValues(options.diseases, 2);
    },
    (f) => {
      f.attributes = pickValues(options.attributes, 2);
    },
    (f) => {
      f.animalComponents = pickValues(options.animalComponents, 2);
    },
    (f) => {
      f.ageGroup = pickValues(options.ageGroup, 2);
    },
    (f) => {
      f.packaging = pickValues(options.packaging, 2);
    },
    (f) => {
      f.countryOfProduction = pickValues(options.countryOfProduction, 2);
    },
    (f) => {
      f.proteinsMin = rng.int(5, 20);
      f.proteinsMax = (f.proteinsMin as number) + rng.int(5, 20);
    },
    (f) => {
      f.basePriceMax = rng.float(0.5, 2, 2);
    },
    (f) => {
      f.fatsMax = rng.int(5, 18);
    },
    (f) => {
      f.binder = false;
    },
  ];
  const requests: { filters: Filters }[] = [];
  for (let i = 0; i < count; i++) {
    const f = base();
    const kind = rng.weighted([
      ['default', 15],
      ['filters', 35],
      ['sort', 20],
      ['deep', 12],
      ['text', 18],
    ] as const);
    if (kind === 'filters') {
      for (const refine of rng.sample(refinements, rng.int(3, 6))) refine(f);
      f.filterOption = rng.chance(0.3) ? 2 : 1;
      f.sortBy = rng.pick(SORTS);
    } else if (kind === 'sort') {
      f.sortBy = rng.pick(SORTS);
      f.currentPage = rng.int(1, 5);
    } else if (kind === 'deep') {
      f.currentPage = rng.int(20, 120);
      f.sortBy = rng.pick(SORTS);
    } else if (kind === 'text') {
      f.query = rng.chance(0.5)
        ? rng.pick(brandNames)
        : `${rng.pick(WORDS)}${rng.chance(0.4) ? ` ${rng.pick(WORDS)}` : ''}`;
      f.animal = ['dog', 'cat'];
      f.type1 = TYPES;
    }
    requests.push({ filters: f });
  }
  return requests;
}

/**
 * `count` list requests that differ from each other and from everything in `seen` (which gains
 * them): requests a cache has not met, drawn from the same mix.
 */
export function distinctListRequests(
  options: CatalogueOptions,
  count: number,
  brandNames: string[],
  seen: Set<string>,
): { filters: Filters }[] {
  const found: { filters: Filters }[] = [];
  for (let seed = 1; found.length < count; seed++) {
    if (seed > 1000) throw new Error(`the workload has fewer than ${count} distinct list requests`);
    for (const request of listRequests(options, count, brandNames, seed)) {
      const key = JSON.stringify(request);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(request);
      if (found.length === count) break;
    }
  }
  return found;
}

/** Quick-search prefixes as typed: the first 3 to 8 letters of brand names and food words. */
export function searchQueries(brandNames: string[], count: number): string[] {
  const rng = createRng(7);
  const words = [...brandNames, ...WORDS];
  return Array.from({ length: count }, () => {
    const word = rng.pick(words);
    return word.slice(0, Math.min(word.length, rng.int(3, 8)));
  });
}
