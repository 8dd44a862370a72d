import { feedingCost, formatGrams, formatPrice, shownOfferPrice } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import type { FeedingInput } from './FeedingCostForm';

/** What the product costs per day and month for the animal of the form, or why there is no figure. */
export function FeedingCostCell({ product, input }: { product: CompareProduct; input: FeedingInput }) {
  if (!('weightKg' in input.weight)) return <span className="compare-muted">Gewicht oben eingeben</span>;
  if (product.energyKcal === null)
    return <span className="compare-muted">Keine Berechnung: Energiegehalt nicht angegeben</span>;
  if (!product.bestOffer) return <span className="compare-muted">Keine Berechnung: kein Angebot</span>;
  const { unit } = product.bestOffer;
  if (unit === 'ml' || unit === 'l')
    return <span className="compare-muted">Keine Berechnung: Preis je ml, Energie je g</span>;
  const cost = feedingCost({
    animal: input.animal,
    weightKg: input.weight.weightKg,
    condition: input.condition,
    kcalPer100g: product.energyKcal,
    unitPricePerKg: shownOfferPrice(product.bestOffer, product.shipping).unitPrice,
  });
  if (!cost) return <span className="compare-muted">Keine Berechnung möglich</span>;
  return (
    <span className="compare-feeding-cost">
      <strong>ca. {formatPrice(cost.costPerDay)} € pro Tag</strong>
      <span>ca. {formatPrice(cost.costPerMonth)} € pro Monat</span>
      <span className="compare-muted">{formatGrams(cost.gramsPerDay)} Futter am Tag</span>
    </span>
  );
}
