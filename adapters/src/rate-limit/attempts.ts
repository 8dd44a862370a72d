import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * How password attempts against one subject (an account at an address, an address) are slowed:
 * `free` attempts at once, then a wait before each further one that starts at `firstWaitSec` and
 * doubles, up to `maxWaitSec`. Attempts are remembered for `windowSec` from the first.
 */
export interface AttemptPolicy {
  free: number;
  firstWaitSec: number;
  maxWaitSec: number;
  windowSec: number;
}

/** The counts behind one policy. */
export interface AttemptThrottle {
  /**
   * Reserves an attempt before the password is checked: null when it may go ahead, otherwise the
   * seconds to wait. Concurrent attempts cannot slip past the wait: the count is raised
   * atomically first, and beyond the free ones only the caller that starts the next wait goes on.
   */
  take(key: string): Promise<number | null>;
  /** Gives back an attempt that was not a wrong password (it succeeded, or another limit refused it). */
  giveBack(key: string): Promise<void>;
  /** Forgets the subject's attempts and wait: its owner proved the password. */
  reset(key: string): Promise<void>;
}

/** The wait (seconds) started by the n-th attempt: none before the last free one, then doubling. */
export function waitAfter(attempt: number, policy: AttemptPolicy): number {
  if (attempt < policy.free) return 0;
  const doublings = Math.min(attempt - policy.free, 30);
  return Math.min(policy.firstWaitSec * 2 ** doublings, policy.maxWaitSec);
}

/**
 * An AttemptThrottle on two rate-limiter-flexible limiters of one store (Redis, shared by the API
 * replicas, or the process's memory): `counts` counts attempts in the window, `waits` holds one
 * point for as long as the current wait lasts.
 */
export function createAttemptThrottle(
  policy: AttemptPolicy,
  limiters: { counts: RateLimiterAbstract; waits: RateLimiterAbstract },
): AttemptThrottle {
  const { counts, waits } = limiters;
  return {
    async take(key) {
      const attempt = (await counts.penalty(key, 1)).consumedPoints;
      const wait = waitAfter(attempt, policy);
      if (attempt < policy.free) return null;
      const held = await waits.penalty(key, 1, { customDuration: wait });
      if (held.consumedPoints === 1) return null;
      await counts.reward(key, 1);
      return Math.max(1, Math.ceil(held.msBeforeNext / 1000));
    },
    async giveBack(key) {
      await counts.reward(key, 1);
    },
    async reset(key) {
      await Promise.all([counts.delete(key), waits.delete(key)]);
    },
  };
}
