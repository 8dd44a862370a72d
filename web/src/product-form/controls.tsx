import { forwardRef, type ReactNode, useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface GroupProps {
  legend: string;
  error?: string | null | undefined;
  hint?: string;
  /** Columns at most; narrow screens show fewer. */
  columns?: 1 | 2 | 3 | 4;
  /** Long labels ('ohne Konservierungsstoffe') need wider columns before they wrap. */
  longLabels?: boolean;
  children: ReactNode;
}

/** A fieldset with its legend, hint and error, around checkboxes or radio buttons. */
function Group({ legend, error, hint, columns = 1, longLabels = false, children }: GroupProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`choice-group${error ? ' has-error' : ''}`}
      {...(described && { 'aria-describedby': described })}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      <div className={`choice-grid columns-${columns}${longLabels ? ' long-labels' : ''}`}>{children}</div>
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface CheckboxGroupProps extends Omit<GroupProps, 'children'> {
  choices: readonly Choice[];
  values: readonly string[];
  onValues(values: string[]): void;
}

/** Several of a list (animals, health topics, ...); the ref goes to the first box, for the focus. */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(function CheckboxGroup(
  { choices, values, onValues, ...group },
  ref,
) {
  const toggle = (value: string, on: boolean) =>
    // Kept in the list's order, whatever the order of the clicks.
    onValues(choices.map((c) => c.value).filter((v) => (v === value ? on : values.includes(v))));
  return (
    <Group {...group}>
      {choices.map((choice, index) => (
        <label key={choice.value} className="choice">
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            checked={values.includes(choice.value)}
            onChange={(e) => toggle(choice.value, e.target.checked)}
            {...(group.error && { 'aria-invalid': true })}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </Group>
  );
});

interface RadioGroupProps extends Omit<GroupProps, 'children' | 'columns'> {
  name: string;
  choices: readonly Choice[];
  value: string;
  onValue(value: string): void;
}

/** One of a few (with or without additives). */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { name, choices, value, onValue, ...group },
  ref,
) {
  return (
    <Group {...group} columns={2}>
      {choices.map((choice, index) => (
        <label key={choice.value} className="choice">
          <input
            ref={index === 0 ? ref : undefined}
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onValue(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </Group>
  );
});

/** The choices of a code list with their German labels. */
export function choicesOf(list: {
  values: readonly (string | number)[];
  label(value: never): string;
}): Choice[] {
  return list.values.map((value) => ({ value: String(value), label: list.label(value as never) }));
}
