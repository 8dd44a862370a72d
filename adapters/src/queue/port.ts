export interface Job {
  id: string;
  name: string;
  payload: unknown;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Runs allowed in all: a failure of the last one is final. */
  attempts: number;
  /** When the job was first enqueued (ms since the epoch): about when its change was made. */
  enqueuedAt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface EnqueueOptions {
  /**
   * Jobs with the same dedupe id are merged: while one waits, further ones are dropped; while one
   * runs, one more (the latest) is kept to run after it.
   */
  dedupeId?: string;
}

/**
 * A job runs at most `attempts` times. Before retry n the queue waits backoffMs x 2^(n-1), at most
 * maxBackoffMs, spread by up to ±jitter of it, so that the jobs an outage failed together do not
 * all come back at the same instant.
 */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** 0 to 1: the share of each wait that is random. */
  jitter: number;
}

/**
 * Sized for outages rather than hiccups: 2 s, 4 s, … up to 30 min between runs, about three hours
 * in all (retryBudgetMs). A change whose job still fails is not lost: the reconcile brings it in.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 16,
  backoffMs: 2000,
  maxBackoffMs: 30 * 60_000,
  jitter: 0.2,
};

/** The wait before the run after failed run number `attempt` (1-based). */
export function retryDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const nominal = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1));
  return Math.round(nominal * (1 + policy.jitter * (2 * random() - 1)));
}

/** How long a job is retried before it fails for good, without the jitter. */
export function retryBudgetMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.attempts; attempt++) total += retryDelay(policy, attempt, () => 0.5);
  return total;
}

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
  /**
   * Enqueues the job every `everyMs` from now on (deduplicated by its name), across processes once:
   * BullMQ keeps one job scheduler per name in Redis; the in-process queue a timer.
   */
  repeat(name: string, payload: unknown, everyMs: number): Promise<void>;
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
