import { errorOf, formatSignificant, parseAmount } from '@futterkompass/domain';
import { useId } from 'react';
import { AmountField, SelectField } from './fields';

/** Converted values show up to 6 significant digits (the converter rounds D and E to 2). */
const DIGITS = 6;

/**
 * One converter: an amount and its unit to type, and the amount in the other units, read-only in
 * German number format.
 */
export function Conversion<U extends string>({
  title,
  legendHidden = false,
  units,
  unitLabel = (u) => u,
  amount,
  unit,
  settledAmount,
  settledUnit,
  convert,
  onChange,
  hint,
}: {
  title: string;
  /** The section's heading names it already. */
  legendHidden?: boolean;
  units: readonly U[];
  unitLabel?(unit: U): string;
  amount: string;
  unit: U;
  settledAmount: string;
  settledUnit: U;
  convert(value: number, from: U): Record<U, number>;
  onChange(patch: { amount?: string; unit?: U }): void;
  hint?: string;
}) {
  const id = useId();
  const parsed = parseAmount(settledAmount);
  const converted = 'value' in parsed ? convert(parsed.value, settledUnit) : null;
  return (
    <fieldset className="conversion" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{title}</legend>
      <div className="conversion-row">
        <div className="conversion-input">
          <AmountField
            label="Menge"
            value={amount}
            onValue={(next) => onChange({ amount: next })}
            error={errorOf(parsed)}
          />
          <SelectField
            label="Einheit"
            value={unit}
            options={units.map((u) => ({ value: u, label: unitLabel(u) }))}
            onValue={(next) => onChange({ unit: (next || units[0]) as U })}
          />
        </div>
        <dl className="conversion-results" aria-label={`${title} umgerechnet`} aria-live="polite">
          {units
            .filter((u) => u !== settledUnit)
            .map((u) => (
              <div key={u}>
                <dt>{unitLabel(u)}</dt>
                <dd>{converted ? formatSignificant(converted[u], DIGITS) : ''}</dd>
              </div>
            ))}
        </dl>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
