import { medianSummary, timed } from './engine-direct';
import { type LatencySummary, summarize } from './stats';

type ListRequest = { filters: Record<string, unknown> };

/** The same list request with "Preise inkl. Versand" chosen. */
export const withShipping = (request: ListRequest): ListRequest => ({
  filters: { ...request.filters, shipping: 'included' },
});

/** List latency without and with shipping included, and how much slower the second is at p95. */
export interface ShippingComparison {
  off: LatencySummary;
  on: LatencySummary;
  /** p95 with shipping over p95 without: the target is at most 1.1. */
  p95Ratio: number;
}

/**
 * The list with and without "Preise inkl. Versand", straight on the engine: every round's requests
 * (none seen before) are sent as they are and then with shipping included, round after round, so
 * that both meet the machine in the same state; each percentile is the median over the rounds. A
 * warm-up of both first builds what any request needs (the sort orders of both price fields).
 */
export async function shippingOnOff(
  warmUp: readonly ListRequest[],
  rounds: readonly (readonly ListRequest[])[],
  call: (request: ListRequest) => Promise<unknown>,
): Promise<ShippingComparison> {
  await timed(warmUp, call);
  await timed(warmUp.map(withShipping), call);
  const off: LatencySummary[] = [];
  const on: LatencySummary[] = [];
  for (const round of rounds) {
    off.push(summarize(await timed(round, call)));
    on.push(summarize(await timed(round.map(withShipping), call)));
  }
  const summary = { off: medianSummary(off), on: medianSummary(on) };
  return { ...summary, p95Ratio: Math.round((summary.on.p95 / summary.off.p95) * 100) / 100 };
}
