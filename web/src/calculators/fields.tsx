import { ANIMALS, type CalculatorAnimal } from '@futterkompass/domain';
import { useId, useLayoutEffect, useRef } from 'react';
import { Field } from '../accounts/Field';
import { takeEnteredBeforeStart } from '../entered-before-start';
import { useTakesMarkupOver } from '../render-context';

/**
 * The server renders the calculators: a visitor can type or choose before the app has taken the
 * page over. React keeps what the control shows without reporting it, or renders the control anew
 * and empty (entered-before-start.ts keeps the text then). The field reports it once the app runs,
 * so that the inputs and the URL have every keystroke.
 */
function useEnteredBeforeStart<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onValue: (value: string) => void,
) {
  const control = useRef<E>(null);
  const takesOver = useTakesMarkupOver();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the field over
  useLayoutEffect(() => {
    const field = control.current;
    if (!takesOver || !field) return;
    const noted = takeEnteredBeforeStart(field.labels?.[0]?.textContent ?? '');
    const shown = field.value !== value ? field.value : noted;
    if (shown !== undefined && shown !== value) onValue(shown);
  }, []);
  return control;
}

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
  const control = useEnteredBeforeStart<HTMLInputElement>(props.value, props.onValue);
  return <Field {...props} ref={control} type="text" inputMode="decimal" autoComplete="off" />;
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
  const control = useEnteredBeforeStart<HTMLSelectElement>(value, onValue as (value: string) => void);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select ref={control} id={id} value={value} onChange={(e) => onValue(e.target.value as V | '')}>
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
