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

export function positiveInt(flags: Map<string, string | true>, name: string, fallback: number): number {
  const value = flags.get(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} braucht eine ganze Zahl größer 0.`);
  return n;
}
