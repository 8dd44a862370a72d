import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { type AttemptPolicy, waitAfter } from './attempts';
import { createRateLimitCounters } from './stores';

const policy: AttemptPolicy = { free: 3, firstWaitSec: 1, maxWaitSec: 8, windowSec: 3600 };

describe('password attempt waits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles from the last free attempt on, up to the longest wait', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((n) => waitAfter(n, policy))).toEqual([0, 0, 1, 2, 4, 8, 8, 8]);
  });

  it('lets the free attempts through, then one attempt per wait, each wait twice the last', async () => {
    const throttle = createRateLimitCounters(createLogger('silent')).attempts('test', policy);
    expect([await throttle.take('k'), await throttle.take('k'), await throttle.take('k')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(await throttle.take('k')).toBe(1);
    // Refused attempts are given back: knocking while waiting does not make the wait longer.
    expect(await throttle.take('k')).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await throttle.take('k')).toBeNull();
    expect(await throttle.take('k')).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await throttle.take('k')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await throttle.take('k')).toBeNull();
    expect(await throttle.take('k')).toBe(4);
    // Another key is not affected.
    expect(await throttle.take('other')).toBeNull();
  });

  it('lets no concurrent attempts slip past the wait', async () => {
    const throttle = createRateLimitCounters(createLogger('silent')).attempts('test', policy);
    const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.take('k')));
    expect(answers.filter((a) => a === null)).toHaveLength(policy.free);
    expect(answers.filter((a) => a === 1)).toHaveLength(30 - policy.free);
  });

  it('forgets a key on reset, and takes back an attempt given back', async () => {
    const throttle = createRateLimitCounters(createLogger('silent')).attempts('test', policy);
    for (let i = 0; i < 3; i++) await throttle.take('k');
    expect(await throttle.take('k')).toBe(1);
    await throttle.reset('k');
    expect(await throttle.take('k')).toBeNull();
    await throttle.giveBack('k');
    await throttle.take('k');
    await throttle.take('k');
    // Two counted so far (the given-back one is not): the third is the last free one.
    expect(await throttle.take('k')).toBeNull();
    expect(await throttle.take('k')).toBe(1);
  });

  it('forgets the attempts when the window has passed', async () => {
    const throttle = createRateLimitCounters(createLogger('silent')).attempts('test', policy);
    for (let i = 0; i < 3; i++) await throttle.take('k');
    await vi.advanceTimersByTimeAsync(3600_000);
    expect([await throttle.take('k'), await throttle.take('k'), await throttle.take('k')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
