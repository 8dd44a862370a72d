import { afterEach, expect, it } from 'vitest';
import { type Job, PermanentJobError, type Queue, type RetryPolicy } from './port';

export type MakeQueue = (retry: RetryPolicy) => Promise<Queue>;

const RETRY: RetryPolicy = { attempts: 3, backoffMs: 100, maxBackoffMs: 60_000, jitter: 0 };

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

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

  it('repeats a job on its interval; scheduling it again replaces the schedule', async () => {
    const queue = await make();
    const seen: Job[] = [];
    queue.process(async (job) => {
      seen.push(job);
    });
    await queue.repeat('tick', { n: 1 }, 150);
    await queue.repeat('tick', { n: 2 }, 150);
    await until(() => seen.length >= 3);
    expect(seen.every((job) => job.name === 'tick')).toBe(true);
    expect(seen.at(-1)?.payload).toEqual({ n: 2 });
  });

  it('merges waiting jobs with the same dedupe id', async () => {
    const queue = await make();
    for (let i = 0; i < 3; i++) await queue.enqueue('index-product', { id: 'p1', n: i }, { dedupeId: 'p1' });
    await queue.enqueue('index-product', { id: 'p2' }, { dedupeId: 'p2' });
    const seen: unknown[] = [];
    queue.process(async (job) => {
      seen.push(job.payload);
    });
    await queue.idle();
    expect(seen).toEqual([{ id: 'p1', n: 0 }, { id: 'p2' }]);
  });

  it('keeps the latest job of a dedupe id that arrives while one runs, and runs it after', async () => {
    const queue = await make();
    const first = gate();
    const seen: unknown[] = [];
    queue.process(
      async (job) => {
        seen.push(job.payload);
        if (seen.length === 1) await first.opened;
      },
      { concurrency: 2 },
    );
    await queue.enqueue('index-product', { v: 1 }, { dedupeId: 'p1' });
    await until(() => seen.length === 1);
    await queue.enqueue('index-product', { v: 2 }, { dedupeId: 'p1' });
    await queue.enqueue('index-product', { v: 3 }, { dedupeId: 'p1' });
    // The free second slot takes jobs in order: had v2 or v3 been queued, it would run before this one.
    await queue.enqueue('index-product', { marker: true });
    try {
      await until(() => seen.length === 2);
      expect(seen).toEqual([{ v: 1 }, { marker: true }]);
    } finally {
      first.open();
    }
    await queue.idle();
    expect(seen).toEqual([{ v: 1 }, { marker: true }, { v: 3 }]);
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
    const queue = await make({ attempts: 2, backoffMs: 20, maxBackoffMs: 60_000, jitter: 0 });
    let runs = 0;
    queue.process(async () => {
      runs++;
      throw new Error('always');
    });
    await queue.enqueue('index-product', { id: 'p1' });
    await queue.idle();
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
    await queue.idle();
    expect(runs).toBe(1);
  });

  it('runs jobs concurrently up to the concurrency', async () => {
    const queue = await make();
    let active = 0;
    let peak = 0;
    const both = gate();
    for (let i = 0; i < 4; i++) await queue.enqueue('index-product', { i });
    queue.process(
      async () => {
        active++;
        peak = Math.max(peak, active);
        // The first two hold each other until both run: a third slot would have taken a job by then.
        if (active === 2) both.open();
        await both.opened;
        active--;
      },
      { concurrency: 2 },
    );
    await queue.idle();
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
    await queue.idle();
    expect(runs).toBe(2);
    expect(await queue.stats()).toEqual({
      waiting: 0,
      running: 0,
      delayed: 0,
      failed: 1,
      oldestPendingAt: null,
    });
  });

  it('waits for the running job on close', async () => {
    const queue = await make();
    let finished = false;
    let started = false;
    const job = gate();
    queue.process(async () => {
      started = true;
      await job.opened;
      finished = true;
    });
    await queue.enqueue('reindex-all', {});
    await until(() => started);
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    open = open.filter((q) => q !== queue);
    // close() waits for the job: it cannot be done while the job is held.
    await Promise.resolve();
    expect(closed).toBe(false);
    job.open();
    await closing;
    expect(finished).toBe(true);
  });
}
