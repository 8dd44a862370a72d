import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

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
