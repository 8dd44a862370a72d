import { type CodeList, labelOf } from '@futterkompass/domain';
import { useId } from 'react';

/**
 * One question of the questionnaire as a fieldset: radios (one answer) or checkboxes (several).
 * With `allLabel`, an extra choice selects every offered value at once ('alle').
 */
export function ChoiceGroup({
  legend,
  list,
  offered,
  selected,
  onChange,
  multiple,
  allLabel,
  required,
}: {
  legend: string;
  list: CodeList<string>;
  offered: readonly string[];
  selected: readonly string[];
  onChange(values: string[]): void;
  multiple: boolean;
  allLabel?: string;
  required?: boolean;
}) {
  const name = useId();
  const all = offered.length > 0 && offered.every((v) => selected.includes(v));
  const toggle = (value: string, on: boolean) => {
    if (!multiple) return onChange([value]);
    onChange(offered.filter((v) => (v === value ? on : selected.includes(v))));
  };
  const type = multiple ? 'checkbox' : 'radio';
  // A single answer that stands for every value (age group 'alle') is its own radio.
  const single = (value: string) =>
    !multiple && !(allLabel && all && offered.length > 1) && selected[0] === value;
  return (
    <fieldset className="choice-group">
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
        {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
      </legend>
      <div className="choice-options">
        {offered.map((value) => (
          <label key={value} className="choice">
            <input
              type={type}
              name={name}
              value={value}
              checked={multiple ? selected.includes(value) : single(value)}
              onChange={(e) => toggle(value, e.target.checked)}
            />
            {labelOf(list, value)}
          </label>
        ))}
        {allLabel && offered.length > 1 && (
          <label className="choice">
            <input
              type={type}
              name={name}
              value="alle"
              checked={all}
              onChange={(e) => onChange(e.target.checked ? [...offered] : [])}
            />
            {allLabel}
          </label>
        )}
      </div>
    </fieldset>
  );
}
