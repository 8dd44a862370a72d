import { median } from './stats';

/**
 * The figures of several runs as one: every number the median of its values over the runs (this
 * machine shares its two cores, and one run's tail says little), anything else from the first run.
 */
export function medianFigures<T>(runs: readonly T[]): T {
  const [first] = runs;
  if (typeof first === 'number') return median(runs as readonly number[]) as T;
  if (first === null || typeof first !== 'object' || Array.isArray(first)) return first as T;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(first)) {
    merged[key] = medianFigures(runs.map((run) => (run as Record<string, unknown>)[key]));
  }
  return merged as T;
}
