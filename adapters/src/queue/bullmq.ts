import type { EventEmitter } from 'node:events';
import { Queue as BullQueue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RUNNING_WORK_GRACE_MS } from '../shutdown';
import {
  DEFAULT_RETRY,
  type Job,
  type JobHandler,
  PermanentJobError,
  type Queue,
  QueueUnavailableError,
  type RetryPolicy,
  retryDelay,
} from './port';

export interface BullOptions {
  url: string;
  queueName: string;
  logger: Logger;
  retry?: RetryPolicy;
  /** Redis key prefix, to keep several deployments or test runs apart. */
  prefix?: string;
  /** How long an enqueue may wait for Redis before it fails. */
  enqueueTimeoutMs?: number;
  /** How long close() lets running jobs finish before it hands them back. */
  closeGraceMs?: number;
}

const ENQUEUE_TIMEOUT_MS = 5000;
/**
 * Waits between reconnection attempts: back within two seconds of Redis (BullMQ's own default grows
 * to 20 s, and every product write would wait for it to notice).
 */
const reconnectDelay = (times: number) => Math.min(times * 200, 2000);
/** ioredis states in which Redis is known not to answer: an enqueue fails at once instead of waiting. */
const DOWN = new Set(['reconnecting', 'close', 'end']);
/** The worker's own backoff (capped, with jitter), named in each job's options. */
const BACKOFF = 'capped-exponential';

/** BullMQ on Redis: the queue of the distributed setup; jobs outlive the processes. */
export function createBullQueue(options: BullOptions): Queue {
  const retry = options.retry ?? DEFAULT_RETRY;
  const prefix = options.prefix ?? 'fk';
  const enqueueTimeout = options.enqueueTimeoutMs ?? ENQUEUE_TIMEOUT_MS;
  // BullMQ is given connection options, not clients, so that it owns and closes every connection
  // it makes, including one still connecting (a client passed in counts as shared: its failed
  // start surfaced as an unhandled rejection after close). The producer's commands fail after one
  // reconnection attempt instead of waiting for Redis forever; only the worker's blocking
  // connection needs unlimited retries.
  const queue = new BullQueue(options.queueName, {
    connection: {
      url: options.url,
      maxRetriesPerRequest: 1,
      connectTimeout: enqueueTimeout,
      retryStrategy: reconnectDelay,
    },
    prefix,
    defaultJobOptions: {
      attempts: retry.attempts,
      backoff: { type: BACKOFF },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
    },
  });
  queue.on('error', (err) => options.logger.error({ err }, 'queue connection error'));
  let worker: Worker | undefined;
  /** Whether any job waits, waits for a retry or runs, in Redis (any process's). */
  const pending = async () => {
    const counts = await queue.getJobCounts(
      'waiting',
      'prioritized',
      'active',
      'delayed',
      'waiting-children',
    );
    return Object.values(counts).some((n) => n > 0);
  };

  return {
    kind: 'bullmq',
    async enqueue(name, payload, { dedupeId } = {}) {
      const add = async () => {
        if (DOWN.has((await queue.client).status))
          throw new QueueUnavailableError(
            'Redis ist nicht erreichbar (die Verbindung wird wiederhergestellt).',
          );
        await queue.add(
          name,
          payload,
          dedupeId ? { deduplication: { id: dedupeId, keepLastIfActive: true } } : {},
        );
      };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new QueueUnavailableError(`Redis hat nicht binnen ${enqueueTimeout} ms geantwortet.`)),
          enqueueTimeout,
        );
      });
      try {
        await Promise.race([add(), timeout]);
      } catch (error) {
        if (error instanceof QueueUnavailableError) throw error;
        throw new QueueUnavailableError(`Redis: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    },
    async repeat(name, payload, everyMs) {
      // One scheduler per name in Redis: servers starting it again replace it, never add a second.
      await queue.upsertJobScheduler(`repeat:${name}`, { every: everyMs }, { name, data: payload });
    },
    process(handler: JobHandler, { concurrency = 1 } = {}) {
      if (worker) throw new Error('queue already has a worker');
      const instance = new Worker(
        options.queueName,
        async (job) => {
          const run: Job = {
            id: job.id ?? '',
            name: job.name,
            payload: job.data,
            attempt: job.attemptsMade + 1,
            attempts: job.opts.attempts ?? retry.attempts,
            enqueuedAt: job.timestamp,
          };
          try {
            await handler(run);
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection: { url: options.url, maxRetriesPerRequest: null, retryStrategy: reconnectDelay },
          prefix,
          concurrency,
          settings: { backoffStrategy: (attemptsMade) => retryDelay(retry, attemptsMade) },
        },
      );
      instance.on('failed', (job, err) =>
        options.logger.warn(
          { job: job?.name, id: job?.id, attempt: job?.attemptsMade, err },
          'job attempt failed',
        ),
      );
      instance.on('error', (err) => options.logger.error({ err }, 'worker error'));
      worker = instance;
    },
    async stats() {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      // The oldest job of each pending state (asc: oldest first); its timestamp is its enqueue time.
      const firsts = await Promise.all(
        (['waiting', 'prioritized', 'delayed', 'active'] as const).map((state) =>
          queue.getJobs([state], 0, 0, true),
        ),
      );
      const times = firsts.flat().map((job) => job.timestamp);
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        running: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        oldestPendingAt: times.length > 0 ? Math.min(...times) : null,
      };
    },
    async idle() {
      // The events are read from the stream's last entry before the first look: a job that ends
      // after that look is in the stream after it, whenever the reader's first read comes.
      // BullMQ's connection is an ioredis client; its own type names only the commands BullMQ uses.
      const client = (await queue.client) as unknown as Redis;
      const [last] = await client.xrevrange(queue.keys.events as string, '+', '-', 'COUNT', 1);
      const events = new QueueEvents(options.queueName, {
        connection: { url: options.url, maxRetriesPerRequest: null },
        prefix,
        lastEventId: last?.[0] ?? '0-0',
      });
      try {
        await events.waitUntilReady();
        await new Promise<void>((resolve, reject) => {
          const look = () => pending().then((busy) => busy || resolve(), reject);
          events.on('completed', look);
          events.on('failed', look);
          void look();
        });
      } finally {
        await events.close();
      }
    },
    async close() {
      if (worker) {
        // No new jobs from here; the running ones get the grace time. A job still running after it
        // keeps its lock only until the lock expires: BullMQ then gives it to another worker.
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          worker.pause().then(() => true),
          new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), options.closeGraceMs ?? RUNNING_WORK_GRACE_MS);
          }),
        ]);
        clearTimeout(timer);
        if (!finished) options.logger.warn('shutdown: running index jobs handed back to the queue');
        await worker.close(!finished);
      }
      // BullMQ 5.81 reports a connection start cut off by close after it removed its listeners:
      // an unhandled rejection that ends the process. Let the start settle first, for at most the
      // enqueue timeout (Redis may be unreachable; then close cuts it off as before).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        queue.waitUntilReady().then(
          () => {},
          () => {},
        ),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, enqueueTimeout);
        }),
      ]);
      clearTimeout(timer);
      await queue.close();
      // A start cut off after a failed attempt rejects once its socket ends, after close removed the
      // connection's listeners; BullMQ re-emits that as 'error', which without a listener throws.
      (queue as unknown as { connection: EventEmitter }).connection.on('error', () => {});
    },
  };
}
