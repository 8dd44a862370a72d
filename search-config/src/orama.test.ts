import { describe, expect, it } from 'vitest';
import { PRODUCT_INDEX } from './index-definition';
import { toOramaSchema, toOramaWhere } from './orama';

const schema = toOramaSchema(PRODUCT_INDEX);

describe('Orama schema', () => {
  it('indexes text, keywords, lists, numbers and booleans with matching types', () => {
    expect(schema).toMatchObject({
      id: 'string',
      searchText: 'string',
      type1: 'enum',
      brandId: 'enum',
      animalShare: 'enum',
      animal: 'enum[]',
      packagingSizes: 'enum[]',
      proteins: 'number',
      basePrice: 'number',
      binder: 'boolean',
    });
    expect(schema).not.toHaveProperty('sortBrand');
    expect(schema).not.toHaveProperty('brandName');
  });
});

describe('toOramaWhere', () => {
  it('compiles each node type for the field’s type', () => {
    expect(toOramaWhere({ op: 'in', field: 'animal', values: ['dog'] }, schema)).toEqual({
      animal: { containsAny: ['dog'] },
    });
    expect(toOramaWhere({ op: 'in', field: 'type1', values: ['wet', 'raw'] }, schema)).toEqual({
      type1: { in: ['wet', 'raw'] },
    });
    expect(toOramaWhere({ op: 'in', field: 'binder', values: [true] }, schema)).toEqual({ binder: true });
    expect(toOramaWhere({ op: 'range', field: 'fats', min: 1, max: 2 }, schema)).toEqual({
      fats: { between: [1, 2] },
    });
    expect(toOramaWhere({ op: 'range', field: 'fats', min: 1 }, schema)).toEqual({ fats: { gte: 1 } });
    expect(toOramaWhere({ op: 'range', field: 'nfe', max: 3 }, schema)).toEqual({ nfe: { lte: 3 } });
    expect(
      toOramaWhere(
        {
          op: 'and',
          nodes: [
            { op: 'in', field: 'animal', values: ['cat'] },
            { op: 'not', node: { op: 'in', field: 'animal', values: ['dog'] } },
          ],
        },
        schema,
      ),
    ).toEqual({ and: [{ animal: { containsAny: ['cat'] } }, { not: { animal: { containsAny: ['dog'] } } }] });
  });
});
