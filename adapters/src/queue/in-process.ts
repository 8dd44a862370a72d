import fastq from 'fastq';
import type { Logger } from 'pino';
import { createDedupeSlots } from './dedupe-slots';
import {
  DEFAULT_RETRY,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  PermanentJobError,
  type Queue,
  type RetryPolicy,
  retryDelay,
} from './port';

export interface Entry extends Job {
  dedupeId?: string;
}

/** Jobs run back to back for at most this long before requests get their turn. */
const YIELD_AFTER_MS = 5;

/** How many dropped jobs close() names in its log line; the count covers all of them. */
const DROPPED_LISTED = 20;

/**
 * The embedded queue: the same retry, backoff and dedupe behaviour as the BullMQ one, in memory.
 * fastq runs the jobs in order with the concurrency; retries wait on a timer for their backoff and
 * join the end of the line; the dedupe slots keep one waiting job per id.
 */
export function createInProcessQueue(deps: { logger: Logger; retry?: RetryPolicy }): Queue {
  const retry = deps.retry ?? DEFAULT_RETRY;
  const slots = createDedupeSlots();
  const running = new Set<Entry>();
  /** Jobs waiting for a retry's backoff, with their timers. */
  const delayed = new Map<Entry, NodeJS.Timeout>();
  let handler: JobHandler | undefined;
  let failed = 0;
  let closed = false;
  let sequence = 0;
  /** Jobs in fastq's line not started yet (its length() walks the line). */
  let queued = 0;
  let idleWaiters: (() => void)[] = [];
  const repeats = new Map<string, NodeJS.Timeout>();

  // Jobs of the embedded adapters finish without waiting for I/O: a burst of them (a feed import's
  // products) would run back to back and hold every request. After a few milliseconds of jobs the
  // next one waits for the event loop's turn.
  let since = performance.now();
  const work = (entry: Entry, done: (error: null) => void) => {
    run(entry).then(() => {
      if (performance.now() - since < YIELD_AFTER_MS) done(null);
      else
        setImmediate(() => {
          since = performance.now();
          done(null);
        });
    });
  };
  // Paused until a handler is given: jobs enqueued before wait for it.
  const line = fastq<unknown, Entry>(work, 1);
  line.pause();

  const isIdle = () => queued === 0 && running.size === 0 && delayed.size === 0;
  const settleIdle = () => {
    if (!isIdle()) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  function idle(): Promise<void> {
    return isIdle() ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
  }

  const add = (name: string, payload: unknown, dedupeId: string | undefined, enqueuedAt = Date.now()) => {
    queued++;
    line.push({
      id: String(++sequence),
      name,
      payload,
      attempt: 1,
      attempts: retry.attempts,
      dedupeId,
      enqueuedAt,
    });
  };

  const retryLater = (entry: Entry) => {
    if (entry.dedupeId) slots.retrying(entry.dedupeId);
    const next = { ...entry, attempt: entry.attempt + 1 };
    const timer = setTimeout(
      () => {
        delayed.delete(next);
        queued++;
        line.push(next);
      },
      retryDelay(retry, entry.attempt),
    );
    delayed.set(next, timer);
  };

  const failedFor = (entry: Entry, error: unknown): boolean => {
    if (!(error instanceof PermanentJobError) && entry.attempt < retry.attempts && !closed) {
      retryLater(entry);
      return false;
    }
    failed++;
    deps.logger.error({ job: entry.name, id: entry.id, attempt: entry.attempt, err: error }, 'job failed');
    return true;
  };

  /** Runs one job to its end; never rejects, so that fastq takes the next only after the bookkeeping. */
  async function run(entry: Entry): Promise<void> {
    queued--;
    running.add(entry);
    if (entry.dedupeId) slots.started(entry.dedupeId);
    let ended = true;
    try {
      await (handler as JobHandler)(entry);
    } catch (error) {
      ended = failedFor(entry, error);
    } finally {
      running.delete(entry);
      // A retry keeps the slot; otherwise the job that arrived while this one ran goes next.
      const next = ended && entry.dedupeId ? slots.ended(entry.dedupeId) : undefined;
      if (next && !closed) add(next.name, next.payload, entry.dedupeId, next.enqueuedAt);
      settleIdle();
    }
  }

  /** Logs what close() drops, naming the jobs that would have run next, so operators can enqueue them again. */
  const logDropped = () => {
    const waiting = [...line.getQueue(), ...delayed.keys()];
    const pending = slots.pending();
    const dropped = waiting.length + pending.length;
    if (dropped === 0) return;
    const jobs = [
      ...waiting.map(({ id, name, dedupeId }) => ({ id, name, ...(dedupeId && { dedupeId }) })),
      ...pending.map(({ name, dedupeId }) => ({ name, dedupeId })),
    ].slice(0, DROPPED_LISTED);
    deps.logger.warn({ dropped, jobs }, 'queue closed: waiting jobs dropped');
  };

  return {
    kind: 'in-process',
    async enqueue(name, payload, { dedupeId }: EnqueueOptions = {}) {
      if (closed) throw new Error('queue closed');
      if (dedupeId && !slots.claim(dedupeId, name, payload)) return;
      add(name, payload, dedupeId);
    },
    async repeat(name, payload, everyMs) {
      clearInterval(repeats.get(name));
      const dedupeId = `repeat:${name}`;
      const timer = setInterval(() => {
        if (!closed && slots.claim(dedupeId, name, payload)) add(name, payload, dedupeId);
      }, everyMs);
      // A schedule alone keeps no process alive.
      timer.unref();
      repeats.set(name, timer);
    },
    process(next, options = {}) {
      handler = next;
      line.concurrency = Math.max(1, options.concurrency ?? 1);
      line.resume();
    },
    async stats() {
      const waiting = line.getQueue();
      const pending = slots.pending();
      const times = [...waiting, ...running, ...delayed.keys(), ...pending].map((e) => e.enqueuedAt);
      return {
        waiting: waiting.length + pending.length,
        running: running.size,
        delayed: delayed.size,
        failed,
        oldestPendingAt: times.length > 0 ? times.reduce((a, b) => Math.min(a, b)) : null,
      };
    },
    idle,
    async close() {
      closed = true;
      // Nothing is added from here on (enqueue throws, failures are not retried), so this is all it drops.
      logDropped();
      for (const timer of repeats.values()) clearInterval(timer);
      repeats.clear();
      for (const timer of delayed.values()) clearTimeout(timer);
      delayed.clear();
      line.kill();
      queued = 0;
      slots.clear();
      await idle();
    },
  };
}
