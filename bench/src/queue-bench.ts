import { createInProcessQueue, createLogger } from '@futterkompass/adapters';
import { median } from './stats';

export interface QueueBenchResult {
  enqueues: number;
  enqueueMsMedian: number;
  drainMsMedian: number;
}

/**
 * Times `enqueues` enqueues with distinct dedupe ids into the embedded queue (a large backlog, as a
 * full reindex or an import produces), then draining them with a no-op handler; medians over `runs`.
 */
export async function benchInProcessQueue(enqueues = 200_000, runs = 3): Promise<QueueBenchResult> {
  const enqueueMs: number[] = [];
  const drainMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const queue = createInProcessQueue({ logger: createLogger('silent') });
    let started = performance.now();
    for (let i = 0; i < enqueues; i++) await queue.enqueue('index-product', { id: i }, { dedupeId: `p${i}` });
    enqueueMs.push(performance.now() - started);
    started = performance.now();
    queue.process(async () => {});
    await queue.idle();
    drainMs.push(performance.now() - started);
    await queue.close();
  }
  return {
    enqueues,
    enqueueMsMedian: Math.round(median(enqueueMs)),
    drainMsMedian: Math.round(median(drainMs)),
  };
}
