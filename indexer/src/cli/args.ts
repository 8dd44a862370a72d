/** Minimal flag parsing for the ops commands: --flag, --name value, --name=value. */
export function parseArgs(argv: readonly string[]): Map<string, string | true> {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      flags.set(name, next);
      i++;
    } else flags.set(name, true);
  }
  return flags;
}

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

export function positiveInt(flags: Map<string, string | true>, name: string, fallback: number): number {
  const value = flags.get(name);
  return value === undefined ? fallback : positiveInteger(name)(value);
}
