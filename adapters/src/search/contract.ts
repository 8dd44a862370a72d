import { type CatalogQuery, defaultCatalogQuery } from '@futterkompass/domain';
import { planCatalogSearch, quickSearchQuery, type SearchDocument } from '@futterkompass/search-config';
import { FIXTURE_BRANDS, FIXTURE_PRODUCERS, fixtureDocuments } from '@futterkompass/search-config/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { collationContract } from './contract-collation';
import { type ContractRun, facetCountCases } from './contract-facets';
import { RebuildRunningError, type SearchEngine } from './port';

const { animonda, rinti, happyDog } = FIXTURE_BRANDS;

const DOG_WET_BY_BRAND = ['p01', 'p24', 'p02', 'p26', 'p05', 'p27', 'p09', 'p06', 'p08', 'p07', 'p25'];
const ALL_BY_BRAND = [
  ...['p04', 'p03', 'p22', 'p01', 'p28', 'p24', 'p02'],
  ...['p21', 'p26', 'p14', 'p13', 'p15'],
  ...['p18', 'p17', 'p16', 'p19', 'p23'],
  ...['p20', 'p05', 'p27', 'p09', 'p06', 'p08', 'p07'],
  ...['p12', 'p11', 'p10', 'p25'],
];
const EVERYTHING: Partial<CatalogQuery> = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
};

/** [case, query (over the default dog + wet list), expected ids in order] */
const CASES: [string, Partial<CatalogQuery>, string[]][] = [
  ['default list: dog and wet, by brand then series', {}, DOG_WET_BY_BRAND],
  ['all animals and types', EVERYTHING, ALL_BY_BRAND.slice(0, 12)],
  ['page 2 of 12', { ...EVERYTHING, currentPage: 2 }, ALL_BY_BRAND.slice(12, 24)],
  ['last page holds the rest', { ...EVERYTHING, currentPage: 3 }, ALL_BY_BRAND.slice(24)],
  ['a page after the last is empty', { ...EVERYTHING, currentPage: 4 }, []],
  ['24 per page', { ...EVERYTHING, productsPerPage: 24, currentPage: 2 }, ALL_BY_BRAND.slice(24)],
  ['36 per page', { ...EVERYTHING, productsPerPage: 36 }, ALL_BY_BRAND],
  // animal
  ['normal: cat includes food for both', { animal: ['cat'] }, ['p04', 'p03', 'p28', 'p25']],
  ['exact: cat only', { animal: ['cat'], filterOption: 2 }, ['p04', 'p03', 'p28']],
  ['exact: dog only', { filterOption: 2 }, DOG_WET_BY_BRAND.filter((id) => id !== 'p25')],
  ['exact: food for both', { animal: ['dog', 'cat'], type1: ['suplement'], filterOption: 2 }, ['p23']],
  ['normal: both animals', { animal: ['dog', 'cat'], type1: ['suplement'] }, ['p22', 'p23']],
  // type1, type2, ageGroup
  ['type1 several', { type1: ['raw', 'flakes'] }, ['p21', 'p18', 'p17', 'p16', 'p20']],
  ['type2', { type1: ['flakes', 'suplement'], type2: ['supplement-pure'] }, ['p21', 'p23', 'p20']],
  [
    'type2 exact needs all',
    { type1: ['flakes', 'suplement'], type2: ['complete', 'supplement-pure'], filterOption: 2 },
    [],
  ],
  ['ageGroup', { ageGroup: ['senior'] }, ['p24', 'p02', 'p27', 'p07']],
  ['ageGroup exact needs all', { ageGroup: ['adult', 'senior'], filterOption: 2 }, ['p02', 'p07']],
  // packaging
  ['packaging', { packaging: ['pouch'] }, ['p01']],
  ['packaging of visible offers only', { ...EVERYTHING, packaging: ['sausage', 'tube'] }, ['p22', 'p17']],
  ['packaging exact needs all', { packaging: ['can', 'pouch'], filterOption: 2 }, ['p01']],
  ['packagingSize', { packagingSize: ['800g'] }, ['p02', 'p05', 'p07']],
  ['packagingSize in kg', { type1: ['dried'], packagingSize: ['12kg'] }, ['p11', 'p10']],
  // brand, producer, origin
  ['brand', { brand: [rinti._id] }, ['p05', 'p27', 'p09', 'p06', 'p08', 'p07']],
  [
    'brands are OR in both modes',
    { brand: [animonda._id, happyDog._id], filterOption: 2 },
    ['p01', 'p24', 'p02', 'p26'],
  ],
  ['producer', { producer: [FIXTURE_PRODUCERS.futterwerk._id] }, ['p01', 'p24', 'p02']],
  [
    'producer of two brands',
    { producer: [FIXTURE_PRODUCERS.tierkost._id] },
    ['p26', 'p05', 'p27', 'p09', 'p06', 'p08', 'p07'],
  ],
  ['countryOfProduction', { type1: ['dried'], countryOfProduction: ['gb'] }, ['p12', 'p11', 'p10']],
  [
    'countryOfProduction several',
    { type1: ['dried'], countryOfProduction: ['de', 'gb'] },
    ['p14', 'p13', 'p15', 'p12', 'p11', 'p10'],
  ],
  ['countriesOfDelivery', { type1: ['raw'], countriesOfDelivery: ['at'] }, ['p16']],
  [
    'countriesOfDelivery exact needs all',
    { type1: ['raw'], countriesOfDelivery: ['de', 'ch'], filterOption: 2 },
    ['p18'],
  ],
  ['declaration', { declaration: ['open-2'] }, ['p01', 'p24', 'p02', 'p05', 'p06', 'p07']],
  ['declaration other', { declaration: ['open'] }, ['p26']],
  // composition
  ['animalComponents normal', { animalComponents: ['pferd', 'ziege'] }, ['p02', 'p06', 'p08', 'p07']],
  [
    'animalComponents exact: nothing but',
    { animalComponents: ['pferd', 'ziege'], filterOption: 2 },
    ['p02', 'p08', 'p07'],
  ],
  ['animalComponents exact single', { animalComponents: ['pferd'], filterOption: 2 }, ['p02']],
  ['unknown composition only when chosen', { animalComponents: ['unbekannt'], filterOption: 2 }, ['p09']],
  ['elements normal', { type1: ['raw'], elements: ['muskelfleisch'] }, ['p18', 'p17', 'p16']],
  ['elements exact: nothing but', { type1: ['raw'], elements: ['muskelfleisch'], filterOption: 2 }, ['p17']],
  ['elements other', { type1: ['raw'], elements: ['innereien'] }, ['p16']],
  ['processing', { type1: ['raw'], processing: ['gewolft'] }, ['p17', 'p16']],
  [
    'processing exact needs all',
    { type1: ['raw'], processing: ['gewolft', 'amstueck'], filterOption: 2 },
    [],
  ],
  // health and attributes
  ['diseases', { diseases: ['allergic'] }, ['p02', 'p06', 'p08', 'p07']],
  ['diseases exact needs all', { diseases: ['allergic', 'hauthaar'], filterOption: 2 }, ['p07']],
  ['diseases normal OR', { diseases: ['niere', 'hauthaar'] }, ['p02', 'p07']],
  ['attributes', { type1: ['dried'], attributes: ['grainfree'] }, ['p14', 'p13']],
  [
    'attributes exact needs all',
    { type1: ['dried'], attributes: ['grainfree', 'hypoallergenic'], filterOption: 2 },
    ['p13'],
  ],
  // shares
  ['animalShare', { animalShare: [80] }, ['p02', 'p08', 'p07']],
  ['animalShare several', { animalShare: [70, 60] }, ['p01', 'p24', 'p26', 'p05', 'p27', 'p06']],
  ['animalShare not stated', { animalShare: [0] }, ['p09']],
  ['animalShareDriedOne 1-19 %', { type1: ['dried'], animalShareDriedOne: [20] }, ['p14', 'p12']],
  ['animalShareDriedOne 20-29 %', { type1: ['dried'], animalShareDriedOne: [30] }, ['p13', 'p15', 'p10']],
  ['animalShareDriedTwo', { type1: ['dried'], animalShareDriedTwo: [20] }, ['p12', 'p10']],
  ['animalShareDriedTwo other', { type1: ['dried'], animalShareDriedTwo: [30] }, ['p11']],
  // booleans
  ['binder suspicion >= 75 %', { ...EVERYTHING, binder: true }, ['p13', 'p06']],
  ['no binder suspicion', { binder: false }, DOG_WET_BY_BRAND.filter((id) => id !== 'p06')],
  [
    'without technological additives',
    { type1: ['dried'], technologicalAdditives: false },
    ['p13', 'p15', 'p12', 'p11', 'p10'],
  ],
  ['with technological additives', { type1: ['dried'], technologicalAdditives: true }, ['p14']],
  [
    'with physiological additives',
    { animal: ['cat'], type1: EVERYTHING.type1, physiologicalAdditives: true },
    ['p03', 'p22', 'p19'],
  ],
  // ranges
  [
    'basePrice range on the best offer',
    { basePriceMin: 0.4, basePriceMax: 0.5 },
    ['p01', 'p24', 'p02', 'p06', 'p08'],
  ],
  ['proteins range', { type1: ['dried'], proteinsMin: 24, proteinsMax: 26 }, ['p15', 'p11', 'p10']],
  ['fats maximum', { fatsMax: 4.2 }, ['p24', 'p02', 'p08', 'p07']],
  ['fats minimum', { fatsMin: 6 }, ['p01', 'p25']],
  ['fibers minimum', { type1: EVERYTHING.type1, fibersMin: 6 }, ['p21', 'p20']],
  ['fibers maximum', { fibersMax: 0.5 }, DOG_WET_BY_BRAND.filter((id) => id !== 'p24')],
  ['ash maximum', { type1: ['dried'], ashMax: 6 }, ['p13']],
  ['ash minimum', { type1: ['dried'], ashMin: 7 }, ['p15', 'p12', 'p11', 'p10']],
  ['moisture maximum', { type1: ['raw'], moistureMax: 70 }, ['p18', 'p16']],
  ['moisture minimum', { type1: ['raw'], moistureMin: 72 }, ['p17']],
  ['nfe maximum', { nfe: 1 }, ['p01', 'p25']],
  ['nfeTM maximum', { nfeTM: 10 }, ['p01', 'p24', 'p25']],
  // text
  ['words across brand and series', { query: 'Kennerfleisch Pferd' }, ['p06', 'p08']],
  ['synonym', { query: 'Hähnchen' }, ['p01', 'p26', 'p05', 'p27']],
  ['typo in a brand', { query: 'Animnda' }, ['p01', 'p24', 'p02']],
  ['prefix', { query: 'Kenner' }, ['p05', 'p27', 'p09', 'p06', 'p08', 'p07']],
  ['every word must match, the last as a prefix', { query: 'Pferd Kenner' }, ['p06', 'p08']],
  ['a word before the last is no prefix', { query: 'Kenner Pferd' }, []],
  ['query with no match', { query: 'Quinoa' }, []],
  ['umlauts and ß', { ...EVERYTHING, query: 'Müller' }, ['p18', 'p17', 'p16', 'p19', 'p23']],
  ['umlaut in a series', { type1: ['flakes'], query: 'Gemüseflocken' }, ['p21']],
  [
    'category words filter: wet food of horse',
    { ...EVERYTHING, query: 'Nassfutter Pferd' },
    ['p02', 'p06', 'p08'],
  ],
  [
    'category words alone',
    { ...EVERYTHING, query: 'Katzenfutter' },
    ['p04', 'p03', 'p22', 'p28', 'p19', 'p23', 'p25'],
  ],
  ['category word against the chosen type', { type1: ['dried'], query: 'BARF' }, []],
  // sorts
  [
    'sort rating_dec: rating then count, ties by brand',
    { sortBy: 'rating_dec' },
    ['p01', 'p24', 'p02', 'p05', 'p26', 'p27', 'p09', 'p06', 'p08', 'p07', 'p25'],
  ],
  [
    'sort proteins_inc',
    { sortBy: 'proteins_inc' },
    ['p09', 'p07', 'p06', 'p08', 'p02', 'p26', 'p05', 'p27', 'p24', 'p01', 'p25'],
  ],
  [
    'sort fats_inc',
    { sortBy: 'fats_inc' },
    ['p24', 'p02', 'p07', 'p08', 'p06', 'p26', 'p05', 'p27', 'p09', 'p01', 'p25'],
  ],
  [
    'sort nfeTM_inc',
    { sortBy: 'nfeTM_inc' },
    ['p25', 'p01', 'p24', 'p26', 'p05', 'p27', 'p02', 'p06', 'p08', 'p09', 'p07'],
  ],
  [
    'sort price_asc by Grundpreis per kg, products without offer last',
    { sortBy: 'price_asc' },
    ['p05', 'p27', 'p07', 'p02', 'p06', 'p24', 'p08', 'p01', 'p26', 'p25', 'p09'],
  ],
  [
    'sort price_desc by Grundpreis per kg, products without offer last',
    { sortBy: 'price_desc' },
    ['p25', 'p26', 'p01', 'p24', 'p08', 'p06', 'p02', 'p07', 'p27', 'p05', 'p09'],
  ],
  // "Preise inkl. Versand": delivered Grundpreis (p27 3.73, p02 4.00, p01 5.00, p07 7.48, p05 9.24
  // per kg), then products whose shops name no shipping by their Grundpreis, those without offer last.
  [
    'sort price_asc with shipping included: delivered Grundpreis, unknown shipping after',
    { sortBy: 'price_asc', shipping: 'included' },
    ['p27', 'p02', 'p01', 'p07', 'p05', 'p06', 'p24', 'p08', 'p26', 'p25', 'p09'],
  ],
  [
    'sort price_desc with shipping included',
    { sortBy: 'price_desc', shipping: 'included' },
    ['p05', 'p07', 'p01', 'p02', 'p27', 'p25', 'p26', 'p24', 'p08', 'p06', 'p09'],
  ],
  [
    'basePrice range on the delivered Grundpreis with shipping included',
    { basePriceMax: 0.5, shipping: 'included' },
    ['p01', 'p02', 'p27'],
  ],
  [
    'sort price_asc over all types',
    { sortBy: 'price_asc', animal: ['cat'], type1: EVERYTHING.type1 },
    ['p19', 'p25', 'p03', 'p23', 'p22', 'p04', 'p28'],
  ],
  [
    'sort price_desc over all types',
    { sortBy: 'price_desc', animal: ['cat'], type1: EVERYTHING.type1 },
    ['p22', 'p23', 'p03', 'p25', 'p19', 'p04', 'p28'],
  ],
  // combined
  [
    'components, disease, protein maximum and price sort together',
    { animalComponents: ['pferd', 'ziege'], diseases: ['allergic'], proteinsMax: 9.2, sortBy: 'price_asc' },
    ['p07', 'p06', 'p08'],
  ],
];

const TOTALS: [string, Partial<CatalogQuery>, number][] = [
  ['default list', {}, 11],
  ['everything', EVERYTHING, 28],
  ['beyond the last page', { ...EVERYTHING, currentPage: 9 }, 28],
  ['nothing', { query: 'Quinoa' }, 0],
];

/** Every list query of the contract: what a stricter stand-in must let through as Meilisearch would. */
export const CONTRACT_QUERIES: readonly Partial<CatalogQuery>[] = [...CASES, ...TOTALS].map(
  ([, query]) => query,
);

/** The engine under test, filled with the fixture, and a list query run on it. */
interface Contract {
  engine(): SearchEngine<SearchDocument>;
  run: ContractRun;
}

function listCases({ run }: Contract) {
  it.each(CASES)('%s', async (_name, over, expected) => {
    const result = await run(over);
    expect(result.hits.map((h) => h.id)).toEqual(expected);
  });

  it.each(TOTALS)('total: %s', async (_name, over, total) => {
    expect((await run(over)).total).toBe(total);
  });
}

function documentCases({ engine, run }: Contract) {
  describe('documents', () => {
    it('carry the card fields', async () => {
      const [first] = (await run({})).hits;
      expect(first).toMatchObject({
        id: 'p01',
        urlExtension: 'p01',
        brandName: 'Animonda',
        series: 'Vom Feinsten Huhn',
        bestOffer: { merchant: 'zooplus', price: 2, basePrice: 0.5, amount: 1, size: 400, unit: 'g' },
        rating: 5,
        ratingCount: 10,
      });
    });

    it('are replaced, upserted and removed', async () => {
      const docs = fixtureDocuments();
      const p01 = docs.find((d) => d.id === 'p01') as SearchDocument;
      await engine().upsert([{ ...p01, series: 'Vom Feinsten Huhn neu' }]);
      expect((await run({ query: 'neu' })).hits.map((h) => h.id)).toEqual(['p01']);
      await engine().remove(['p01']);
      expect((await run({})).total).toBe(10);
      expect(await engine().count()).toBe(27);
      await engine().upsert([p01]);
      expect(await engine().count()).toBe(28);
    });
  });
}

function rebuildCases({ engine, run }: Contract) {
  describe('rebuilds', () => {
    it('replay what is written before the swap into the new index', async () => {
      const docs = fixtureDocuments();
      const p01 = docs.find((d) => d.id === 'p01') as SearchDocument;
      async function* all() {
        yield docs;
      }
      const result = await engine().replaceAll(all(), {
        async beforeSwap(target) {
          await target.remove(['p02']);
          await target.upsert([{ ...p01, series: 'Vom Feinsten Huhn umbenannt' }]);
        },
      });
      expect(result).toEqual({ count: 28 });
      expect(await engine().count()).toBe(27);
      expect((await run({ query: 'umbenannt' })).hits.map((h) => h.id)).toEqual(['p01']);
      expect(await engine().replaceAll(all())).toEqual({ count: 28 });
      expect(await engine().count()).toBe(28);
    });

    it('refuse a second rebuild while one runs and keep the live index', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      async function* held() {
        yield fixtureDocuments().slice(0, 5);
        await gate;
        yield fixtureDocuments().slice(5);
      }
      const first = engine().replaceAll(held());
      async function* none(): AsyncIterable<SearchDocument[]> {}
      await expect(engine().replaceAll(none())).rejects.toBeInstanceOf(RebuildRunningError);
      expect(await engine().count()).toBe(28);
      release();
      expect(await first).toEqual({ count: 28 });
      expect(await engine().count()).toBe(28);
    });
  });
}

function quickSearchCases({ engine }: Contract) {
  describe('quick search', () => {
    it('finds a typo’d brand by prefix and relevance, at most 8', async () => {
      const hits = (await engine().search(quickSearchQuery('Wolfsbl'))).hits.map((h) => h.id);
      expect(new Set(hits)).toEqual(new Set(['p10', 'p11', 'p12', 'p25']));
      const many = await engine().search(quickSearchQuery('Kenerfleisch'));
      expect(many.hits).toHaveLength(6);
      expect(many.total).toBe(6);
      const all = await engine().search(quickSearchQuery('Huhn'));
      expect(all.hits.length).toBeLessThanOrEqual(8);
      const best = await engine().search(quickSearchQuery('Barf'));
      expect(best.hits.map((h) => h.id)).toEqual(['p16', 'p18', 'p17', 'p19']);
    });
  });
}

function readBackCases({ engine }: Contract) {
  describe('reading the index back (for the reconcile and `index check`)', () => {
    it('reports a built index as current, fetches documents by id and lists every id', async () => {
      expect(await engine().indexState()).toBe('current');
      const docs = fixtureDocuments();
      const fetched = await engine().fetch(['p02', 'nope', 'p01']);
      expect(fetched.map((d) => d.id).sort()).toEqual(['p01', 'p02']);
      expect(JSON.parse(JSON.stringify(fetched.find((d) => d.id === 'p01')))).toEqual(
        JSON.parse(JSON.stringify(docs.find((d) => d.id === 'p01'))),
      );
      const ids: string[] = [];
      for await (const batch of engine().ids(10)) {
        expect(batch.length).toBeLessThanOrEqual(10);
        ids.push(...batch);
      }
      expect(ids.sort()).toEqual(docs.map((d) => d.id).sort());
    });
  });
}

/** The catalogue search semantics, run against every engine with the same fixture and expectations. */
export function searchContract(makeEngine: () => Promise<SearchEngine<SearchDocument>>): void {
  let engine: SearchEngine<SearchDocument>;
  const contract: Contract = {
    engine: () => engine,
    run: async (over) => {
      const plan = planCatalogSearch({ ...defaultCatalogQuery(), ...over });
      return plan.merge(await engine.multiSearch(plan.queries));
    },
  };

  beforeAll(async () => {
    engine = await makeEngine();
    async function* batches() {
      const docs = fixtureDocuments();
      yield docs.slice(0, 10);
      yield docs.slice(10);
    }
    expect(await engine.replaceAll(batches())).toEqual({ count: 28 });
  });

  listCases(contract);
  facetCountCases(contract.run);
  documentCases(contract);
  rebuildCases(contract);
  quickSearchCases(contract);
  readBackCases(contract);
  describe('German brand order', () => collationContract(makeEngine));
}
