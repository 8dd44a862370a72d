import {
  type AgeGroup,
  type Animal,
  type AnimalComponent,
  type Attribute,
  animalShareCode,
  type Country,
  type Declaration,
  type Disease,
  type Element,
  nfe,
  type Processing,
  type Product,
  type Type1,
  type Type2,
  urlSlug,
} from '@futterkompass/domain';
import { PRODUCT_LINES, PROTEIN_WORDS, SIDES } from './names';
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

const PROCESSINGS: Record<Type1, Processing[]> = {
  wet: ['pastete', 'stueckchen', 'sosse', 'gelee'],
  dried: ['kroketten'],
  raw: ['gewolft', 'gestueckelt', 'amstueck', 'tiefgefroren'],
  flakes: ['flocken'],
  suplement: ['pulver', 'tabletten', 'fluessig'],
};

const ELEMENTS: Record<Type1, Element[]> = {
  wet: ['muskelfleisch', 'innereien', 'gemuese', 'reis', 'kartoffel', 'oel', 'kraeuter', 'ei'],
  dried: ['kartoffel', 'reis', 'getreide', 'gemuese', 'huelsenfruechte', 'obst', 'oel'],
  raw: ['muskelfleisch', 'innereien', 'pansen', 'knochen', 'knorpel', 'blut'],
  flakes: ['getreide', 'gemuese', 'obst', 'kraeuter', 'reis'],
  suplement: ['algen', 'kraeuter', 'oel'],
};

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

const COMMON_ATTRIBUTES: Attribute[] = [
  'gmfree',
  'glutenfree',
  'hypoallergenic',
  'lactosefree',
  'foodquality',
  'natural',
  'woantioxidants',
  'woflavors',
  'wochemicaladditives',
  'woemulsifiers',
  'wodyes',
  'womeatflour',
  'womoldmeat',
  'wofillers',
  'woflavorenhancers',
  'wobonemeal',
  'wobinder',
  'wopreservativesubstances',
  'woattractants',
  'woanimalmeal',
  'woanimalexperiments',
  'noaddedsugar',
  'cookedgently',
  'sensitive',
  'soyfree',
  'wheatfree',
  'sugarfree',
  'biological',
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

function animals(rng: Rng): Animal[] {
  return rng.weighted<Animal[]>([
    [['dog'], 55],
    [['cat'], 35],
    [['dog', 'cat'], 10],
  ]);
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

function type2For(rng: Rng, type1: Type1): Type2[] {
  if (type1 === 'flakes') return ['supplement-pure'];
  if (type1 === 'suplement')
    return [
      rng.weighted<Type2>([
        ['supplement-pure', 80],
        ['supplement-snack', 20],
      ]),
    ];
  const main = rng.weighted<Type2>([
    ['complete', 85],
    ['single-food', 7],
    ['snack', 8],
  ]);
  return type1 === 'dried' && rng.chance(0.05) ? [main, 'dry-barf'] : [main];
}

function weender(rng: Rng, type1: Type1, name: string) {
  const [p, f, fi, a, m] = WEENDER[type1].map(([lo, hi]) => rng.float(lo, hi, 1)) as [
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

/** Modified Atwater factors, stored in tenths of kcal per 100 g. */
function energy(values: {
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture: number;
}): number {
  const kcal = values.proteins * 3.5 + values.fats * 8.5 + nfe(values) * 3.5;
  return Math.round(kcal * 10);
}

function suggestedAmounts(rng: Rng, type1: Type1, animal: Animal[]) {
  const weights = animal.includes('dog') ? [5, 10, 20, 30, 40] : [2, 3, 4, 5, 6];
  const perKg = type1 === 'dried' ? rng.int(12, 18) : rng.int(35, 60);
  return weights.map((kg) => ({ weightKg: `${kg} kg`, foodAmount: `${Math.round(perKg * kg ** 0.75)} g` }));
}

export interface ProductSeries {
  draft: Draft;
  urlExtension: string;
}

/** One product of a brand: plausible composition, analysis and properties for its type. */
export function draftProduct(rng: Rng, brandName: string, takenUrls: Set<string>): ProductSeries {
  const type1 = rng.weighted(TYPE_WEIGHTS);
  const animal = animals(rng);
  const line = rng.pick(PRODUCT_LINES[type1]);
  const proteinCount =
    type1 === 'flakes' || type1 === 'suplement'
      ? 0
      : rng.weighted([
          [1, 60],
          [2, 30],
          [3, 10],
        ] as const);
  const proteins = rng.sample(PROTEIN_WORDS, proteinCount);
  const unknownComposition = proteinCount > 0 && rng.chance(0.05);
  const side = type1 === 'wet' || type1 === 'dried' ? (rng.chance(0.5) ? ` & ${rng.pick(SIDES)}` : '') : '';
  const series = [
    line,
    proteins.map(([, word]) => word).join(' & '),
    animal.length === 1 && animal[0] === 'cat' && rng.chance(0.3) ? 'für Katzen' : '',
  ]
    .filter(Boolean)
    .join(' ')
    .concat(side)
    .trim();
  const analysis = weender(rng, type1, series);
  const components: AnimalComponent[] = unknownComposition
    ? ['unbekannt']
    : (proteins.map(([code]) => code) as AnimalComponent[]);
  const attributes = new Set<Attribute>(rng.sample(COMMON_ATTRIBUTES, rng.int(0, 5)));
  if (proteinCount === 1) attributes.add('monoprotein');
  if (type1 === 'dried') attributes.add(rng.chance(0.45) ? 'grainfree' : 'extruded');
  if (type1 === 'dried' && !attributes.has('extruded') && rng.chance(0.3))
    attributes.add(rng.pick(['baked', 'pressedcold', 'notextruded'] as const));
  if (type1 === 'raw' && rng.chance(0.3)) attributes.add(rng.pick(['freezedried', 'airdried'] as const));
  if (type1 === 'flakes' && rng.chance(0.4)) attributes.add(rng.pick(['vegan', 'vegetarian'] as const));
  const physiologicalAdditives = animal.includes('cat') ? rng.chance(0.85) : rng.chance(0.5);
  if (animal.includes('cat') && physiologicalAdditives) attributes.add('taurin');
  const declaration = rng.weighted<Declaration>([
    ['open-2', 40],
    ['open', 35],
    ['closed', 25],
  ]);
  const percent = rng.int(type1 === 'dried' ? 10 : 40, 100);
  const shares =
    type1 === 'dried'
      ? {
          animalShareDriedOne: animalShareCode(percent / 2, true),
          animalShareDriedTwo: animalShareCode(rng.chance(0.3) ? 0 : percent / 3, true),
        }
      : type1 === 'wet' || type1 === 'raw'
        ? { animalShare: rng.chance(0.08) ? 0 : animalShareCode(percent, false) }
        : { animalShare: 0 };

  let urlExtension = urlSlug(`${brandName} ${series}`);
  for (let n = 2; takenUrls.has(urlExtension); n++)
    urlExtension = `${urlSlug(`${brandName} ${series}`)}-${n}`;
  takenUrls.add(urlExtension);

  const draft: Draft = {
    published: rng.chance(0.98),
    series,
    animal,
    type1,
    type2: type2For(rng, type1),
    ageGroup: type1 === 'flakes' ? [] : ageGroups(rng, line),
    countryOfProduction: rng.weighted(COUNTRIES),
    countriesOfDelivery: type1 === 'raw' ? rng.sample(['de', 'at', 'ch'] as Country[], rng.int(1, 3)) : [],
    ...analysis,
    ...(rng.chance(0.9) && { energy: energy(analysis) }),
    suggestedAmount: type1 === 'suplement' ? [] : suggestedAmounts(rng, type1, animal),
    declaration,
    processing: [rng.pick(PROCESSINGS[type1])],
    ...shares,
    animalComponents: components,
    elements: rng.sample(ELEMENTS[type1], rng.int(1, 3)),
    diseases: rng.chance(0.4) ? rng.sample(DISEASES, rng.int(1, 3)) : [],
    technologicalAdditives: rng.chance(0.5),
    ...(rng.chance(0.5) && { technologicalAdditivesText: 'Geliermittel, Verdickungsmittel' }),
    physiologicalAdditives,
    ...(physiologicalAdditives && {
      physiologicalAdditivesText: animal.includes('cat')
        ? 'Taurin 1.000 mg, Vitamin D3 200 IE, Zink 15 mg'
        : 'Vitamin D3 200 IE, Zink 15 mg',
    }),
    analyticComponents: `Rohprotein ${analysis.proteins} %, Rohfett ${analysis.fats} %, Rohfaser ${analysis.fibers} %, Rohasche ${analysis.ash} %, Feuchtigkeit ${analysis.moisture} %`,
    attributes: [...attributes],
    description: unknownComposition
      ? 'Fleisch und tierische Nebenerzeugnisse, Getreide, Mineralstoffe'
      : `${proteins.map(([, word]) => `${word} (${rng.int(20, 70)} %)`).join(', ') || 'Pflanzliche Zutaten'}${side ? `, ${side.slice(3)}` : ''}, Mineralstoffe`,
    productDescription: `${series} von ${brandName}: ${type1 === 'raw' ? 'tiefgekühlt geliefert, vor dem Füttern langsam auftauen.' : 'ausgewogen und gut verträglich.'}`,
    sizes: [],
  };
  return { draft, urlExtension };
}
