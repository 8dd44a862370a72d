import { type AnimalComponent, type Element, formatNumber, type Type1 } from '@futterkompass/domain';
import type { Rng } from './rng';

/** A protein source: its code and how it reads in a name and a composition. */
export type Protein = readonly [AnimalComponent, string];

/** One line of a declared composition: the ingredient and its share in percent (none: not stated). */
interface Part {
  name: string;
  percent?: number;
}

export interface Composition {
  /** The composition text as declared: ingredients by falling share, the shares adding up to at most 100 %. */
  description: string;
  elements: Element[];
  /** Fresh meat and animal by-products in percent (wet, raw). */
  animalPercent: number;
  /** Dried food: dried and fresh meat in percent. */
  driedMeatPercent: number;
  freshMeatPercent: number;
}

export interface CompositionInput {
  type1: Type1;
  line: string;
  proteins: readonly Protein[];
  /** The side named in the series ('Reis', 'Süßkartoffel'), if any. */
  side: string | undefined;
  grainFree: boolean;
  /** A treat: dried meat with a binder. */
  snack?: boolean;
}

/** Protein sources sold whole (fish, insects): no muscle meat or offal named apart. */
const WHOLE: ReadonlySet<string> = new Set(['lachs', 'thunfisch', 'forelle', 'hering', 'insekten']);

/** Sides that are grains (quinoa counted with them, as its element is grain): a grain-free food never names them. */
export const GRAIN_SIDES = new Set(['Reis', 'Hirse', 'Quinoa']);

const ELEMENT_OF_SIDE: Record<string, Element> = {
  Reis: 'reis',
  Hirse: 'getreide',
  Kartoffel: 'kartoffel',
  Süßkartoffel: 'kartoffel',
  Karotte: 'gemuese',
  Kürbis: 'gemuese',
  Zucchini: 'gemuese',
  Pastinake: 'gemuese',
  Quinoa: 'getreide',
  Apfel: 'obst',
};

/**
 * The broth of a wet food, named by its first protein source as good labels do (a bare 'Brühe'
 * may hide any meat or fish: the allergen shield reads it as unclear).
 */
const BROTHS: Record<string, string> = {
  huhn: 'Hühnerbrühe',
  rind: 'Rinderbrühe',
  pute: 'Putenbrühe',
  lamm: 'Lammbrühe',
  pferd: 'Pferdebrühe',
  ente: 'Entenbrühe',
  kaninchen: 'Kaninchenbrühe',
  wild: 'Wildbrühe',
  ziege: 'Ziegenbrühe',
  hirsch: 'Hirschbrühe',
  kalb: 'Kalbsbrühe',
  strauß: 'Straußenbrühe',
  wildschwein: 'Wildschweinbrühe',
  kanguru: 'Kängurubrühe',
  geflugel: 'Geflügelbrühe',
  lachs: 'Fischbrühe',
  thunfisch: 'Fischbrühe',
  forelle: 'Fischbrühe',
  hering: 'Fischbrühe',
  insekten: 'Gemüsebrühe',
};

/** Splits `total` into `n` whole shares, the first the largest. */
function split(rng: Rng, total: number, n: number): number[] {
  if (n <= 1) return [total];
  const weights = Array.from({ length: n }, (_, i) => rng.float(1, 2) / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  shares[0] = (shares[0] as number) + total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

const sum = (parts: readonly Part[]) => parts.reduce((total, p) => total + (p.percent ?? 0), 0);

/** German declaration: by falling share; '0,5 %' with a decimal comma. */
function declare(parts: Part[]): string {
  return [...parts]
    .sort((a, b) => (b.percent ?? 0) - (a.percent ?? 0))
    .map((p) => (p.percent === undefined ? p.name : `${p.name} (${formatNumber(p.percent, 1)} %)`))
    .join(', ');
}

/** Vegetables, herbs and oil of a wet or raw food: whole percents, oil and herbs half a percent. */
function extras(rng: Rng, wanted: readonly Element[]): { parts: Part[]; elements: Element[] } {
  const parts: Part[] = [];
  const elements: Element[] = [];
  for (const element of wanted) {
    if (element === 'gemuese')
      parts.push({ name: rng.pick(['Karotten', 'Erbsen', 'Zucchini']), percent: rng.int(2, 6) });
    else if (element === 'kraeuter') parts.push({ name: 'Kräuter', percent: 0.5 });
    else if (element === 'oel')
      parts.push({ name: rng.pick(['Lachsöl', 'Leinöl', 'Distelöl']), percent: rng.pick([0.5, 1]) });
    else if (element === 'ei') parts.push({ name: 'Eier', percent: rng.int(2, 4) });
    else if (element === 'obst') parts.push({ name: 'Äpfel', percent: rng.int(1, 3) });
    else continue;
    elements.push(element);
  }
  return { parts, elements };
}

function wetFood(rng: Rng, input: CompositionInput): Composition {
  const { proteins, side, grainFree } = input;
  const wanted = rng.sample(['gemuese', 'kraeuter', 'oel', 'ei'] as const, rng.int(0, 2));
  const { parts, elements } = extras(rng, wanted);
  if (side) {
    parts.push({ name: side, percent: rng.int(3, 8) });
    elements.push(ELEMENT_OF_SIDE[side] ?? 'gemuese');
  } else if (!grainFree && rng.chance(0.25)) {
    parts.push({ name: 'Reis', percent: rng.int(2, 5) });
    elements.push('reis');
  }
  parts.push({ name: 'Mineralstoffe', percent: 1 });
  const pure = /Pur/.test(input.line);
  const room = 100 - sum(parts);
  const animal = Math.min(room, pure ? rng.int(90, 98) : rng.int(55, 85));
  const offal = rng.chance(0.5);
  if (offal) elements.unshift('innereien');
  elements.unshift('muskelfleisch');
  const meat = split(rng, animal, proteins.length).map((percent, i) => {
    const [code, word] = proteins[i] as Protein;
    return { name: `${word}${i === 0 && offal && !WHOLE.has(code) ? ' mit Herz und Leber' : ''}`, percent };
  });
  const broth = 100 - animal - sum(parts);
  if (broth > 0) parts.push({ name: BROTHS[proteins[0]?.[0] ?? ''] ?? 'Brühe', percent: broth });
  return {
    description: declare([...meat, ...parts]),
    elements: [...new Set(elements)],
    animalPercent: animal,
    driedMeatPercent: 0,
    freshMeatPercent: 0,
  };
}

function driedFood(rng: Rng, input: CompositionInput): Composition {
  const { proteins, side, grainFree } = input;
  const dried = rng.int(15, 40);
  const fresh = rng.chance(0.6) ? rng.int(8, 25) : 0;
  const [first] = proteins;
  const meat: Part[] = split(rng, dried, proteins.length).map((percent, i) => ({
    name: `${proteins[i]?.[1]} getrocknet`,
    percent,
  }));
  if (fresh > 0 && first) meat.push({ name: `${first[1]} frisch`, percent: fresh });
  const parts: Part[] = [
    { name: rng.pick(['Geflügelfett', 'Rindertalg', 'Lachsöl']), percent: rng.int(5, 10) },
    { name: 'Rübentrockenschnitzel', percent: rng.int(2, 4) },
    { name: 'Mineralstoffe', percent: 2 },
  ];
  const elements: Element[] = ['oel'];
  if (side) {
    parts.push({ name: side, percent: rng.int(4, 10) });
    elements.push(ELEMENT_OF_SIDE[side] ?? 'gemuese');
  }
  const starch: [string, Element][] = grainFree
    ? rng.sample(
        [
          ['Kartoffeln', 'kartoffel'],
          ['Erbsen', 'huelsenfruechte'],
          ['Süßkartoffeln', 'kartoffel'],
        ] as const,
        2,
      )
    : rng.sample(
        [
          ['Reis', 'reis'],
          ['Mais', 'getreide'],
          ['Gerste', 'getreide'],
          ['Kartoffeln', 'kartoffel'],
        ] as const,
        2,
      );
  const rest = 100 - sum(meat) - sum(parts);
  split(rng, rest, starch.length).forEach((percent, i) => {
    const [name, element] = starch[i] as [string, Element];
    parts.push({ name, percent });
    elements.push(element);
  });
  return {
    description: declare([...meat, ...parts]),
    elements: [...new Set(elements)],
    animalPercent: 0,
    driedMeatPercent: dried,
    freshMeatPercent: fresh,
  };
}

const RAW_PARTS: [Element, string][] = [
  ['muskelfleisch', 'Muskelfleisch'],
  ['innereien', 'Innereien'],
  ['pansen', 'Pansen'],
  ['knochen', 'fleischige Knochen'],
  ['knorpel', 'Knorpel'],
  ['blut', 'Blut'],
];

function rawFood(rng: Rng, input: CompositionInput): Composition {
  const { proteins, line } = input;
  const complete = /Komplett/.test(line);
  const { parts, elements } = complete ? extras(rng, ['gemuese', 'oel']) : { parts: [], elements: [] };
  if (complete) parts.push({ name: 'Obst', percent: rng.int(1, 4) }, { name: 'Mineralstoffe', percent: 1 });
  const animal = 100 - sum(parts);
  const chosen: [Element, string][] = /Innereien/.test(line)
    ? [RAW_PARTS[1] as [Element, string]]
    : /Knochen/.test(line)
      ? [RAW_PARTS[3] as [Element, string], RAW_PARTS[0] as [Element, string]]
      : [RAW_PARTS[0] as [Element, string], ...rng.sample(RAW_PARTS.slice(1), rng.int(0, 2))];
  // Every protein source gets a part: the first the chosen parts, the others their muscle meat.
  const [code, word] = proteins[0] ?? ['rind', 'Rind'];
  const named = [
    ...(WHOLE.has(code) ? [word] : chosen.map(([, part]) => `${word} ${part}`)),
    ...proteins.slice(1).map(([other, name]) => (WHOLE.has(other) ? name : `${name} Muskelfleisch`)),
  ];
  const meat = split(rng, animal, named.length).map((percent, i) => ({ name: named[i] as string, percent }));
  return {
    description: declare([...meat, ...parts]),
    elements: [...new Set([...(WHOLE.has(code) ? [] : chosen.map(([e]) => e)), ...elements])],
    animalPercent: animal,
    driedMeatPercent: 0,
    freshMeatPercent: 0,
  };
}

const FLAKE_PARTS: Record<string, [string, Element][]> = {
  Gemüseflocken: [
    ['Karotten', 'gemuese'],
    ['Pastinaken', 'gemuese'],
    ['Rote Bete', 'gemuese'],
    ['Brokkoli', 'gemuese'],
  ],
  Getreideflocken: [
    ['Haferflocken', 'getreide'],
    ['Gerstenflocken', 'getreide'],
    ['Karotten', 'gemuese'],
  ],
  Kräuterflocken: [
    ['Karotten', 'gemuese'],
    ['Petersilie', 'kraeuter'],
    ['Brennnessel', 'kraeuter'],
  ],
  'Obst-Gemüse-Mix': [
    ['Äpfel', 'obst'],
    ['Karotten', 'gemuese'],
    ['Birnen', 'obst'],
    ['Zucchini', 'gemuese'],
  ],
  Reisflocken: [
    ['Reisflocken', 'reis'],
    ['Karotten', 'gemuese'],
  ],
};

function flakes(rng: Rng, input: CompositionInput): Composition {
  const options = FLAKE_PARTS[input.line] ?? (FLAKE_PARTS.Gemüseflocken as [string, Element][]);
  const percents = split(rng, 100, options.length);
  return {
    description: declare(options.map(([name], i) => ({ name, percent: percents[i] as number }))),
    elements: [...new Set(options.map(([, e]) => e))],
    animalPercent: 0,
    driedMeatPercent: 0,
    freshMeatPercent: 0,
  };
}

const SUPPLEMENTS: Record<string, [string, Element[]]> = {
  Lachsöl: ['Lachsöl (100 %)', ['oel']],
  Mineralpulver: ['Calciumcarbonat, Seealgenmehl, Magnesiumoxid, Natriumchlorid', ['algen']],
  'Vitamin-Paste': ['Maltodextrin, Sonnenblumenöl, Hefe, Vitamine', ['oel']],
  Algenkalk: ['Algenkalk (100 %)', ['algen']],
  Gelenkpulver: ['Grünlippmuschelpulver (60 %), Hagebuttenpulver (30 %), Kollagen (10 %)', ['kraeuter']],
  Kräutermischung: ['Petersilie, Brennnessel, Löwenzahn, Kamille', ['kraeuter']],
  Eierschalenkalk: ['Eierschalenpulver (100 %)', ['ei']],
  Darmkur: ['Flohsamenschalen (50 %), Heilerde (30 %), Kräuter (20 %)', ['kraeuter']],
};

/** A treat: mostly the named meat, dried, bound with starch and glycerine. */
function treat(rng: Rng, input: CompositionInput): Composition {
  const [, word] = input.proteins[0] ?? ['rind', 'Rind'];
  const meat = rng.int(60, 90);
  const [starch, element]: [string, Element] = input.grainFree
    ? ['Kartoffelstärke', 'kartoffel']
    : rng.pick([
        ['Kartoffelstärke', 'kartoffel'],
        ['Reismehl', 'reis'],
      ] as const);
  const glycerine = rng.int(3, 6);
  const parts: Part[] = [
    { name: `${word} getrocknet`, percent: meat },
    { name: 'Glycerin', percent: glycerine },
    { name: 'Mineralstoffe', percent: 1 },
  ];
  parts.push({ name: starch, percent: 100 - sum(parts) });
  return {
    description: declare(parts),
    elements: ['muskelfleisch', element],
    animalPercent: 0,
    driedMeatPercent: 0,
    freshMeatPercent: 0,
  };
}

function supplement(input: CompositionInput): Composition {
  const [description, elements] = SUPPLEMENTS[input.line] ?? ['Mineralstoffe', ['algen']];
  return { description, elements, animalPercent: 0, driedMeatPercent: 0, freshMeatPercent: 0 };
}

/**
 * A composition as a German label declares it: the named meat first with its share, the sides and
 * vegetables with theirs, by falling share; the shares add up to 100 % (or less where some are not
 * stated). A grain-free food names no grain.
 */
export function draftComposition(rng: Rng, input: CompositionInput): Composition {
  switch (input.type1) {
    case 'wet':
      return wetFood(rng, input);
    case 'dried':
      return driedFood(rng, input);
    case 'raw':
      return rawFood(rng, input);
    case 'flakes':
      return flakes(rng, input);
    case 'suplement':
      return input.snack ? treat(rng, input) : supplement(input);
  }
}
