import type { CatalogueFigures } from './catalogue-bench';
import type { QueueBenchResult } from './queue-bench';

/**
 * The bench's targets, true or false where the sizes they speak of were measured, null where not.
 * Engine figures are those of requests not seen before (cold).
 */
/**
 * Figures of the NeDB store before SQLite replaced it (issue 28), kept in bench/results.json
 * (`nedbBaseline`): the floor of list throughput at 16 connections, shown beside the new figures.
 */
export interface NedbBaseline {
  [size: string]: {
    measuredAt: string;
    listRequestsPerSecondC16: number;
    serverAfter10000DistinctListsMb: number;
    serverStartMs?: number;
    /** How that server ran, where it differs from today's bench. */
    settings?: string;
  };
}

export function targets(
  bySize: Record<string, CatalogueFigures>,
  queue: QueueBenchResult,
  baseline: NedbBaseline = {},
) {
  const small = bySize['20000'];
  const large = bySize['100000'];
  const check = <T>(figures: T | undefined, test: (f: T) => boolean) => (figures ? test(figures) : null);
  const coldP95 = (f: CatalogueFigures) => f.engine['filter-products'].cold.p95;
  const rssAfterDistinct = (f: CatalogueFigures) => f.rssMb.serverAfter10000DistinctLists as number;
  return {
    '20k: engine list p95 <= 5 ms (cold)': check(small, (f) => coldP95(f) <= 5),
    '100k: engine list p95 <= 25 ms (cold)': check(large, (f) => coldP95(f) <= 25),
    '100k: engine list p99 <= 50 ms (cold)': check(large, (f) => f.engine['filter-products'].cold.p99 <= 50),
    '20k -> 100k: engine list p95 grows at most 5.5x (cold)':
      small && large ? coldP95(large) <= 5.5 * coldP95(small) : null,
    '20k: list p95 with "Preise inkl. Versand" within 10 % of the list without (engine, cold)': check(
      small,
      (f) => f.engine['filter-products shipping off/on'].p95Ratio <= 1.1,
    ),
    '20k: filter-products p95 <= 8 ms (c1)': check(
      small,
      (f) => (f.api['filter-products']?.c1?.p95 ?? Infinity) <= 8,
    ),
    '20k: filter-products >= 600 requests/s (c16)': check(
      small,
      (f) => (f.api['filter-products']?.c16?.requestsPerSecond ?? 0) >= 600,
    ),
    '20k: search-products p95 < 20 ms (c1)': check(
      small,
      (f) => (f.api['search-products']?.c1?.p95 ?? Infinity) < 20,
    ),
    '20k: server RSS <= 300 MB after 10000 distinct lists (npm start, no flags)': check(
      small,
      (f) => rssAfterDistinct(f) <= 300,
    ),
    '100k: server RSS <= 700 MB after 10000 distinct lists (npm start, no flags)': check(
      large,
      (f) => rssAfterDistinct(f) <= 700,
    ),
    '100k: the same 500 lists again >= 3x faster at p95 (warm vs cold)': check(
      large,
      (f) => f.apiSameListsTwice.p95Speedup >= 3,
    ),
    '20k: filter-products c16 not below the NeDB figure': check(
      baseline['20000'] && small,
      (f) =>
        (f.api['filter-products']?.c16?.requestsPerSecond ?? 0) >=
        (baseline['20000']?.listRequestsPerSecondC16 ?? Infinity),
    ),
    '100k: filter-products c16 not below the NeDB figure': check(
      baseline['100000'] && large,
      (f) =>
        (f.api['filter-products']?.c16?.requestsPerSecond ?? 0) >=
        (baseline['100000']?.listRequestsPerSecondC16 ?? Infinity),
    ),
    'reindex > 2000 products/s': check(small, (f) => f.reindex.productsPerSecond > 2000),
    'health p99 < 50 ms during a reindex': check(small, (f) => f.healthDuringReindex.duringReindex.p99 < 50),
    'in-process queue: 200000 enqueues < 2 s': queue.enqueueMsMedian < 2000,
  };
}
