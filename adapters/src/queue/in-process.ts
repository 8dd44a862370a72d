import type { Logger } from 'pino';
import { MinHeap } from './heap';
import {
  DEFAULT_RETRY,
  type EnqueueOptions,
  type Job,
  type JobHandler,
  PermanentJobError,
  type Queue,
  type RetryPolicy,
} from './port';

interface Entry extends Job {
  dedupeId?: string;
  /** When the job was first enqueued; retries keep it, so the index lag counts from the change. */
  enqueuedAt: number;
  readyAt: number;
  /** Position in the waiting line: among jobs ready at the same time, the one that came first runs first. */
  order: number;
}

export interface InProcessQueue extends Queue {
  /** Resolves when no job waits, waits for a retry or runs. */
  idle(): Promise<void>;
}

/** How many dropped jobs close() names in its log line; the count covers all of them. */
const DROPPED_LISTED = 20;

/** The embedded queue: the same retry, backoff and dedupe behaviour as the BullMQ one, in memory. */
export function createInProcessQueue(deps: { logger: Logger; retry?: RetryPolicy }): InProcessQueue {
  const retry = deps.retry ?? DEFAULT_RETRY;
  /** Every waiting job, earliest ready first; retries wait here for their backoff too. */
  const waiting = new MinHeap<Entry>(
    (a, b) => a.readyAt < b.readyAt || (a.readyAt === b.readyAt && a.order < b.order),
  );
  /** The waiting job of each dedupe id: at most one waits per id. */
  const waitingByDedupeId = new Map<string, Entry>();
  const running = new Map<Entry, Promise<void>>();
  const runningDedupeIds = new Set<string>();
  /** Payload to run again after the running job of a dedupe id ends. */
  const after = new Map<string, { name: string; payload: unknown; enqueuedAt: number }>();
  let failed = 0;
  let handler: JobHandler | undefined;
  let concurrency = 1;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires; lets pump() keep a timer that is already right instead of re-arming it. */
  let timerAt: number | undefined;
  let sequence = 0;
  let order = 0;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (waiting.size > 0 || running.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const wait = (entry: Entry) => {
    waiting.push(entry);
    if (entry.dedupeId) waitingByDedupeId.set(entry.dedupeId, entry);
  };

  const add = (name: string, payload: unknown, dedupeId: string | undefined, enqueuedAt = Date.now()) => {
    // Every entry has the same fields, dedupeId too, so V8 keeps one object shape for all of them.
    wait({
      id: String(++sequence),
      name,
      payload,
      attempt: 1,
      readyAt: Date.now(),
      dedupeId,
      enqueuedAt,
      order: ++order,
    });
  };

  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
    timerAt = undefined;
  };

  /**
   * Only a job that is not ready yet needs the timer: a ready one that could not start waits for a
   * running job, and the end of that job pumps again.
   */
  const arm = (now: number) => {
    const next = waiting.peek();
    const at = next && next.readyAt > now ? next.readyAt : undefined;
    if (at === timerAt) return;
    disarm();
    if (at === undefined) return;
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = undefined;
      pump();
    }, at - now);
  };

  const finish = async (entry: Entry, run: Promise<void>) => {
    try {
      await run;
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      if (!permanent && entry.attempt < retry.attempts && !closed) {
        const delay = retry.backoffMs * 2 ** (entry.attempt - 1);
        wait({ ...entry, attempt: entry.attempt + 1, readyAt: Date.now() + delay, order: ++order });
      } else {
        failed++;
        deps.logger.error(
          { job: entry.name, id: entry.id, attempt: entry.attempt, err: error },
          'job failed',
        );
      }
    } finally {
      running.delete(entry);
      if (entry.dedupeId) runningDedupeIds.delete(entry.dedupeId);
      const next = entry.dedupeId ? after.get(entry.dedupeId) : undefined;
      if (next && entry.dedupeId && !waitingByDedupeId.has(entry.dedupeId)) {
        after.delete(entry.dedupeId);
        add(next.name, next.payload, entry.dedupeId, next.enqueuedAt);
      }
      pump();
      settleIdle();
    }
  };

  const start = (entry: Entry) => {
    if (entry.dedupeId) {
      waitingByDedupeId.delete(entry.dedupeId);
      runningDedupeIds.add(entry.dedupeId);
    }
    const run = Promise.resolve().then(() => (handler as JobHandler)(entry));
    running.set(entry, run);
    void finish(entry, run);
  };

  function pump() {
    if (!handler || closed) return;
    const now = Date.now();
    while (running.size < concurrency) {
      const next = waiting.peek();
      if (!next || next.readyAt > now) break;
      waiting.pop();
      start(next);
    }
    arm(now);
  }

  /** Logs what close() drops, naming the jobs that would have run next, so operators can enqueue them again. */
  const logDropped = () => {
    const dropped = waiting.size + after.size;
    if (dropped === 0) return;
    const jobs: { id?: string; name: string; dedupeId?: string }[] = [];
    while (jobs.length < DROPPED_LISTED) {
      const entry = waiting.pop();
      if (!entry) break;
      jobs.push({ id: entry.id, name: entry.name, ...(entry.dedupeId && { dedupeId: entry.dedupeId }) });
    }
    for (const [dedupeId, { name }] of after) {
      if (jobs.length >= DROPPED_LISTED) break;
      jobs.push({ name, dedupeId });
    }
    deps.logger.warn({ dropped, jobs }, 'queue closed: waiting jobs dropped');
  };

  return {
    kind: 'in-process',
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      if (closed) throw new Error('queue closed');
      const { dedupeId } = options;
      if (dedupeId && waitingByDedupeId.has(dedupeId)) return;
      if (dedupeId && runningDedupeIds.has(dedupeId)) {
        // The change waiting longest keeps its time: the latest payload runs, the lag counts from the first.
        after.set(dedupeId, { name, payload, enqueuedAt: after.get(dedupeId)?.enqueuedAt ?? Date.now() });
        return;
      }
      add(name, payload, dedupeId);
      pump();
    },
    process(next, options = {}) {
      handler = next;
      concurrency = Math.max(1, options.concurrency ?? 1);
      pump();
    },
    async stats() {
      const now = Date.now();
      let delayed = 0;
      let oldest = Number.POSITIVE_INFINITY;
      for (const entry of waiting.values()) {
        if (entry.readyAt > now) delayed++;
        oldest = Math.min(oldest, entry.enqueuedAt);
      }
      for (const entry of running.keys()) oldest = Math.min(oldest, entry.enqueuedAt);
      for (const next of after.values()) oldest = Math.min(oldest, next.enqueuedAt);
      return {
        waiting: waiting.size - delayed + after.size,
        running: running.size,
        delayed,
        failed,
        oldestPendingAt: Number.isFinite(oldest) ? oldest : null,
      };
    },
    idle() {
      return waiting.size === 0 && running.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      disarm();
      // Nothing is added from here on (enqueue throws, failures are not retried), so this is all it drops.
      logDropped();
      waiting.clear();
      waitingByDedupeId.clear();
      after.clear();
      await Promise.allSettled(running.values());
      settleIdle();
    },
  };
}
