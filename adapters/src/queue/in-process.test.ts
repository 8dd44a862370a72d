import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { queueContract } from './contract';
import { createInProcessQueue } from './in-process';

const logger = pino({ level: 'silent' });

describe('queue contract: in-process', () => {
  queueContract(async (retry) => createInProcessQueue({ logger, retry }));
});

describe('in-process queue', () => {
  it('reports idle once every job, including retries, has ended', async () => {
    const queue = createInProcessQueue({ logger, retry: { attempts: 2, backoffMs: 30 } });
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
});
