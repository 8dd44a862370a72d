import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueContract } from './contract';
import { createInProcessQueue } from './in-process';

const logger = pino({ level: 'silent' });

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/**
 * Lets timers run every 10,000 enqueues: a queue too slow for the big tests then fails them at the
 * test timeout instead of holding the event loop for minutes.
 */
const breathe = (i: number) => (i % 10_000 === 0 ? new Promise((r) => setImmediate(r)) : undefined);

describe('queue contract: in-process', () => {
  queueContract(async (retry) => createInProcessQueue({ logger, retry }));
});

describe('in-process queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports idle once every job, including retries, has ended', async () => {
    const queue = createInProcessQueue({
      logger,
      retry: { attempts: 2, backoffMs: 30, maxBackoffMs: 60_000, jitter: 0 },
    });
    let runs = 0;
    queue.process(async () => {
      runs++;
      if (runs === 1) throw new Error('first fails');
    });
    await queue.enqueue('index-product', {});
    await queue.idle();
    expect(runs).toBe(2);
    await queue.close();
  });

  it('takes 200,000 jobs with distinct dedupe ids and runs them all in the order they came', async () => {
    const queue = createInProcessQueue({ logger });
    const jobs = 200_000;
    for (let i = 0; i < jobs; i++) {
      await queue.enqueue('index-product', i, { dedupeId: `p${i}` });
      await breathe(i);
    }
    const seen: unknown[] = [];
    queue.process(async (job) => {
      seen.push(job.payload);
    });
    await queue.idle();
    expect(seen.length).toBe(jobs);
    expect(seen.findIndex((payload, i) => payload !== i)).toBe(-1);
    await queue.close();
  });

  it('keeps one waiting job for a dedupe id enqueued 200,000 times behind a long backlog', async () => {
    const queue = createInProcessQueue({ logger });
    const backlog = 100_000;
    for (let i = 0; i < backlog; i++) {
      await queue.enqueue('index-product', { id: i }, { dedupeId: `p${i}` });
      await breathe(i);
    }
    for (let n = 0; n < 200_000; n++) {
      await queue.enqueue('index-product', { id: 'hot', n }, { dedupeId: 'hot' });
      await breathe(n);
    }
    const seen: unknown[] = [];
    queue.process(async (job) => {
      seen.push(job.payload);
    });
    await queue.idle();
    expect(seen.length).toBe(backlog + 1);
    expect(seen.at(-1)).toEqual({ id: 'hot', n: 0 });
    await queue.close();
  });

  it('logs the jobs it drops on close and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const lines: Record<string, unknown>[] = [];
    const recording = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const queue = createInProcessQueue({
      logger: recording,
      retry: { attempts: 3, backoffMs: 1000, maxBackoffMs: 60_000, jitter: 0 },
    });
    const blockerStarted = deferred();
    const releaseBlocker = deferred();
    const ran: string[] = [];
    queue.process(async (job) => {
      ran.push(job.name);
      if (job.name === 'flaky') throw new Error('store briefly unavailable');
      if (job.name === 'blocker') {
        blockerStarted.resolve();
        await releaseBlocker.promise;
      }
    });
    await queue.enqueue('flaky', {}, { dedupeId: 'f' });
    await queue.enqueue('blocker', { v: 1 }, { dedupeId: 'b' });
    // With concurrency 1 the blocker starts only once the flaky job has failed; its retry waits on a timer.
    await blockerStarted.promise;
    expect(vi.getTimerCount()).toBe(1);
    await queue.enqueue('blocker', { v: 2 }, { dedupeId: 'b' });
    for (let i = 0; i < 25; i++) await queue.enqueue('index-product', { i }, { dedupeId: `p${i}` });

    const closing = queue.close();
    releaseBlocker.resolve();
    await closing;

    expect(ran).toEqual(['flaky', 'blocker']);
    expect(vi.getTimerCount()).toBe(0);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    const warning = warnings[0] as {
      dropped: number;
      jobs: { id?: string; name: string; dedupeId?: string }[];
    };
    // The 25 waiting jobs, the flaky job's retry and the blocker's pending re-run.
    expect(warning.dropped).toBe(27);
    expect(warning.jobs).toHaveLength(20);
    expect(warning.jobs[0]).toMatchObject({ name: 'index-product', dedupeId: 'p0' });
    expect(warning.jobs[0]?.id).toEqual(expect.any(String));
    await expect(queue.enqueue('index-product', {})).rejects.toThrow('queue closed');
  });
});
