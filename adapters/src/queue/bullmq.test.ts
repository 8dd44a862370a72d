import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { describeService } from '../testing/describe-service';
import { createBullQueue } from './bullmq';
import { queueContract } from './contract';
import { QueueUnavailableError } from './port';

const logger = pino({ level: 'silent' });
const here = path.dirname(fileURLToPath(import.meta.url));

describeService('redis', 'queue contract: BullMQ on Redis', (url) => {
  const prefix = `fk-test-${randomBytes(4).toString('hex')}`;
  let n = 0;
  queueContract(async (retry) =>
    createBullQueue({ url, queueName: `contract-${n++}`, prefix, retry, logger }),
  );

  it('closes a queue still connecting without an unhandled rejection', async () => {
    // BullMQ reports a connection init cut off by close after it removed its listeners.
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (let i = 0; i < 30; i++) {
        const queue = createBullQueue({ url, queueName: `quick-${n++}`, prefix, logger });
        // Close at scattered points of the connection's start: before, during and after its init.
        await new Promise((resolve) => setTimeout(resolve, i % 6));
        await queue.close();
      }
      // Rejections are reported after the microtasks of the turn that made them.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(rejections).toEqual([]);
  });

  it('lets running jobs finish on close, and hands back one that outlasts the grace time', async () => {
    const lines: { msg: string }[] = [];
    const recording = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const queueName = `grace-${n++}`;
    const queue = createBullQueue({ url, queueName, prefix, logger: recording, closeGraceMs: 200 });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    queue.process(async () => {
      started();
      await new Promise(() => {});
    });
    await queue.enqueue('index-product', { productId: 'x' });
    await running;
    await queue.close();
    expect(lines.map((l) => l.msg)).toEqual(['shutdown: running index jobs handed back to the queue']);
    // Still active under its lock: when the lock runs out, BullMQ gives it to another worker.
    const probe = createBullQueue({ url, queueName, prefix, logger });
    expect(await probe.stats()).toMatchObject({ running: 1, failed: 0 });
    await probe.close();
  });

  it('releases every connection on close, so the process can end by itself', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, '../testing/bull-exit-probe.ts'), url, prefix],
      { timeout: 25_000 },
    );
    expect(stdout).toBe('closed\n');
  });
});

describe('BullMQ queue without Redis', () => {
  it('fails an enqueue with a clear error instead of waiting forever', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const queue = createBullQueue({
      url: `redis://127.0.0.1:${port}`,
      queueName: 'nowhere',
      logger,
      enqueueTimeoutMs: 300,
    });
    const error = await queue.enqueue('index-product', { productId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueueUnavailableError);
    expect((error as Error).message).toMatch(/^Redis/);
    await queue.close();
  });

  it('closes a queue whose connection failed once and is connecting again, leaving no rejection', async () => {
    // The first connection is reset (an error BullMQ remembers), the second is held open unanswered:
    // close then cuts off a start that rejects with that error after BullMQ removed its listeners.
    let accepted = 0;
    let held: Socket | undefined;
    let secondArrived = () => {};
    const second = new Promise<void>((resolve) => {
      secondArrived = resolve;
    });
    const server = createServer((socket) => {
      accepted++;
      if (accepted === 1) return socket.resetAndDestroy();
      held = socket;
      secondArrived();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      const queue = createBullQueue({
        url: `redis://127.0.0.1:${port}`,
        queueName: 'held',
        logger,
        enqueueTimeoutMs: 50,
      });
      await second;
      await queue.close();
      // The client sees its connection end in the next turns' polls: loopback delivers at once.
      held?.destroy();
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', record);
      await new Promise((resolve) => server.close(resolve));
    }
    expect(rejections).toEqual([]);
  });
});
