import {
  BODY_CONDITIONS,
  type BodyCondition,
  bodyConditionsFor,
  CALCULATOR_DECIMALS,
  dailyEnergyNeed,
  decimalInputText,
  errorOf,
  foodAmountPerDay,
  formatFoodEnergy,
  formatGrams,
  formatKcal,
  parseAmount,
  parseWeightKg,
} from '@futterkompass/domain';
import { useState } from 'react';
import { CalculatorPage } from './CalculatorPage';
import { FavoriteSelect, productName } from './FavoriteSelect';
import { favoriteEnergy } from './favorite-values';
import { AmountField, AnimalField, animalFrom, Results, SelectField } from './fields';
import { useQueryInputs } from './use-query-inputs';

const weightOf = (text: string) => parseWeightKg(text, { maxDecimals: CALCULATOR_DECIMALS });

function conditionFrom(text: string | null, animal: 'dog' | 'cat'): BodyCondition {
  const valid = bodyConditionsFor(animal);
  return valid.includes(text as BodyCondition) ? (text as BodyCondition) : 'normal';
}

function read(params: URLSearchParams) {
  const animal = animalFrom(params.get('tier'), 'dog');
  return {
    animal,
    weight: params.get('gewicht') ?? '',
    condition: conditionFrom(params.get('figur'), animal),
    kcal: params.get('kcal') ?? '',
  };
}

/** Energy need and food amount (spec part 2 section 2): need from weight and body condition, grams from the food's energy. */
export default function EnergyCalculator() {
  const query = useQueryInputs();
  const { set } = query;
  const input = read(query.params);
  const settled = read(query.settled);
  const [estimatedFrom, setEstimatedFrom] = useState<string | null>(null);

  const weight = weightOf(settled.weight);
  const kcal = parseAmount(settled.kcal);
  const need =
    'weightKg' in weight ? dailyEnergyNeed(settled.animal, weight.weightKg, settled.condition) : null;
  const kcalPer100g = 'value' in kcal && kcal.value > 0 ? kcal.value : null;

  return (
    <CalculatorPage
      title="Energiebedarf und Futtermenge"
      intro="Wie viel Energie braucht dein Hund oder deine Katze am Tag, und wie viel Gramm eines Futters sind das? Gib Tier, Gewicht und Figur ein und den Energiegehalt des Futters, oder wähle ein Produkt aus deinen Favoriten."
    >
      <form
        className="calculator-form"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Angaben zum Tier und Futter"
      >
        <div className="calculator-fields">
          <AnimalField
            value={input.animal}
            onValue={(next) => set({ tier: next, figur: conditionFrom(input.condition, next || 'dog') })}
          />
          <AmountField
            label="Gewicht in kg"
            value={input.weight}
            onValue={(gewicht) => set({ gewicht })}
            error={errorOf(weight)}
          />
          <SelectField
            label="Figur"
            value={input.condition}
            options={bodyConditionsFor(input.animal).map((value) => ({
              value,
              label: BODY_CONDITIONS.label(value),
            }))}
            onValue={(figur) => set({ figur })}
          />
        </div>
        <FavoriteSelect
          onPick={(product) => {
            const energy = favoriteEnergy(product);
            setEstimatedFrom(energy.estimated ? productName(product) : null);
            set({ kcal: decimalInputText(energy.kcal) });
          }}
        />
        <div className="calculator-fields">
          <AmountField
            label="Energiegehalt in kcal pro 100 g"
            value={input.kcal}
            onValue={(next) => {
              setEstimatedFrom(null);
              set({ kcal: next });
            }}
            error={errorOf(kcal)}
            {...(estimatedFrom && {
              hint: `Für ${estimatedFrom} ist kein Energiegehalt angegeben: geschätzt aus den Nährwerten (Protein und NfE 17 kJ, Fett 39 kJ je g).`,
            })}
          />
        </div>
      </form>
      <Results
        label="Ergebnis"
        items={[
          {
            term: 'Energiegehalt des Futters',
            value: kcalPer100g ? `${formatFoodEnergy(kcalPer100g)} pro 100 g` : '',
          },
          { term: 'Täglicher Energiebedarf', value: need === null ? '' : formatKcal(need) },
          {
            term: 'Futtermenge',
            value:
              need !== null && kcalPer100g
                ? `${formatGrams(foodAmountPerDay(need, kcalPer100g))} pro Tag`
                : '',
          },
        ]}
      />
    </CalculatorPage>
  );
}
