/** Commercial rounding; binary noise is removed first so that 1.69 / 200 x 100 gives 0.85, not 0.84. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}
