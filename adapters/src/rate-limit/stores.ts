import type { Store as RateLimitStore } from 'express-rate-limit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';

/**
 * Where the abuse limits keep their counts: in Redis when it is configured, so that every API
 * replica counts the same requests; otherwise in the process (express-rate-limit's memory store).
 */
export interface RateLimitCounters {
  readonly kind: 'redis' | 'memory';
  /** A store for one limit (its own key prefix); undefined means the library's memory store. */
  store(name: string): RateLimitStore | undefined;
  close(): Promise<void>;
}

export function createRateLimitCounters(
  logger: Logger,
  redisUrl?: string,
  prefix = 'fk:rl',
): RateLimitCounters {
  if (!redisUrl) return { kind: 'memory', store: () => undefined, close: async () => {} };
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
    store: (name) =>
      new RedisStore({
        prefix: `${prefix}:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<string | number>,
      }),
    async close() {
      client.disconnect();
    },
  };
}
