import { gtinCheckDigit } from '@futterkompass/domain';

/** Packages a product can have at most in the demo (three packs of offers, with room). */
const PACKS_PER_PRODUCT = 4;

/**
 * A valid EAN-13 for a demo package, unique in the catalogue: GS1 Germany's 426 prefix, the
 * product's number and the package's, and the check digit; so that a fresh install matches shop
 * feeds by GTIN.
 */
export function demoBarcode(product: number, pack: number): string {
  const body = `426${String(product * PACKS_PER_PRODUCT + pack).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}
