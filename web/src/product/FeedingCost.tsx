import {
  BODY_CONDITIONS,
  type BodyCondition,
  bodyConditionsFor,
  type CalculatorAnimal,
  type DetailOffer,
  feedingCost,
  formatNumber,
  formatPrice,
  parseWeightKg,
} from '@futterkompass/domain';
import { useId, useState } from 'react';

/**
 * What the food costs per day and month for one's own animal: the daily amount from the energy
 * formula and the product's energy, times the best offer's base price.
 */
export function FeedingCost({
  animals,
  kcalPer100g,
  best,
}: {
  animals: string[];
  kcalPer100g: number | null;
  best: DetailOffer | null;
}) {
  const id = useId();
  const [animal, setAnimal] = useState<CalculatorAnimal>(animals.includes('dog') ? 'dog' : 'cat');
  const [weight, setWeight] = useState('');
  const [condition, setCondition] = useState<BodyCondition>('normal');
  const parsed = parseWeightKg(weight);
  const kg = 'weightKg' in parsed ? parsed.weightKg : null;
  const weightError = 'error' in parsed ? parsed.error : null;

  let result: string | null = null;
  let reason: string | null = null;
  if (kcalPer100g === null)
    reason =
      'Für dieses Produkt ist kein Energiegehalt angegeben; Futtermenge und Kosten lassen sich daher nicht berechnen.';
  else if (!best) reason = 'Ohne ein aktuelles Angebot lassen sich die Kosten nicht berechnen.';
  else if (best.unit === 'ml' || best.unit === 'l')
    reason =
      'Der Preis gilt je Milliliter, der Energiegehalt je Gramm: die Kosten lassen sich nicht vergleichen.';
  else if (kg !== null) {
    const cost = feedingCost({
      animal,
      weightKg: kg,
      condition,
      kcalPer100g,
      basePricePer100g: best.basePrice,
    });
    if (cost)
      result = `ca. ${formatPrice(cost.costPerDay)} € pro Tag (${formatNumber(cost.gramsPerDay, 0)} g täglich), ca. ${formatPrice(cost.costPerMonth)} € im Monat`;
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
          <p className="feeding-cost-result" aria-live="polite">
            {result ?? 'Gib das Gewicht deines Tieres ein, um die Futterkosten zu sehen.'}
          </p>
          <p className="hint">
            Bedarf nach der Energieformel (Hund 130 kcal × kg^0,75, Katze 100 kcal × kg^0,67 bei normaler
            Figur), Preis des besten Angebots, 30 Tage im Monat.
          </p>
        </>
      )}
    </section>
  );
}
