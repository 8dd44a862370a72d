import { describe, expect, it } from 'vitest';
import { pushdown } from './pushdown';

const fields = {
  scalar: new Set(['_id']),
  multikey: new Map([['variants.confirmedAt', 'keys_products_variants_confirmedAt']]),
};

describe('SQLite pushdown of array element ranges', () => {
  it('asks one key lookup per range of a field in arrays: any elements may meet them (MongoDB)', () => {
    expect(pushdown({ 'variants.confirmedAt': { $gte: 'a', $lt: 'b' } }, fields)).toEqual({
      sql: '(id IN (SELECT id FROM "keys_products_variants_confirmedAt" WHERE key >= ?)) AND (id IN (SELECT id FROM "keys_products_variants_confirmedAt" WHERE key < ?))',
      params: ['a', 'b'],
    });
  });

  it('asks one lookup with both bounds for $elemMatch: one element meets them', () => {
    expect(pushdown({ variants: { $elemMatch: { confirmedAt: { $gte: 'a', $lt: 'b' } } } }, fields)).toEqual({
      sql: '(id IN (SELECT id FROM "keys_products_variants_confirmedAt" WHERE key >= ? AND key < ?))',
      params: ['a', 'b'],
    });
    expect(pushdown({ variants: { $elemMatch: { price: { $lt: 2 } } } }, fields)).toBeNull();
  });
});
