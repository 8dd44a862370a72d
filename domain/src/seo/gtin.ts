/** The schema.org property of a GTIN by its number of digits (EAN-8, UPC-A, EAN-13, GTIN-14). */
const GTIN_PROPERTIES = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' } as const;
export type GtinProperty = (typeof GTIN_PROPERTIES)[keyof typeof GTIN_PROPERTIES];

/** Whether the digits end in the right GS1 check digit (weights 3 and 1 from the right). */
function checkDigitValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** A barcode as a schema.org GTIN property and value; null for anything that is no valid GTIN. */
export function gtinOf(barcode: string | undefined): { property: GtinProperty; value: string } | null {
  const digits = barcode?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return null;
  const property = GTIN_PROPERTIES[digits.length as keyof typeof GTIN_PROPERTIES];
  return property && checkDigitValid(digits) ? { property, value: digits } : null;
}

/**
 * The one GTIN of a product page: a product's page shows all its package sizes, so a GTIN names
 * it only when its sizes carry one code between them (one size, or the same code on each).
 * Several different codes would each name one package, not the product: then none.
 */
export function productGtin(
  barcodes: readonly (string | undefined)[],
): { property: GtinProperty; value: string } | null {
  const codes = new Map(barcodes.flatMap((b) => gtinOf(b) ?? []).map((g) => [g.value, g]));
  return codes.size === 1 ? ([...codes.values()][0] ?? null) : null;
}
