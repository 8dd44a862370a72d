/** The command line's own mistakes and checks of its values, for yargs' `coerce`. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads option `--name` as a whole number above 0, or refuses it with a German message. */
export const positiveInteger =
  (name: string) =>
  (value: unknown): number => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} braucht eine ganze Zahl größer 0.`);
    return n;
  };
