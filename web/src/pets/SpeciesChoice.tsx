import { BODY_CONDITIONS, bodyConditionsFor, type CalculatorAnimal } from '@futterkompass/domain';

type Species = 'dog' | 'cat';

/**
 * Dog or cat, as radio buttons. Changing the species keeps the body condition where the new species
 * has it and falls back to 'normal' otherwise (a cat has no 'dünn', the calculator's rule).
 */
export function SpeciesChoice({
  name,
  className,
  species,
  bodyCondition,
  onChange,
}: {
  name: string;
  className: string;
  species: string;
  bodyCondition: string;
  onChange(next: { species: Species; bodyCondition: string }): void;
}) {
  return (
    <fieldset className={className}>
      <legend>Tierart</legend>
      {(['dog', 'cat'] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={name}
            checked={species === value}
            onChange={() =>
              onChange({
                species: value,
                bodyCondition: bodyConditionsFor(value).includes(bodyCondition as never)
                  ? bodyCondition
                  : 'normal',
              })
            }
          />
          {value === 'dog' ? 'Hund' : 'Katze'}
        </label>
      ))}
    </fieldset>
  );
}

/** The body conditions the species has, as a select (its label stays with the form's layout). */
export function BodyConditionSelect({
  id,
  species,
  value,
  onChange,
}: {
  id?: string;
  species: CalculatorAnimal;
  value: string;
  onChange(bodyCondition: string): void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {bodyConditionsFor(species).map((condition) => (
        <option key={condition} value={condition}>
          {BODY_CONDITIONS.label(condition)}
        </option>
      ))}
    </select>
  );
}
