import {
  ANIMALS,
  BODY_CONDITIONS,
  type BodyCondition,
  bodyConditionsFor,
  type CalculatorAnimal,
  parseWeightKg,
  type WeightInput,
} from '@futterkompass/domain';
import { useId } from 'react';

export interface FeedingInput {
  animal: CalculatorAnimal;
  weight: WeightInput;
  condition: BodyCondition;
}

/** Animal, body weight and body condition for the feeding cost row of the compare table. */
export function FeedingCostForm({
  value,
  onChange,
}: {
  value: FeedingInput;
  onChange(next: FeedingInput): void;
}) {
  const id = useId();
  const error = 'error' in value.weight ? value.weight.error : null;
  const chooseAnimal = (animal: CalculatorAnimal) =>
    onChange({
      ...value,
      animal,
      // Cats are not offered 'thin': it falls back to normal.
      condition: bodyConditionsFor(animal).includes(value.condition) ? value.condition : 'normal',
    });
  return (
    <form className="feeding-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`}>Futterkosten für dein Tier</h2>
      <p className="feeding-intro">
        Aus Gewicht und Körperzustand folgt der Energiebedarf, daraus die Futtermenge jedes Produkts und mit
        dem Grundpreis des besten Angebots die Kosten pro Tag und Monat.
      </p>
      <div className="feeding-fields">
        <div className="feeding-field">
          <label htmlFor={`${id}-animal`}>Tier</label>
          <select
            id={`${id}-animal`}
            value={value.animal}
            onChange={(e) => chooseAnimal(e.target.value as CalculatorAnimal)}
          >
            {(['dog', 'cat'] as const).map((animal) => (
              <option key={animal} value={animal}>
                {ANIMALS.label(animal)}
              </option>
            ))}
          </select>
        </div>
        <div className={`feeding-field${error ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-weight`}>Gewicht in kg</label>
          {/* Text with a decimal keyboard: '12,5' and '12.5' both read as typed, in every browser locale. */}
          <input
            id={`${id}-weight`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={'weightKg' in value.weight ? String(value.weight.weightKg).replace('.', ',') : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-weight-error`}
            onChange={(e) => onChange({ ...value, weight: parseWeightKg(e.target.value) })}
          />
          <p id={`${id}-weight-error`} className="feeding-error" aria-live="polite">
            {error}
          </p>
        </div>
        <div className="feeding-field">
          <label htmlFor={`${id}-condition`}>Körperzustand</label>
          <select
            id={`${id}-condition`}
            value={value.condition}
            onChange={(e) => onChange({ ...value, condition: e.target.value as BodyCondition })}
          >
            {bodyConditionsFor(value.animal).map((condition) => (
              <option key={condition} value={condition}>
                {BODY_CONDITIONS.label(condition)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
