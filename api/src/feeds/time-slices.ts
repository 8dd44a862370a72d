import { setImmediate as nextTurn } from 'node:timers/promises';

/** How much work one slice of a bulk write may do before requests get their turn (better-sqlite3 writes synchronously). */
const SLICE_MS = 15;
const MIN_ITEMS = 5;

/** Milliseconds of CPU the process used since `from`: unlike the clock, not stretched by other processes. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/**
 * Runs bulk work in slices of a few milliseconds of work each, yielding to the event loop after
 * every slice, so that requests are answered while a large feed is written. The slice grows or
 * shrinks with the CPU time the last one took (the wall clock would count the time other processes
 * on the machine took from it); with MongoDB, whose writes wait on the network, it grows to
 * `maxItems`. One instance per kind of work: its items cost about the same.
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
      const started = process.cpuUsage();
      await work(slice);
      const took = Math.max(cpuMsSince(started), 0.1);
      // Halfway to the size that would have taken SLICE_MS, growing by half at most: one fast or
      // slow slice does not swing it far.
      const fitting = Math.min((size * SLICE_MS) / took, size * 1.5);
      size = Math.round(Math.min(maxItems, Math.max(MIN_ITEMS, (size + fitting) / 2)));
      i += slice.length;
      await nextTurn();
    }
  };
}

export type TimeSlices = ReturnType<typeof createTimeSlices>;

/** Lets requests through between steps of a long loop that does not wait on I/O itself. */
export const yieldToRequests = () => nextTurn();
