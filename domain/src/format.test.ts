import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatSignificant } from './format';

/** Values of every size and sign, with halves and long fractions, deterministic (no Math.random). */
function samples(): number[] {
  const values = [
    0, -0, 0.5, 1.5, 2.5, 0.005, 0.015, 1.005, 2.675, 999.995, 1000, 1234.5, -1234.567, 1e6, 1e15,
  ];
  let seed = 7;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** ((seed % 16) - 6);
    values.push(((seed % 2 ? 1 : -1) * (seed % 100003) * magnitude) / 997);
  }
  return values;
}

describe('German number format', () => {
  it('writes what Intl.NumberFormat de-DE writes, for every decimals setting in use', () => {
    for (const [max, min] of [
      [2, 0],
      [2, 2],
      [3, 0],
      [0, 0],
      [1, 1],
      [4, 0],
    ] as const) {
      const intl = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of samples())
        expect(formatNumber(value, max, min), `${value} ${max}/${min}`).toBe(intl.format(value));
    }
  });

  it('writes significant digits as Intl.NumberFormat de-DE does', () => {
    for (const digits of [1, 3, 4, 6]) {
      const intl = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: digits });
      for (const value of samples())
        expect(formatSignificant(value, digits), `${value} ${digits}`).toBe(intl.format(value));
    }
  });

  it('shows prices with two decimals and grouped thousands', () => {
    expect(formatPrice(1234.5)).toBe('1.234,50');
    expect(formatNumber(0.4)).toBe('0,4');
    expect(formatSignificant(1_000_000, 3)).toBe('1.000.000');
    expect(formatSignificant(0.000001, 3)).toBe('0,000001');
  });
});
