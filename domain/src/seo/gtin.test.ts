import { describe, expect, it } from 'vitest';
import { gtinOf, productGtin } from './gtin';

describe('GTIN of a barcode', () => {
  it('names EAN-8, UPC-A, EAN-13 and GTIN-14 by length when the check digit is right', () => {
    expect(gtinOf('96385074')).toEqual({ property: 'gtin8', value: '96385074' });
    expect(gtinOf('036000291452')).toEqual({ property: 'gtin12', value: '036000291452' });
    expect(gtinOf(' 4006381333931 ')).toEqual({ property: 'gtin13', value: '4006381333931' });
    expect(gtinOf('10012345678902')).toEqual({ property: 'gtin14', value: '10012345678902' });
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    for (const code of ['4006381333932', '1234567', '40063813339311', '4006381-33393', '', undefined])
      expect(gtinOf(code), String(code)).toBeNull();
  });

  it('gives a product one GTIN only when its sizes share one valid code', () => {
    expect(productGtin(['4006381333931', undefined, '4006381333931'])?.value).toBe('4006381333931');
    expect(productGtin(['4006381333931', '96385074'])).toBeNull();
    expect(productGtin(['4006381333932', '96385074'])?.property).toBe('gtin8');
    expect(productGtin([])).toBeNull();
  });
});
