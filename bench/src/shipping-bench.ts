import { postList } from './api-load';
import { medianSummary } from './engine-direct';
import { type LatencySummary, summarize } from './stats';

export type ListRequest = { filters: Record<string, unknown> };
type Call = (request: ListRequest) => Promise<unknown>;

/** The same list request with "Preise inkl. Versand" chosen. */
export const withShipping = (request: ListRequest): ListRequest => ({
  filters: { ...request.filters, shipping: 'included' },
});

/**
 * The same list request for an active animal ("Mein Tier": a 12 kg dog with a chicken allergy),
 * sorted by its cost per day.
 */
export const withPet = (request: ListRequest): ListRequest => ({
  filters: {
    ...request.filters,
    sortBy: 'costPerDay',
    pet: {
      species: 'dog',
      weightKg: 12,
      ageGroup: 'adult',
      bodyCondition: 'normal',
      allergies: ['huhn'],
      avoid: [],
    },
  },
});

/** List latency without and with a variant (shipping included), and how much slower it is at p95. */
export interface ShippingComparison {
  off: LatencySummary;
  on: LatencySummary;
  /** p95 with shipping over p95 without: the target is at most 1.1. */
  p95Ratio: number;
}

const timedOnce = async (call: Call, request: ListRequest) => {
  const started = performance.now();
  await call(request);
  return performance.now() - started;
};

/**
 * The list with and without "Preise inkl. Versand", straight on the engine, each on an engine of
 * its own built from the same documents (`off`, `on`): every request (none seen before) goes to one
 * as it is and to the other with shipping included, one right after the other, so that both are
 * cold for it (neither reuses the other's cached filters) and meet the machine in the same state.
 * Each percentile is the median over the rounds. A warm-up of both first builds what any request
 * needs (columns, the sort orders of both price fields).
 */
export async function shippingOnOff(
  warmUp: readonly ListRequest[],
  rounds: readonly (readonly ListRequest[])[],
  off: Call,
  on: Call,
  variant: (request: ListRequest) => ListRequest = withShipping,
): Promise<ShippingComparison> {
  for (const request of warmUp) {
    await off(request);
    await on(variant(request));
  }
  const offRounds: LatencySummary[] = [];
  const onRounds: LatencySummary[] = [];
  for (const [i, round] of rounds.entries()) {
    const without: number[] = [];
    const withIt: number[] = [];
    for (const request of round) {
      // Which goes first alternates with the round: neither always meets a just-used machine.
      if (i % 2 === 0) {
        without.push(await timedOnce(off, request));
        withIt.push(await timedOnce(on, variant(request)));
      } else {
        withIt.push(await timedOnce(on, variant(request)));
        without.push(await timedOnce(off, request));
      }
    }
    offRounds.push(summarize(without));
    onRounds.push(summarize(withIt));
  }
  const summary = { off: medianSummary(offRounds), on: medianSummary(onRounds) };
  return { ...summary, p95Ratio: Math.round((summary.on.p95 / summary.off.p95) * 100) / 100 };
}

/**
 * The same through the server (`POST /api/filter-products`, one request at a time): each list
 * request (new to the server's caches) with and without shipping, which goes first alternating
 * from request to request, as both share the server's filter caches.
 */
export async function apiShippingOnOff(
  url: string,
  bodies: readonly ListRequest[],
): Promise<ShippingComparison> {
  const post = (body: ListRequest) => timedOnce((b) => postList(url, b), body);
  const without: number[] = [];
  const withIt: number[] = [];
  for (const [i, body] of bodies.entries()) {
    if (i % 2 === 0) {
      without.push(await post(body));
      withIt.push(await post(withShipping(body)));
    } else {
      withIt.push(await post(withShipping(body)));
      without.push(await post(body));
    }
  }
  const summary = { off: summarize(without), on: summarize(withIt) };
  return { ...summary, p95Ratio: Math.round((summary.on.p95 / summary.off.p95) * 100) / 100 };
}
