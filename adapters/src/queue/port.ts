export interface Job {
  id: string;
  name: string;
  payload: unknown;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface EnqueueOptions {
  /**
   * Jobs with the same dedupe id are merged: while one waits, further ones are dropped; while one
   * runs, one more (the latest) is kept to run after it.
   */
  dedupeId?: string;
}

/** Failed runs are retried `attempts` times in all, waiting backoffMs x 2^(attempt-1) before each retry. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 1000 };

/** What a queue holds right now, for metrics. */
export interface QueueStats {
  /** Ready to run. */
  waiting: number;
  running: number;
  /** Waiting for a retry's backoff (or a delay). */
  delayed: number;
  /** Failed for good (BullMQ: kept for 7 days; in-process: since the start). */
  failed: number;
  /** When the oldest job not yet done (waiting, delayed or running) was enqueued; null if none. */
  oldestPendingAt: number | null;
}

export interface Queue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Starts running jobs with `handler`; one handler per queue. */
  process(handler: JobHandler, options?: { concurrency?: number }): void;
  stats(): Promise<QueueStats>;
  /**
   * Resolves once no job waits, waits for a retry or runs (jobs enqueued meanwhile count too): the
   * moment to assert that nothing more runs, without sleeping.
   */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/** A job that cannot succeed (bad data): it fails once with its reason, without retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The queue could not take a job (its server is unreachable or did not answer in time). */
export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}
