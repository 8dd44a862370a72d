import {
  BODY_CONDITIONS,
  type BodyCondition,
  bodyConditionsFor,
  type CalculatorAnimal,
  type DetailOffer,
  feedingCost,
  formatGrams,
  formatKcal,
  formatPrice,
  germanDecimals,
  manufacturerAmountFor,
  parseWeightKg,
  type Shipping,
  type SuggestedAmount,
  shownOfferPrice,
  shownUnitPrice,
} from '@futterkompass/domain';
import { useId, useState } from 'react';

/**
 * What the food costs per day and month for one's own animal: the daily amount from the energy
 * formula and the product's energy, times the best offer's Grundpreis per kg.
 */
/**
 * The computed amount beside the manufacturer's for the same weight, and why they may differ:
 * a table on the same page with other grams must not look like a mistake.
 */
function ManufacturerComparison({
  table,
  weightKg,
  gramsPerDay,
}: {
  table: readonly SuggestedAmount[];
  weightKg: number;
  gramsPerDay: number;
}) {
  const found = manufacturerAmountFor(table, weightKg);
  if (!found) return null;
  const differs = found.grams !== null && Math.abs(found.grams - gramsPerDay) / found.grams > MATCH_SHARE;
  return (
    <p className="feeding-cost-manufacturer">
      Der Hersteller empfiehlt für {germanDecimals(found.row.weightKg)}:{' '}
      {germanDecimals(found.row.foodAmount)} täglich (Tabelle unter „Produktinformationen“).
      {differs &&
        ' Unsere Menge folgt aus dem Energiebedarf und dem Energiegehalt des Futters; Hersteller rechnen oft mit einem anderen Bedarf, etwa für sehr aktive Tiere. Ob die Menge passt, zeigen Gewicht und Figur deines Tieres.'}
    </p>
  );
}

/** Amounts within this share of the manufacturer's count as the same. */
const MATCH_SHARE = 0.15;

export function FeedingCost({
  animals,
  kcalPer100g,
  best,
  shipping,
  suggested = [],
}: {
  animals: string[];
  kcalPer100g: number | null;
  best: DetailOffer | null;
  /** With shipping included the cost counts the delivered Grundpreis. */
  shipping: Shipping;
  /** The manufacturer's feeding table, to compare the computed amount with. */
  suggested?: readonly SuggestedAmount[];
}) {
  const id = useId();
  const [animal, setAnimal] = useState<CalculatorAnimal>(animals.includes('dog') ? 'dog' : 'cat');
  const [weight, setWeight] = useState('');
  const [condition, setCondition] = useState<BodyCondition>('normal');
  const parsed = parseWeightKg(weight);
  const kg = 'weightKg' in parsed ? parsed.weightKg : null;
  const weightError = 'error' in parsed ? parsed.error : null;

  let result: string | null = null;
  let cost: ReturnType<typeof feedingCost> = null;
  const shown = best && shownOfferPrice(best, shipping);
  let reason: string | null = null;
  if (kcalPer100g === null)
    reason =
      'Für dieses Produkt ist kein Energiegehalt angegeben; Futtermenge und Kosten lassen sich daher nicht berechnen.';
  else if (!best) reason = 'Ohne ein aktuelles Angebot lassen sich die Kosten nicht berechnen.';
  else if (best.unit === 'ml' || best.unit === 'l')
    reason =
      'Der Preis gilt je Milliliter, der Energiegehalt je Gramm: die Kosten lassen sich nicht vergleichen.';
  else if (kg !== null && shown) {
    cost = feedingCost({
      animal,
      weightKg: kg,
      condition,
      kcalPer100g,
      unitPricePerKg: shown.unitPrice,
    });
    if (cost)
      result = `ca. ${formatPrice(cost.costPerDay)} € pro Tag (${formatGrams(cost.gramsPerDay)} täglich), ca. ${formatPrice(cost.costPerMonth)} € im Monat`;
  }

  return (
    <section className="feeding-cost" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Was kostet dieses Futter pro Tag?</h2>
      {reason ? (
        <p className="hint">{reason}</p>
      ) : (
        <>
          <div className="feeding-cost-inputs">
            <label>
              Tier
              <select
                value={animal}
                onChange={(e) => {
                  const next = e.target.value as CalculatorAnimal;
                  setAnimal(next);
                  if (!bodyConditionsFor(next).includes(condition)) setCondition('normal');
                }}
              >
                <option value="dog">Hund</option>
                <option value="cat">Katze</option>
              </select>
            </label>
            <label>
              Gewicht in kg
              <input
                inputMode="decimal"
                value={weight}
                onChange={(e) => setWeight(e.target.value)}
                aria-invalid={weightError ? true : undefined}
                aria-describedby={weightError ? `${id}-error` : undefined}
                placeholder="z. B. 12,5"
              />
            </label>
            <label>
              Figur
              <select value={condition} onChange={(e) => setCondition(e.target.value as BodyCondition)}>
                {bodyConditionsFor(animal).map((c) => (
                  <option key={c} value={c}>
                    {BODY_CONDITIONS.label(c)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {weightError && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {weightError}
            </p>
          )}
          <div aria-live="polite">
            <p className="feeding-cost-result">
              {result ?? 'Gib das Gewicht deines Tieres ein, um die Futterkosten zu sehen.'}
            </p>
            {cost && kg !== null && (
              <>
                <p className="hint">
                  Bedarf ca. {formatKcal(cost.needKcal)} am Tag, das Futter hat {formatKcal(kcalPer100g ?? 0)}{' '}
                  je 100 g.
                </p>
                <ManufacturerComparison table={suggested} weightKg={kg} gramsPerDay={cost.gramsPerDay} />
              </>
            )}
          </div>
          <p className="hint">
            Bedarf nach der Energieformel (Hund 130 kcal × kg^0,75, Katze 100 kcal × kg^0,67 bei normaler
            Figur), Grundpreis des besten Angebots
            {shown && best ? ` (${shownUnitPrice(shown, best.unit)})` : ''}, 30 Tage im Monat.
          </p>
        </>
      )}
    </section>
  );
}
