import type { Logger } from 'pino';
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
  readyAt: number;
}

export interface InProcessQueue extends Queue {
  /** Resolves when no job waits, waits for a retry or runs. */
  idle(): Promise<void>;
}

/** The embedded queue: the same retry, backoff and dedupe behaviour as the BullMQ one, in memory. */
export function createInProcessQueue(deps: { logger: Logger; retry?: RetryPolicy }): InProcessQueue {
  const retry = deps.retry ?? DEFAULT_RETRY;
  const waiting: Entry[] = [];
  const running = new Map<Entry, Promise<void>>();
  /** Payload to run again after the running job of a dedupe id ends. */
  const after = new Map<string, { name: string; payload: unknown }>();
  let handler: JobHandler | undefined;
  let concurrency = 1;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let sequence = 0;
  let idleWaiters: (() => void)[] = [];

  const isRunning = (dedupeId: string) => [...running.keys()].some((e) => e.dedupeId === dedupeId);

  const settleIdle = () => {
    if (waiting.length > 0 || running.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const add = (name: string, payload: unknown, dedupeId?: string) => {
    waiting.push({
      id: String(++sequence),
      name,
      payload,
      attempt: 1,
      readyAt: Date.now(),
      ...(dedupeId && { dedupeId }),
    });
  };

  const finish = async (entry: Entry, run: Promise<void>) => {
    try {
      await run;
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      if (!permanent && entry.attempt < retry.attempts && !closed) {
        const delay = retry.backoffMs * 2 ** (entry.attempt - 1);
        waiting.push({ ...entry, attempt: entry.attempt + 1, readyAt: Date.now() + delay });
      } else {
        deps.logger.error(
          { job: entry.name, id: entry.id, attempt: entry.attempt, err: error },
          'job failed',
        );
      }
    } finally {
      running.delete(entry);
      const next = entry.dedupeId ? after.get(entry.dedupeId) : undefined;
      if (next && entry.dedupeId && !waiting.some((e) => e.dedupeId === entry.dedupeId)) {
        after.delete(entry.dedupeId);
        add(next.name, next.payload, entry.dedupeId);
      }
      pump();
      settleIdle();
    }
  };

  function pump() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!handler || closed) return;
    const now = Date.now();
    while (running.size < concurrency) {
      const index = waiting.findIndex((e) => e.readyAt <= now);
      if (index < 0) break;
      const [entry] = waiting.splice(index, 1) as [Entry];
      const run = Promise.resolve().then(() => (handler as JobHandler)(entry));
      running.set(entry, run);
      void finish(entry, run);
    }
    const nextReady = Math.min(...waiting.map((e) => e.readyAt));
    if (Number.isFinite(nextReady)) timer = setTimeout(pump, Math.max(0, nextReady - now));
  }

  return {
    kind: 'in-process',
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      if (closed) throw new Error('queue closed');
      const { dedupeId } = options;
      if (dedupeId && waiting.some((e) => e.dedupeId === dedupeId)) return;
      if (dedupeId && isRunning(dedupeId)) {
        after.set(dedupeId, { name, payload });
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
    idle() {
      return waiting.length === 0 && running.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled(running.values());
      waiting.length = 0;
      settleIdle();
    },
  };
}
