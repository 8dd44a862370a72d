import type { Logger } from 'pino';

export interface ShutdownOptions {
  logger: Logger;
  /** Stops taking work and waits for what runs. */
  close(): Promise<void>;
  /** After SIGTERM or SIGINT the process ends by this time, whatever still runs. */
  deadlineMs?: number;
  /** Ends the process; the default is process.exit (a test passes its own). */
  exit?: (code: number) => void;
}

/**
 * The one shutdown deadline of the server and the worker: after SIGTERM they stop taking requests
 * and jobs, give running work RUNNING_WORK_GRACE_MS to finish (index jobs still running then are
 * handed back to the queue, where another worker runs them again), close their connections and
 * exit; at the deadline the process ends whatever still runs. docker-compose.yml grants 30 s
 * (stop_grace_period) and the README says the same; a test keeps the three in step.
 */
export const SHUTDOWN_DEADLINE_MS = 25_000;
export const RUNNING_WORK_GRACE_MS = 20_000;

/** A graceful close with a deadline; later calls share the first one's run. */
export function createShutdown({
  logger,
  close,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  exit = (code) => process.exit(code),
}: ShutdownOptions): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      logger.info({ signal, deadlineMs }, 'shutting down');
      const deadline = setTimeout(() => {
        logger.error({ signal, deadlineMs }, 'shutdown deadline passed: exiting with work still open');
        exit(1);
      }, deadlineMs);
      deadline.unref();
      try {
        await close();
        clearTimeout(deadline);
        exit(0);
      } catch (error) {
        clearTimeout(deadline);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return closing;
  };
  return shutdown;
}

/**
 * Process wiring of a server or worker: the shutdown on SIGTERM and SIGINT, and unhandled
 * rejections logged instead of passing unseen.
 */
export function handleShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { logger } = options;
  const shutdown = createShutdown(options);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
  return shutdown;
}
