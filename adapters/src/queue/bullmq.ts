import { Queue as BullQueue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  DEFAULT_RETRY,
  type Job,
  type JobHandler,
  PermanentJobError,
  type Queue,
  type RetryPolicy,
} from './port';

export interface BullOptions {
  url: string;
  queueName: string;
  logger: Logger;
  retry?: RetryPolicy;
  /** Redis key prefix, to keep several deployments or test runs apart. */
  prefix?: string;
}

/** BullMQ on Redis: the queue of the distributed setup; jobs outlive the processes. */
export function createBullQueue(options: BullOptions): Queue {
  const retry = options.retry ?? DEFAULT_RETRY;
  const prefix = options.prefix ?? 'fk';
  const connection = new Redis(options.url, { maxRetriesPerRequest: null });
  const queue = new BullQueue(options.queueName, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
    },
  });
  queue.on('error', (err) => options.logger.error({ err }, 'queue connection error'));
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async enqueue(name, payload, { dedupeId } = {}) {
      await queue.add(
        name,
        payload,
        dedupeId ? { deduplication: { id: dedupeId, keepLastIfActive: true } } : {},
      );
    },
    process(handler: JobHandler, { concurrency = 1 } = {}) {
      if (worker) throw new Error('queue already has a worker');
      worker = new Worker(
        options.queueName,
        async (job) => {
          const run: Job = {
            id: job.id ?? '',
            name: job.name,
            payload: job.data,
            attempt: job.attemptsMade + 1,
          };
          try {
            await handler(run);
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        { connection: connection.duplicate(), prefix, concurrency },
      );
      worker.on('failed', (job, err) =>
        options.logger.warn(
          { job: job?.name, id: job?.id, attempt: job?.attemptsMade, err },
          'job attempt failed',
        ),
      );
      worker.on('error', (err) => options.logger.error({ err }, 'worker error'));
    },
    async close() {
      await worker?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
