import type { Store as RateLimitStore } from 'express-rate-limit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { type AttemptPolicy, type AttemptThrottle, createAttemptThrottle } from './attempts';

/**
 * Where the abuse limits keep their counts: in Redis when it is configured, so that every API
 * replica counts the same requests; otherwise in the process (express-rate-limit's memory store).
 */
export interface RateLimitCounters {
  readonly kind: 'redis' | 'memory';
  /** A store for one limit (its own key prefix); undefined means the library's memory store. */
  store(name: string): RateLimitStore | undefined;
  /** Password attempts counted for one policy (its own key prefix), with waits that grow. */
  attempts(name: string, policy: AttemptPolicy): AttemptThrottle;
  close(): Promise<void>;
}

// rate-limiter-flexible refuses nothing here (attempts are raised with penalty), so its own limit
// only has to be larger than any count.
const UNLIMITED = 1_000_000_000;

const memoryAttempts = (name: string, policy: AttemptPolicy) =>
  createAttemptThrottle(policy, {
    counts: new RateLimiterMemory({ keyPrefix: `${name}:n`, points: UNLIMITED, duration: policy.windowSec }),
    waits: new RateLimiterMemory({ keyPrefix: `${name}:w`, points: 1, duration: policy.maxWaitSec }),
  });

export function createRateLimitCounters(
  logger: Logger,
  redisUrl?: string,
  prefix = 'fk:rl',
): RateLimitCounters {
  if (!redisUrl)
    return { kind: 'memory', store: () => undefined, attempts: memoryAttempts, close: async () => {} };
  // A command fails after one reconnection attempt; the limiter then lets the request through
  // (passOnStoreError) rather than turning a Redis outage into an outage of the portal.
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5000, lazyConnect: true });
  let reported = false;
  client.on('error', (err) => {
    if (!reported) logger.warn({ err }, 'rate limit counters: Redis unreachable, requests pass unlimited');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return {
    kind: 'redis',
    store: (name) => {
      const store = new RedisStore({
        prefix: `${prefix}:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<string | number>,
      });
      // express-rate-limit starts the store's script loading without awaiting it: a Redis that is
      // down, or a close before the answer, would reject it unhandled (a crash of the process).
      // Requests then pass, as for any other store error (passOnStoreError).
      const init = store.init.bind(store);
      store.init = (options) =>
        init(options).catch((err: unknown) => {
          logger.warn({ err, limiter: name }, 'rate limit counters: scripts not loaded, requests pass');
        });
      return store;
    },
    attempts(name, policy) {
      // While Redis is not connected each replica counts on its own at once, rather than letting
      // guesses through or holding the login until a reconnection fails.
      if (client.status === 'wait') client.connect().catch(() => undefined);
      const limiter = (suffix: string, options: { points: number; duration: number }) =>
        new RateLimiterRedis({
          storeClient: client,
          rejectIfRedisNotReady: true,
          keyPrefix: `${prefix}:${name}:${suffix}`,
          ...options,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}:${suffix}`, ...options }),
        });
      return createAttemptThrottle(policy, {
        counts: limiter('n', { points: UNLIMITED, duration: policy.windowSec }),
        waits: limiter('w', { points: 1, duration: policy.maxWaitSec }),
      });
    },
    async close() {
      client.disconnect();
    },
  };
}
