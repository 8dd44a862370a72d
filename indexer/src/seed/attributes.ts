import type { Animal, Attribute, Declaration, Element, Type1 } from '@futterkompass/domain';
import type { Rng } from './rng';

/** What the attributes of a product follow from. */
export interface AttributeInput {
  type1: Type1;
  line: string;
  animal: readonly Animal[];
  proteinCount: number;
  grainFree: boolean;
  elements: readonly Element[];
  declaration: Declaration;
  taurine: boolean;
}

/** "Without ..." claims: more of them the more openly a product declares what it contains. */
const WITHOUT: Attribute[] = [
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
];

/** Claims any food may carry, each with how often. */
const OCCASIONAL: [Attribute, number][] = [
  ['gmfree', 0.25],
  ['lactosefree', 0.2],
  ['soyfree', 0.25],
  ['sugarfree', 0.1],
  ['natural', 0.2],
  ['biological', 0.07],
  ['foodquality', 0.12],
];

const OPENNESS: Record<Declaration, number> = { 'open-2': 0.35, open: 0.2, closed: 0.05 };

const processingOf = (rng: Rng, type1: Type1): Attribute[] => {
  if (type1 === 'dried')
    return rng.weighted<Attribute[]>([
      [['extruded'], 75],
      [['baked', 'notextruded'], 12],
      [['pressedcold', 'notextruded'], 13],
    ]);
  if (type1 === 'raw' && rng.chance(0.3)) return [rng.pick(['freezedried', 'airdried'] as const)];
  if (type1 === 'wet' && rng.chance(0.3)) return ['cookedgently'];
  return [];
};

/**
 * The quality claims of a product, spread as on real labels: grain-free where the composition has
 * no grain (and then often gluten- and wheat-free), monoprotein with one protein source,
 * vegan only without any, extruded or not for dried food, taurine for cats; "without ..." claims
 * more often on openly declared food.
 */
export function draftAttributes(rng: Rng, input: AttributeInput): Attribute[] {
  const found = new Set<Attribute>(processingOf(rng, input.type1));
  const grain = input.elements.includes('getreide') || input.elements.includes('reis');
  if (input.grainFree) {
    found.add('grainfree');
    if (rng.chance(0.7)) found.add('glutenfree');
    if (rng.chance(0.6)) found.add('wheatfree');
  } else if (!input.elements.includes('getreide') && rng.chance(0.2)) found.add('wheatfree');
  if (grain && input.elements.includes('reis') && !input.elements.includes('getreide') && rng.chance(0.3))
    found.add('glutenfree');
  if (input.proteinCount === 1) {
    found.add('monoprotein');
    if (rng.chance(0.35)) found.add('hypoallergenic');
  }
  if (/Sensitiv/.test(input.line)) found.add('sensitive');
  if (input.type1 === 'flakes' && rng.chance(0.5)) found.add(rng.chance(0.6) ? 'vegan' : 'vegetarian');
  if (input.taurine) found.add('taurin');
  const openness = OPENNESS[input.declaration];
  for (const claim of WITHOUT) if (rng.chance(openness)) found.add(claim);
  for (const [claim, p] of OCCASIONAL) if (rng.chance(p)) found.add(claim);
  return [...found];
}
