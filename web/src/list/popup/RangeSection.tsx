import { checkRangeInput, formatNumber } from '@futterkompass/domain';
import { useId, useState } from 'react';

const shown = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, 2));

/**
 * A range ('von', 'bis') or a maximum of a popup. What is typed is checked at once: text, a
 * negative value or a minimum above the maximum shows its German message at the field and the
 * popup refuses to apply it (onErrors).
 */
export function RangeSection({
  title,
  unit,
  min,
  max,
  maxOnly = false,
  onChange,
  onErrors,
}: {
  title: string;
  unit: string;
  min: number | undefined;
  max: number | undefined;
  maxOnly?: boolean;
  onChange(min: number | undefined, max: number | undefined): void;
  onErrors(hasErrors: boolean): void;
}) {
  const id = useId();
  const [minText, setMinText] = useState(shown(min));
  const [maxText, setMaxText] = useState(shown(max));
  const checked = maxOnly
    ? { min: { value: undefined, error: null }, max: checkRangeInput(maxText).min }
    : checkRangeInput(minText, maxText);

  const update = (nextMin: string, nextMax: string) => {
    setMinText(nextMin);
    setMaxText(nextMax);
    const next = maxOnly
      ? { min: { value: undefined, error: null }, max: checkRangeInput(nextMax).min }
      : checkRangeInput(nextMin, nextMax);
    onErrors(!!(next.min.error || next.max.error));
    onChange(next.min.value, next.max.value);
  };

  const input = (which: 'min' | 'max', label: string) => {
    const error = checked[which].error;
    return (
      <span className={`number-field${error ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-${which}`}>{label}</label>
        <input
          id={`${id}-${which}`}
          type="text"
          inputMode="decimal"
          value={which === 'min' ? minText : maxText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${which}-error` : undefined}
          onChange={(e) =>
            which === 'min' ? update(e.target.value, maxText) : update(minText, e.target.value)
          }
        />
        <span aria-hidden="true">{unit}</span>
        {error && (
          <span id={`${id}-${which}-error`} className="form-error" role="alert">
            {error}
          </span>
        )}
      </span>
    );
  };

  return (
    <fieldset className="filter-section range-section">
      <legend>{title}</legend>
      {!maxOnly && input('min', 'von')}
      {input('max', maxOnly ? 'max.' : 'bis')}
    </fieldset>
  );
}
