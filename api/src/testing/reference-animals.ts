import {
  type BodyCondition,
  type CalculatorAnimal,
  feedingCost,
  type Shipping,
  shownOfferPrice,
} from '@futterkompass/domain';
import { json } from './json';

export interface ReferenceAnimal {
  species: CalculatorAnimal;
  weightKg: number;
  bodyCondition: BodyCondition;
}

/** A list card, quick search hit or compare column as these tests read it. */
export interface FeedingCard {
  _id: string;
  urlExtension: string;
  gramsPerDay?: number | null;
  costPerDay?: number | null;
  feedingReason?: string | null;
  allergensUnclear?: string[];
}

/** 20 reference animals: dogs and cats from 2 to 70 kg, every body condition. */
export const REFERENCE_ANIMALS: ReferenceAnimal[] = Array.from({ length: 20 }, (_, i) => {
  const species: CalculatorAnimal = i % 2 === 0 ? 'dog' : 'cat';
  const conditions: BodyCondition[] = species === 'dog' ? ['thin', 'normal', 'thick'] : ['normal', 'thick'];
  const weightKg = species === 'dog' ? 2 + ((i * 7) % 69) : 2 + ((i * 3) % 9) + 0.5;
  return { species, weightKg, bodyCondition: conditions[i % conditions.length] as BodyCondition };
});

/** Every fourth reference animal's visitor chose prices including shipping. */
export const shippingFor = (index: number): Shipping => (index % 4 === 3 ? 'included' : 'excluded');

/** A reference animal as the list, quick search and compare calls take it (`filters.pet`). */
export const petOf = (animal: ReferenceAnimal) => ({
  ...animal,
  ageGroup: 'adult',
  allergies: [],
  avoid: [],
});

/**
 * The product page's feeding cost for an animal: its answer's best offer under the shipping choice
 * and its energy, through the calculator (what the product page's form shows).
 */
export async function productPageFeeding(
  serverUrl: string,
  urlExtension: string,
  animal: ReferenceAnimal,
  shipping: Shipping,
) {
  const { product } = await json(fetch(`${serverUrl}/api/product?url=${encodeURIComponent(urlExtension)}`));
  const p = product as {
    energyKcal: number | null;
    bestOffer: { unitPrice: number; price: number } | null;
    bestDeliveredOffer: { unitPrice: number; price: number } | null;
  };
  const best = (shipping === 'included' && p.bestDeliveredOffer) || p.bestOffer;
  if (!best || p.energyKcal === null) return null;
  return feedingCost({
    animal: animal.species,
    weightKg: animal.weightKg,
    condition: animal.bodyCondition,
    kcalPer100g: p.energyKcal,
    unitPricePerKg: shownOfferPrice(best as never, shipping).unitPrice,
  });
}
