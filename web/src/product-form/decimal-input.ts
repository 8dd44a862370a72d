/**
 * A decimal field as Germans type it: a text field with the number keyboard, so that '10,5' stays
 * 10,5 (a number input drops or misreads the comma in some browsers and locales: 105, or '05').
 * The domain's parseNumberInput reads a comma or a point, and thousands grouped as Germans write them.
 */
export const DECIMAL_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
