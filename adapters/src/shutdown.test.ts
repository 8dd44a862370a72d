import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

const here = path.dirname(fileURLToPath(import.meta.url));

const logger = pino({ level: 'silent' });

describe('shutdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes once and exits 0, however often it is asked', async () => {
    const exits: number[] = [];
    const close = vi.fn(async () => {});
    const shutdown = createShutdown({ logger, close, exit: (code) => exits.push(code) });
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the deadline when closing hangs', async () => {
    vi.useFakeTimers();
    const exits: number[] = [];
    const shutdown = createShutdown({
      logger,
      close: () => new Promise<void>(() => {}),
      deadlineMs: 10_000,
      exit: (code) => exits.push(code),
    });
    void shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });

  it('exits 1 when closing fails', async () => {
    const exits: number[] = [];
    await createShutdown({
      logger,
      close: async () => {
        throw new Error('store gone');
      },
      exit: (code) => exits.push(code),
    })('SIGTERM');
    expect(exits).toEqual([1]);
  });
});

describe('process wiring', () => {
  it('logs an unhandled rejection and keeps running, then shuts down on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/rejection-probe.ts')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = await lines.next();
    // Without the handler Node ends the process at the rejection, before any line is written.
    expect(first.done).toBe(false);
    expect(JSON.parse(first.value)).toMatchObject({
      level: 50,
      msg: 'unhandled rejection',
      err: { message: 'nobody waits for this' },
    });
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    expect(JSON.parse((await lines.next()).value)).toMatchObject({ msg: 'shutting down', signal: 'SIGTERM' });
    expect(await exited).toEqual([0, null]);
  });
});
