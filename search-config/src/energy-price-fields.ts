import {
  type CalculatorAnimal,
  type FeedingFacts,
  productEnergyPrice,
  SHIPPING_CHOICES,
  type Shipping,
} from '@futterkompass/domain';

/** What a document holds of a product's cost per day (search-document.ts). */
interface FeedingDocument {
  animal: readonly string[];
  type2: readonly string[];
  energyKcal?: number | undefined;
  bestOffer: FeedingFacts['offer'];
  bestDeliveredOffer: FeedingFacts['offer'];
}

const SPECIES: readonly CalculatorAnimal[] = ['dog', 'cat'];

/**
 * The cost sort's document fields, one per species and shipping choice. The cost per day is the
 * animal's energy need times the price of the food's energy (domain calculators/energy.ts), so one
 * figure per species orders the list for every weight and body condition: no weight classes.
 */
export const ENERGY_PRICE_FIELDS = {
  dog: { excluded: 'energyPriceDog', included: 'deliveredEnergyPriceDog' },
  cat: { excluded: 'energyPriceCat', included: 'deliveredEnergyPriceCat' },
} as const satisfies Record<CalculatorAnimal, Record<Shipping, string>>;

export type EnergyPriceField = (typeof ENERGY_PRICE_FIELDS)[CalculatorAnimal][Shipping];

export const ALL_ENERGY_PRICE_FIELDS: readonly EnergyPriceField[] = SPECIES.flatMap((species) =>
  SHIPPING_CHOICES.map((shipping) => ENERGY_PRICE_FIELDS[species][shipping]),
);

/**
 * What a product's cost per day needs, from its document, under the shipping choice: the offer the
 * product page prices it with (the best delivered offer, else the best).
 */
export function documentFeedingFacts(doc: FeedingDocument, shipping: Shipping): FeedingFacts {
  return {
    animal: doc.animal,
    type2: doc.type2,
    energyKcal: doc.energyKcal,
    offer: (shipping === 'included' && doc.bestDeliveredOffer) || doc.bestOffer,
  };
}

/** The cost sort's fields of a document: those with a cost per day. */
export function energyPriceFields(doc: FeedingDocument): Partial<Record<EnergyPriceField, number>> {
  const fields: Partial<Record<EnergyPriceField, number>> = {};
  for (const shipping of SHIPPING_CHOICES) {
    const facts = documentFeedingFacts(doc, shipping);
    for (const species of SPECIES) {
      const price = productEnergyPrice(facts, species, shipping);
      if (price.reason === undefined) fields[ENERGY_PRICE_FIELDS[species][shipping]] = price.energyPrice;
    }
  }
  return fields;
}
