import {
  type AgeGroup,
  type Animal,
  type AnimalComponent,
  animalShareCode,
  type Country,
  type Declaration,
  type Disease,
  formatNumber,
  type Processing,
  type Product,
  type Type1,
  type Type2,
  urlSlug,
} from '@futterkompass/domain';
import { draftAttributes } from './attributes';
import { type Composition, draftComposition, GRAIN_SIDES, type Protein } from './composition';
import { declaredEnergy, feedingTable } from './feeding';
import {
  ANIMAL_LINES,
  type BrandProfile,
  GRAIN_FREE_LINES,
  PRODUCT_LINES,
  PROTEIN_WORDS,
  SIDES,
  SNACK_LINES,
} from './names';
import type { Rng } from './rng';

type Draft = Omit<
  Product,
  | '_id'
  | 'brand'
  | 'variants'
  | 'reviews'
  | 'binderVotes'
  | 'rating'
  | 'ratingCount'
  | 'createdAt'
  | 'updatedAt'
  | 'urlExtension'
>;

const TYPE_WEIGHTS: [Type1, number][] = [
  ['wet', 40],
  ['dried', 30],
  ['raw', 12],
  ['flakes', 6],
  ['suplement', 12],
];

/** Weender ranges per food type: [min, max] of protein, fat, fibre, ash, moisture. */
const WEENDER: Record<Type1, [number, number][]> = {
  wet: [
    [7, 13],
    [3, 9],
    [0.2, 1.5],
    [1.5, 3],
    [74, 83],
  ],
  dried: [
    [18, 34],
    [8, 22],
    [1.5, 5],
    [5, 9],
    [7, 10],
  ],
  raw: [
    [12, 22],
    [4, 20],
    [0, 1],
    [0.8, 4],
    [60, 78],
  ],
  flakes: [
    [6, 14],
    [1, 6],
    [4, 12],
    [4, 8],
    [8, 12],
  ],
  suplement: [
    [0, 30],
    [0, 30],
    [0, 5],
    [1, 40],
    [1, 30],
  ],
};

/** Dried meat treats: much protein, some fat, a little moisture left. */
const SNACK_WEENDER: [number, number][] = [
  [30, 60],
  [4, 15],
  [0.5, 3],
  [3, 8],
  [10, 20],
];

/** Share of supplements that are treats ('Kaustreifen Rind'): complementary feed with a daily limit. */
const SNACK_SHARE = 0.4;

const PROCESSINGS: Record<Type1, Processing[]> = {
  wet: ['pastete', 'stueckchen', 'sosse', 'gelee'],
  dried: ['kroketten'],
  raw: ['gewolft', 'gestueckelt', 'amstueck', 'tiefgefroren'],
  flakes: ['flocken'],
  suplement: ['pulver', 'tabletten', 'fluessig'],
};

/** Share of grain-free food per type: about one in seven wet and dried foods, most raw food. */
const GRAIN_FREE: Record<Type1, number> = { wet: 0.15, dried: 0.15, raw: 0.6, flakes: 0, suplement: 0 };

const DISEASES: Disease[] = [
  'allergic',
  'respiratory',
  'bauchspeicheldruese',
  'diabetes',
  'gelenke',
  'harnweg',
  'hauthaar',
  'herzkreislauf',
  'immunsystem',
  'leber',
  'magendarm',
  'muskeln',
  'niere',
  'purinarm',
  'schonkost',
  'sport',
  'stoffwechsel',
  'stress',
  'zucht',
  'uebergewicht',
  'untergewicht',
  'zahnpflege',
  'detoxification',
  'parasiten',
];

const COUNTRIES: [Country, number][] = [
  ['de', 55],
  ['at', 8],
  ['it', 6],
  ['fr', 5],
  ['nl', 5],
  ['dk', 4],
  ['gb', 4],
  ['pl', 3],
  ['cz', 2],
  ['ca', 3],
  ['nz', 2],
  ['th', 2],
  ['be', 1],
];

/** The animals of a product: a brand named for dogs or cats sells only for them. */
function animals(rng: Rng, brand: BrandProfile): Animal[] {
  if (brand.animals !== 'both') return [brand.animals];
  return rng.weighted<Animal[]>([
    [['dog'], 55],
    [['cat'], 35],
    [['dog', 'cat'], 10],
  ]);
}

/** The food type: a specialist brand (BARF, flakes, supplements) by its own weights. */
function foodType(rng: Rng, brand: BrandProfile): Type1 {
  const own = brand.types && (Object.entries(brand.types) as [Type1, number][]);
  return rng.weighted(own ?? TYPE_WEIGHTS);
}

function ageGroups(rng: Rng, line: string): AgeGroup[] {
  if (/Junior/.test(line)) return ['baby', 'junior'];
  if (/Senior/.test(line)) return ['senior'];
  return rng.weighted<AgeGroup[]>([
    [['adult'], 60],
    [['adult', 'senior'], 25],
    [['junior', 'adult', 'senior'], 15],
  ]);
}

/**
 * The kind of food: treats are complementary snacks; meat alone (raw muscle meat, offal, bones, or
 * a wet 'Pur' of one meat) is a single feed; BARF menus and other wet and dried food are complete.
 */
function type2For(rng: Rng, type1: Type1, line: string, snack: boolean): Type2[] {
  if (type1 === 'flakes') return ['supplement-pure'];
  if (type1 === 'suplement') return [snack ? 'supplement-snack' : 'supplement-pure'];
  if (type1 === 'raw') return [/BARF/.test(line) ? 'complete' : 'single-food'];
  if (type1 === 'wet') return [/Pur/.test(line) && rng.chance(0.5) ? 'single-food' : 'complete'];
  return rng.chance(0.05) ? ['complete', 'dry-barf'] : ['complete'];
}

function weender(rng: Rng, type1: Type1, name: string, snack: boolean) {
  const ranges = snack ? SNACK_WEENDER : WEENDER[type1];
  const [p, f, fi, a, m] = ranges.map(([lo, hi]) => rng.float(lo, hi, 1)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (type1 === 'suplement' && /öl/i.test(name))
    return { proteins: 0, fats: 99.5, fibers: 0, ash: 0, moisture: 0.5 };
  const total = p + f + fi + a + m;
  // Keep the sum below 100 so that NfE stays non-negative.
  const scale = total > 98 ? 98 / total : 1;
  return {
    proteins: Number((p * scale).toFixed(1)),
    fats: Number((f * scale).toFixed(1)),
    fibers: Number((fi * scale).toFixed(1)),
    ash: Number((a * scale).toFixed(1)),
    moisture: Number((m * scale).toFixed(1)),
  };
}

export interface ProductSeries {
  draft: Draft;
  urlExtension: string;
}

interface Naming {
  line: string;
  proteins: Protein[];
  side: string | undefined;
  series: string;
}

/** The lines a product of the type may be sold under for its animals. */
function linesFor(type1: Type1, animal: readonly Animal[]): readonly string[] {
  const only = animal.length === 1 ? ANIMAL_LINES[animal[0] as Animal][type1] : undefined;
  return [...PRODUCT_LINES[type1], ...(only ?? [])];
}

/** How many protein sources a series names: one for a pure, sensitive or snack line. */
function proteinCountOf(rng: Rng, type1: Type1, line: string, snack: boolean): number {
  if (snack) return 1;
  if (type1 === 'flakes' || type1 === 'suplement') return 0;
  if (/Pur|Sensitiv|Muskelfleisch|Innereien|Knochen/.test(line)) return 1;
  return rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ] as const);
}

/** 'Huhn', 'Huhn & Rind', 'Wild, Lachs & Lamm': as labels list them. */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} & ${words.at(-1)}`;
}

/**
 * The series name as a label reads: line, protein sources and side ('Landküche Huhn mit
 * Kartoffel', 'Adult Lamm & Reis', 'Kaustreifen Rind').
 */
function nameProduct(
  rng: Rng,
  food: { type1: Type1; animal: readonly Animal[]; grainFree: boolean; snack: boolean },
): Naming {
  const { type1, animal, grainFree, snack } = food;
  const own = GRAIN_FREE_LINES[type1];
  const kind = animal.length > 1 ? 'both' : (animal[0] as Animal);
  const line = snack
    ? rng.pick(SNACK_LINES[kind])
    : grainFree && own && rng.chance(0.4)
      ? own
      : rng.pick(linesFor(type1, animal).filter((l) => l !== own));
  const proteinCount = proteinCountOf(rng, type1, line, snack);
  const proteins = rng.sample(PROTEIN_WORDS, proteinCount) as Protein[];
  const named = proteins.map(([, word]) => word);
  if (line === 'Lachsöl') proteins.push(['lachs', 'Lachs']);
  const sides = grainFree ? SIDES.filter((s) => !GRAIN_SIDES.has(s)) : SIDES;
  const side =
    (type1 === 'wet' || type1 === 'dried') && !snack && rng.chance(0.5) ? rng.pick(sides) : undefined;
  // 'Adult Lamm & Reis' as dry food labels read; after a list of proteins, 'mit' keeps the two apart.
  const withSide = side ? (type1 === 'dried' && named.length === 1 ? ` & ${side}` : ` mit ${side}`) : '';
  const series = `${[line, listed(named)].filter(Boolean).join(' ')}${withSide}`;
  return { line, proteins, side, series };
}

/** The animal share codes that the composition's meat shares fall in. */
function shares(rng: Rng, type1: Type1, composition: Composition) {
  if (type1 === 'dried')
    return {
      animalShareDriedOne: animalShareCode(composition.driedMeatPercent, true),
      animalShareDriedTwo: animalShareCode(composition.freshMeatPercent, true),
    };
  if (type1 === 'wet' || type1 === 'raw')
    return { animalShare: rng.chance(0.08) ? 0 : animalShareCode(composition.animalPercent, false) };
  return { animalShare: 0 };
}

/** Additives as declared: cats' food adds taurine. */
function additives(rng: Rng, animal: readonly Animal[], physiologicalAdditives: boolean) {
  return {
    technologicalAdditives: rng.chance(0.5),
    ...(rng.chance(0.5) && { technologicalAdditivesText: 'Geliermittel, Verdickungsmittel' }),
    physiologicalAdditives,
    ...(physiologicalAdditives && {
      physiologicalAdditivesText: animal.includes('cat')
        ? 'Taurin 1.000 mg, Vitamin D3 200 IE, Zink 15 mg'
        : 'Vitamin D3 200 IE, Zink 15 mg',
    }),
  };
}

const UNKNOWN_COMPOSITION = 'Fleisch und tierische Nebenerzeugnisse, Getreide, Mineralstoffe';

/** Mineral powders and tablets state no energy; every food, treat and oil does. */
const statesEnergy = (type1: Type1, line: string, snack: boolean) =>
  type1 !== 'suplement' || snack || /öl|Paste/i.test(line);

/**
 * One product of a brand, for the brand's animals: a composition that adds up, properties that
 * follow from it, a fitting table. `snack`: a treat, sold in small bags.
 */
export function draftProduct(
  rng: Rng,
  brand: BrandProfile,
  takenUrls: Set<string>,
): ProductSeries & { snack: boolean } {
  const brandName = brand.name;
  const type1 = foodType(rng, brand);
  const animal = animals(rng, brand);
  const snack = type1 === 'suplement' && rng.chance(SNACK_SHARE);
  const unknown = (type1 === 'wet' || type1 === 'dried' || type1 === 'raw') && rng.chance(0.05);
  const grainFree = !unknown && rng.chance(GRAIN_FREE[type1]);
  const { line, proteins, side, series } = nameProduct(rng, { type1, animal, grainFree, snack });
  const composition = draftComposition(rng, { type1, line, proteins, side, grainFree, snack });
  const analysis = weender(rng, type1, series, snack);
  const type2 = type2For(rng, type1, line, snack);
  const declaration = rng.weighted<Declaration>([
    ['open-2', 40],
    ['open', 35],
    ['closed', 25],
  ]);
  const physiologicalAdditives = animal.includes('cat') ? rng.chance(0.85) : rng.chance(0.5);
  const elements = unknown ? (['unbekannt'] as const) : composition.elements;
  const attributes = draftAttributes(rng, {
    type1,
    line,
    animal,
    proteinCount: proteins.length,
    grainFree,
    elements: [...elements],
    declaration,
    taurine: animal.includes('cat') && physiologicalAdditives,
  });
  const energy = statesEnergy(type1, line, snack) ? declaredEnergy(analysis) : undefined;

  let urlExtension = urlSlug(`${brandName} ${series}`);
  for (let n = 2; takenUrls.has(urlExtension); n++)
    urlExtension = `${urlSlug(`${brandName} ${series}`)}-${n}`;
  takenUrls.add(urlExtension);

  const draft: Draft = {
    published: rng.chance(0.98),
    series,
    animal,
    type1,
    type2,
    ageGroup: type1 === 'flakes' ? [] : ageGroups(rng, line),
    countryOfProduction: rng.weighted(COUNTRIES),
    countriesOfDelivery: type1 === 'raw' ? rng.sample(['de', 'at', 'ch'] as Country[], rng.int(1, 3)) : [],
    ...analysis,
    ...(energy !== undefined && { energy }),
    suggestedAmount: feedingTable(rng, {
      animal,
      type2,
      energy,
      isSupplement: type1 === 'suplement' && !snack,
    }),
    declaration,
    processing: [snack ? 'amstueck' : rng.pick(PROCESSINGS[type1])],
    ...shares(rng, type1, composition),
    animalComponents: unknown ? ['unbekannt'] : (proteins.map(([code]) => code) as AnimalComponent[]),
    elements: [...elements],
    diseases: rng.chance(0.4) ? rng.sample(DISEASES, rng.int(1, 3)) : [],
    ...additives(rng, animal, physiologicalAdditives),
    analyticComponents: analyticText(analysis),
    attributes,
    description: unknown ? UNKNOWN_COMPOSITION : composition.description,
    productDescription: `${series} von ${brandName}: ${type1 === 'raw' ? 'tiefgekühlt geliefert, vor dem Füttern langsam auftauen.' : 'ausgewogen und gut verträglich.'}`,
    sizes: [],
  };
  return { draft, urlExtension, snack };
}

/** The analytical constituents as the label prints them, with decimal commas. */
function analyticText(a: { proteins: number; fats: number; fibers: number; ash: number; moisture: number }) {
  const value = (n: number) => `${formatNumber(n, 1)} %`;
  return `Rohprotein ${value(a.proteins)}, Rohfett ${value(a.fats)}, Rohfaser ${value(a.fibers)}, Rohasche ${value(a.ash)}, Feuchtigkeit ${value(a.moisture)}`;
}
