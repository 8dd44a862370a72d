import {
  CALCULATOR_DECIMALS,
  errorOf,
  formatNumber,
  NRC_SOURCE,
  nutrientNeeds,
  parseWeightKg,
} from '@futterkompass/domain';
import { CalculatorPage } from './CalculatorPage';
import { AmountField, AnimalField, animalFrom } from './fields';
import { NutrientTable } from './NutrientTable';
import { useQueryInputs } from './use-query-inputs';

function read(params: URLSearchParams) {
  return { animal: animalFrom(params.get('tier'), 'dog'), weight: params.get('gewicht') ?? '' };
}

/** Daily and weekly nutrient needs of a healthy adult dog or cat after NRC 2006 (spec part 2 section 2). */
export default function NutrientCalculator() {
  const query = useQueryInputs();
  const input = read(query.params);
  const settled = read(query.settled);
  const weight = parseWeightKg(settled.weight, { maxDecimals: CALCULATOR_DECIMALS });
  const needs = 'weightKg' in weight ? nutrientNeeds(settled.animal, weight.weightKg) : null;
  // Dogs: weight^0,75, cats: weight^0,67.
  const exponent = settled.animal === 'dog' ? '0,75' : '0,67';

  return (
    <CalculatorPage
      title="Nährstoffbedarf"
      intro="Der tägliche und wöchentliche Bedarf an Nährstoffen, Mineralstoffen, Vitaminen und Aminosäuren eines gesunden, erwachsenen Hundes oder einer Katze, berechnet aus dem metabolischen Körpergewicht."
    >
      <form className="calculator-form" onSubmit={(e) => e.preventDefault()} aria-label="Angaben zum Tier">
        <div className="calculator-fields">
          <AnimalField value={input.animal} onValue={(tier) => query.set({ tier })} />
          <AmountField
            label="Gewicht in kg"
            value={input.weight}
            onValue={(gewicht) => query.set({ gewicht })}
            error={errorOf(weight)}
          />
        </div>
      </form>
      <div aria-live="polite">
        {needs ? (
          <p className="calculator-lead">
            Metabolisches Körpergewicht: <strong>{formatNumber(needs.metabolicWeight)} kg</strong> (Gewicht
            hoch {exponent})
          </p>
        ) : (
          <p className="hint">Gib das Gewicht deines Tieres ein, um seinen Nährstoffbedarf zu sehen.</p>
        )}
      </div>
      {needs?.groups.map((group) => (
        <NutrientTable key={group.title} title={group.title} rows={group.rows} exponent={exponent} />
      ))}
      <p className="calculator-source">
        Empfohlene Zufuhr (Recommended Allowance) für gesunde, erwachsene Tiere im Erhaltungsbedarf, je kg
        metabolisches Körpergewicht. Quelle: {NRC_SOURCE}.
      </p>
    </CalculatorPage>
  );
}
