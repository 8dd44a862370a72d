import { type DecimalText, parseNumberInput } from '../calculators/decimal';

export const RANGE_MESSAGES = {
  notANumber: 'Bitte gib eine Zahl ein, z. B. 12,5.',
  negative: 'Bitte gib keinen negativen Wert ein.',
  minAboveMax: 'Der Mindestwert ist größer als der Höchstwert.',
} as const;

export interface RangeInputField {
  /** The value to filter by; undefined when the field is empty or refused. */
  value: number | undefined;
  error: string | null;
}

function field(input: DecimalText): RangeInputField {
  if ('empty' in input) return { value: undefined, error: null };
  if ('invalid' in input) return { value: undefined, error: RANGE_MESSAGES.notANumber };
  if (input.value < 0) return { value: undefined, error: RANGE_MESSAGES.negative };
  return { value: input.value, error: null };
}

/**
 * A range filter as typed in the list's popups: text, a negative value or a minimum above the
 * maximum is refused at the field with a German message, never silently ignored.
 */
export function checkRangeInput(
  minText: string,
  maxText?: string,
): { min: RangeInputField; max: RangeInputField } {
  const min = field(parseNumberInput(minText));
  const max = field(parseNumberInput(maxText ?? ''));
  if (min.value !== undefined && max.value !== undefined && min.value > max.value)
    return { min: { value: undefined, error: RANGE_MESSAGES.minAboveMax }, max };
  return { min, max };
}
