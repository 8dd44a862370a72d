import { ANIMALS, type CalculatorAnimal } from '@futterkompass/domain';
import { useId } from 'react';
import { Field } from '../accounts/Field';

/**
 * A number field of a calculator: text with a decimal keyboard, so that '12,5' and '12.5' both read
 * as typed in every browser locale (a number input would drop a comma in some).
 */
export function AmountField(props: {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | null;
  hint?: string;
}) {
  return <Field {...props} type="text" inputMode="decimal" autoComplete="off" />;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V | ''; label: string }[];
  onValue(value: V | ''): void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value as V | '')}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const ANIMAL_OPTIONS = ANIMALS.values.map((value) => ({ value, label: ANIMALS.label(value) }));

/** Dog or cat; `choose` adds an empty first choice for the calculators that wait until it is made. */
export function AnimalField({
  value,
  onValue,
  choose = false,
}: {
  value: CalculatorAnimal | '';
  onValue(value: CalculatorAnimal | ''): void;
  choose?: boolean;
}) {
  return (
    <SelectField
      label="Tier"
      value={value}
      options={choose ? [{ value: '', label: 'Bitte wählen' }, ...ANIMAL_OPTIONS] : ANIMAL_OPTIONS}
      onValue={onValue}
    />
  );
}

/** The animal of a URL: dog or cat, else the given fallback. */
export function animalFrom<F extends CalculatorAnimal | ''>(
  text: string | null,
  fallback: F,
): CalculatorAnimal | F {
  return text === 'dog' || text === 'cat' ? text : fallback;
}

/** Computed values: a term and its value, announced politely when they change. */
export function Results({
  label,
  items,
}: {
  label: string;
  items: readonly { term: string; value: string }[];
}) {
  return (
    <dl className="calculator-results" aria-label={label} aria-live="polite">
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
