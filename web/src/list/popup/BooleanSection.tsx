import { useId } from 'react';

/** A yes/no filter: one checkbox for a single option, else 'egal' and the options as radios. */
export function BooleanSection({
  title,
  options,
  value,
  onChange,
}: {
  title: string;
  options: { value: boolean; label: string }[];
  value: boolean | undefined;
  onChange(next: boolean | undefined): void;
}) {
  const name = useId();
  const [single] = options;
  if (options.length === 1 && single)
    return (
      <fieldset className="filter-section">
        <legend>{title}</legend>
        <label>
          <input
            type="checkbox"
            checked={value === single.value}
            onChange={(e) => onChange(e.target.checked ? single.value : undefined)}
          />
          <span>{single.label}</span>
        </label>
      </fieldset>
    );
  return (
    <fieldset className="filter-section">
      <legend>{title}</legend>
      <div className="radio-row">
        <label>
          <input
            type="radio"
            name={name}
            checked={value === undefined}
            onChange={() => onChange(undefined)}
          />
          <span>egal</span>
        </label>
        {options.map((option) => (
          <label key={String(option.value)}>
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
