import { describe, expect, it } from 'vitest';
import { createValueInterner } from './interned-values';

describe('interned keyword values', () => {
  const fields = [
    { name: 'attributes', type: 'keyword[]' as const },
    { name: 'brand', type: 'keyword' as const },
    { name: 'price', type: 'number' as const },
  ];

  /** A product as the store gives it: each document with strings and arrays of its own. */
  const product = (id: string, attributes: string[], brand: string, price: number) => ({
    id,
    attributes,
    brand,
    name: 'Huhn',
    price,
  });

  it('keeps one copy of each keyword value and list of values, whatever the number of documents', () => {
    const values = createValueInterner(fields);
    const a = values.intern(product('a', ['monoprotein', 'grainfree'], 'b1||Marke', 3));
    const b = values.intern(product('b', ['monoprotein', 'grainfree'], 'b1||Marke', 4));
    const c = values.intern(product('c', ['monoprotein'], 'b2||Marke', 4));
    expect(a).toEqual({
      id: 'a',
      attributes: ['monoprotein', 'grainfree'],
      brand: 'b1||Marke',
      name: 'Huhn',
      price: 3,
    });
    expect(c).toEqual({ id: 'c', attributes: ['monoprotein'], brand: 'b2||Marke', name: 'Huhn', price: 4 });
    // The name is no keyword (its words are in the text index): not kept.
    expect(values.size()).toEqual({ values: 4, lists: 2 });
    expect(b.attributes).toBe(a.attributes);
    // Shared by documents, a list cannot be changed for one of them.
    expect(() => (a.attributes as string[]).push('x')).toThrow(TypeError);
  });

  it('leaves documents without the fields and lists of other values alone', () => {
    const values = createValueInterner(fields);
    const mixed = [1, null];
    const d = values.intern({ id: 'd', attributes: mixed, brand: null });
    expect(d).toEqual({ id: 'd', attributes: [1, null], brand: null });
    expect(d.attributes).toBe(mixed);
    expect(values.intern({ id: 'e' })).toEqual({ id: 'e' });
    expect(values.size()).toEqual({ values: 0, lists: 0 });
  });

  it('tells lists apart whose values joined would read the same', () => {
    const values = createValueInterner(fields);
    const one = values.intern({ id: 'f', attributes: ['a\u0000b'] });
    const two = values.intern({ id: 'g', attributes: ['a', 'b'] });
    expect(one.attributes).toEqual(['a\u0000b']);
    expect(two.attributes).toEqual(['a', 'b']);
  });
});
