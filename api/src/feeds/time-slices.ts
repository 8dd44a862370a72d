import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice of a bulk write may hold the event loop (better-sqlite3 writes synchronously). */
const SLICE_MS = 15;
const MIN_ITEMS = 5;

/**
 * Runs bulk work in slices that fit in a few milliseconds each, yielding to the event loop after
 * every slice, so that requests are answered while a large feed is written. The slice grows or
 * shrinks with how long the last one took; with MongoDB (whose writes do not hold the loop) it
 * simply grows to `maxItems`. One instance per kind of work: its items cost about the same.
 */
export function createTimeSlices({
  startItems = 20,
  maxItems = 500,
}: {
  startItems?: number;
  maxItems?: number;
} = {}) {
  let size = startItems;
  return async function inSlices<T>(items: readonly T[], work: (slice: T[]) => Promise<void>): Promise<void> {
    for (let i = 0; i < items.length; ) {
      const slice = items.slice(i, i + size);
      const started = performance.now();
      await work(slice);
      const took = Math.max(performance.now() - started, 0.1);
      // Halfway to the size that would have taken SLICE_MS: one slow slice does not swing it far.
      const fitting = (size * SLICE_MS) / took;
      size = Math.round(Math.min(maxItems, Math.max(MIN_ITEMS, (size + fitting) / 2)));
      i += slice.length;
      await nextTurn();
    }
  };
}

export type TimeSlices = ReturnType<typeof createTimeSlices>;

/** Lets requests through between steps of a long loop that does not wait on I/O itself. */
export const yieldToRequests = () => nextTurn();
