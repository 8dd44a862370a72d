import { afterEach, expect, it } from 'vitest';
import { type Job, PermanentJobError, type Queue, type RetryPolicy } from './port';

export type MakeQueue = (retry: RetryPolicy) => Promise<Queue>;

const RETRY: RetryPolicy = { attempts: 3, backoffMs: 100 };

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The behaviour every queue implementation must show. */
export function queueContract(makeQueue: MakeQueue): void {
  let open: Queue[] = [];
  const make = async (retry = RETRY) => {
    const queue = await makeQueue(retry);
    open.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(open.map((q) => q.close()));
    open = [];
  });

  it('runs enqueued jobs with their name and payload', async () => {
    const queue = await make();
    const seen: Job[] = [];
    queue.process(async (job) => {
      seen.push(job);
    });
    await queue.enqueue('index-product', { id: 'p1' });
    await queue.enqueue('delete-product', { id: 'p2' });
    await until(() => seen.length === 2);
    expect(seen.map((j) => [j.name, j.payload, j.attempt])).toEqual([
      ['index-product', { id: 'p1' }, 1],
      ['delete-product', { id: 'p2' }, 1],
    ]);
  });

  it('merges waiting jobs with the same dedupe id', async () => {
    const queue = await make();
    for (let i = 0; i < 3; i++) await queue.enqueue('index-product', { id: 'p1', n: i }, { dedupeId: 'p1' });
    await queue.enqueue('index-product', { id: 'p2' }, { dedupeId: 'p2' });
    const seen: unknown[] = [];
    queue.process(async (job) => {
      seen.push(job.payload);
    });
    await until(() => seen.length === 2);
    await sleep(200);
    expect(seen).toEqual([{ id: 'p1', n: 0 }, { id: 'p2' }]);
  });

  it('keeps the latest job of a dedupe id that arrives while one runs, and runs it after', async () => {
    const queue = await make();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const seen: unknown[] = [];
    queue.process(async (job) => {
      seen.push(job.payload);
      if (seen.length === 1) await gate;
    });
    await queue.enqueue('index-product', { v: 1 }, { dedupeId: 'p1' });
    await until(() => seen.length === 1);
    await queue.enqueue('index-product', { v: 2 }, { dedupeId: 'p1' });
    await queue.enqueue('index-product', { v: 3 }, { dedupeId: 'p1' });
    await sleep(100);
    expect(seen).toEqual([{ v: 1 }]);
    release();
    await until(() => seen.length === 2);
    await sleep(200);
    expect(seen).toEqual([{ v: 1 }, { v: 3 }]);
  });

  it('retries a failing job with exponential backoff', async () => {
    const queue = await make();
    const runs: { attempt: number; at: number }[] = [];
    queue.process(async (job) => {
      runs.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 3) throw new Error('store briefly unavailable');
    });
    await queue.enqueue('index-product', { id: 'p1' });
    await until(() => runs.length === 3);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = runs.map((r) => r.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(90);
    expect(third - second).toBeGreaterThanOrEqual(190);
  });

  it('gives up after the configured attempts', async () => {
    const queue = await make({ attempts: 2, backoffMs: 20 });
    let runs = 0;
    queue.process(async () => {
      runs++;
      throw new Error('always');
    });
    await queue.enqueue('index-product', { id: 'p1' });
    await until(() => runs === 2);
    await sleep(300);
    expect(runs).toBe(2);
  });

  it('fails a job that cannot succeed once, without retries', async () => {
    const queue = await make();
    let runs = 0;
    queue.process(async () => {
      runs++;
      throw new PermanentJobError('Produkt hat keine Marke');
    });
    await queue.enqueue('index-product', { id: 'broken' });
    await until(() => runs === 1);
    await sleep(400);
    expect(runs).toBe(1);
  });

  it('runs jobs concurrently up to the concurrency', async () => {
    const queue = await make();
    let active = 0;
    let peak = 0;
    let done = 0;
    queue.process(
      async () => {
        active++;
        peak = Math.max(peak, active);
        await sleep(100);
        active--;
        done++;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 4; i++) await queue.enqueue('index-product', { i });
    await until(() => done === 4);
    expect(peak).toBe(2);
  });

  it('tells what waits, runs and failed, and since when the oldest pending job waits', async () => {
    const queue = await make();
    const before = Date.now();
    await queue.enqueue('index-product', { id: 'p1' });
    await queue.enqueue('index-product', { id: 'p2' });
    const waiting = await queue.stats();
    expect(waiting).toMatchObject({ waiting: 2, running: 0, failed: 0 });
    // BullMQ stamps jobs with Redis' client clock in whole milliseconds: a second of slack.
    expect(waiting.oldestPendingAt).toBeGreaterThanOrEqual(before - 1000);
    expect(waiting.oldestPendingAt).toBeLessThanOrEqual(Date.now() + 1000);
    let runs = 0;
    queue.process(async (job) => {
      runs++;
      if ((job.payload as { id: string }).id === 'p2') throw new PermanentJobError('kaputt');
    });
    await until(() => runs === 2);
    let stats = await queue.stats();
    for (let i = 0; i < 100 && (stats.failed < 1 || stats.running > 0); i++) {
      await sleep(20);
      stats = await queue.stats();
    }
    expect(stats).toEqual({ waiting: 0, running: 0, delayed: 0, failed: 1, oldestPendingAt: null });
  });

  it('waits for the running job on close', async () => {
    const queue = await make();
    let finished = false;
    let started = false;
    queue.process(async () => {
      started = true;
      await sleep(200);
      finished = true;
    });
    await queue.enqueue('reindex-all', {});
    await until(() => started);
    await queue.close();
    open = open.filter((q) => q !== queue);
    expect(finished).toBe(true);
  });
}
