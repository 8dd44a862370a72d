import { type LatencySummary, median, summarize } from './stats';

/** Latency of the same requests met for the first time (cold) and again (warm), text requests apart. */
export interface ColdWarm {
  cold: LatencySummary;
  warm: LatencySummary;
  coldText: LatencySummary;
  warmText: LatencySummary;
}

/** Each input's call, one after another, in milliseconds. */
export async function timed<T>(
  inputs: readonly T[],
  call: (input: T) => Promise<unknown>,
): Promise<number[]> {
  const latencies: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await call(input);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** Each percentile as the median over the rounds: one round's tail on this noisy machine says little. */
export function medianSummary(rounds: readonly LatencySummary[]): LatencySummary {
  const of = (key: keyof LatencySummary) => median(rounds.map((r) => r[key]));
  return { requests: of('requests'), p50: of('p50'), p95: of('p95'), p99: of('p99'), max: of('max') };
}

/**
 * List requests straight on the engine. `warmUp` (requests of their own) first builds what every
 * request needs (columns, sort orders, compiled code); then each round's requests, none seen
 * before, run once cold and once more warm.
 */
export async function coldAndWarm<T>(
  warmUp: readonly T[],
  rounds: readonly (readonly T[])[],
  isText: (input: T) => boolean,
  call: (input: T) => Promise<unknown>,
): Promise<ColdWarm> {
  await timed(warmUp, call);
  const results: Record<keyof ColdWarm, LatencySummary[]> = {
    cold: [],
    warm: [],
    coldText: [],
    warmText: [],
  };
  for (const inputs of rounds) {
    const text = inputs.map(isText);
    const cold = await timed(inputs, call);
    const warm = await timed(inputs, call);
    results.cold.push(summarize(cold));
    results.warm.push(summarize(warm));
    results.coldText.push(summarize(cold.filter((_, i) => text[i])));
    results.warmText.push(summarize(warm.filter((_, i) => text[i])));
  }
  return {
    cold: medianSummary(results.cold),
    warm: medianSummary(results.warm),
    coldText: medianSummary(results.coldText),
    warmText: medianSummary(results.warmText),
  };
}

/** Quick searches on the engine (no cache keeps their results): after a warm-up, each timed once. */
export async function direct<T>(
  inputs: readonly T[],
  call: (input: T) => Promise<unknown>,
): Promise<LatencySummary> {
  await timed(inputs.slice(0, 20), call);
  return summarize(await timed(inputs, call));
}
