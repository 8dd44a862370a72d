import { describe, expect, it } from 'vitest';
import type { BodyCondition, CalculatorAnimal } from '../calculators';
import { type FeedingFacts, productEnergyPrice, productFeeding } from './feeding';

const offer = (unitPrice: number, more: Partial<FeedingFacts['offer'] & object> = {}) => ({
  price: unitPrice * 0.4,
  unitPrice,
  unit: 'g',
  ...more,
});
const food = (more: Partial<FeedingFacts> = {}): FeedingFacts => ({
  animal: ['dog'],
  type2: ['complete'],
  energyKcal: 100,
  offer: offer(5),
  ...more,
});
const bello = { species: 'dog', weightKg: 16, bodyCondition: 'normal' } as const;

describe('a product’s cost per day for an animal', () => {
  it('is the energy need priced with the offer’s Grundpreis: 16 kg dog, 100 kcal per 100 g, 5 €/kg', () => {
    // 16^0.75 x 130 = 1040 kcal; 1040 g a day; 1.04 kg x 5 € = 5.20 €
    expect(productFeeding(food(), bello, 'excluded')).toEqual({
      needKcal: 1040,
      gramsPerDay: 1040,
      costPerDay: 5.2,
      costPerMonth: 156,
      unitPrice: 5,
      delivered: false,
    });
  });

  it('uses the delivered Grundpreis with shipping included, the shop’s when its shipping is unknown', () => {
    const delivered = food({ offer: offer(5, { deliveredPrice: 3, deliveredUnitPrice: 7.5 }) });
    expect(productFeeding(delivered, bello, 'included')).toMatchObject({ costPerDay: 7.8, delivered: true });
    expect(productFeeding(delivered, bello, 'excluded')).toMatchObject({ costPerDay: 5.2, delivered: false });
    expect(productFeeding(food(), bello, 'included')).toMatchObject({ costPerDay: 5.2, delivered: false });
  });

  it('says why there is none: species, no complete food, no energy, no offer, a price per litre', () => {
    const reason = (facts: FeedingFacts) => productFeeding(facts, bello, 'excluded').reason;
    expect(reason(food({ animal: ['cat'] }))).toBe('species');
    expect(reason(food({ type2: ['snack'] }))).toBe('notComplete');
    expect(reason(food({ energyKcal: null }))).toBe('noEnergy');
    expect(reason(food({ energyKcal: 0 }))).toBe('noEnergy');
    expect(reason(food({ offer: null }))).toBe('noOffer');
    expect(reason(food({ offer: offer(5, { unit: 'ml' }) }))).toBe('volume');
    expect(reason(food({ animal: ['cat', 'dog'], type2: ['complete', 'dry-barf'] }))).toBeUndefined();
  });
});

describe('the price of a food’s energy', () => {
  // A fixed sequence of foods and animals (no randomness: a failure repeats).
  const foods = Array.from({ length: 400 }, (_, i) =>
    food({ energyKcal: 60 + ((i * 37) % 400), offer: offer(1 + ((i * 53) % 2000) / 97) }),
  );
  const animals = Array.from({ length: 40 }, (_, i) => ({
    species: (i % 2 === 0 ? 'dog' : 'cat') as CalculatorAnimal,
    weightKg: 2 + ((i * 7.3) % 68),
    bodyCondition: (['thin', 'normal', 'thick'] as BodyCondition[])[i % 3] as BodyCondition,
  }));

  it('orders foods as their cost per day orders them, for every animal', () => {
    for (const animal of animals) {
      const facts = foods.map((f) => ({ ...f, animal: [animal.species] }));
      const byPrice = [...facts].sort((a, b) => {
        const pa = productEnergyPrice(a, animal.species, 'excluded');
        const pb = productEnergyPrice(b, animal.species, 'excluded');
        return (pa.reason ? Infinity : pa.energyPrice) - (pb.reason ? Infinity : pb.energyPrice);
      });
      const costs = byPrice.map((f) => {
        const feeding = productFeeding(f, animal, 'excluded');
        if (feeding.reason) throw new Error(feeding.reason);
        return feeding.costPerDay;
      });
      for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeGreaterThanOrEqual(costs[i - 1] as number);
    }
  });
});
