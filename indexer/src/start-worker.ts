import { writeFile } from 'node:fs/promises';
import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  ConfigError,
  createAdapters,
  createMetrics,
  type DataDirLock,
  type Logger,
  serveMetrics,
} from '@futterkompass/adapters';
import { type RunningIndexing, startIndexing } from './indexing';

export const HEARTBEAT_FILE = '/tmp/indexer-heartbeat';
const HEARTBEAT_MS = 10_000;

export interface RunningWorker {
  adapters: Adapters;
  indexing: RunningIndexing;
  /** Stops taking jobs, waits for the running ones and releases every connection and timer. */
  close(): Promise<void>;
}

/**
 * The BullMQ index worker of the distributed setup. It starts even while Meilisearch is down:
 * indexing (startIndexing) first brings the index to the definition's settings through a rebuild
 * when they differ, then runs the index jobs and the reconcile. An embedded store may be used only
 * when the worker can own it (no server holds it).
 */
export async function startWorker(
  config: Config,
  logger: Logger,
  options: { heartbeatFile?: string; reconcileIntervalMs?: number } = {},
): Promise<RunningWorker> {
  if (config.queue.kind !== 'bullmq' || config.search.kind !== 'meilisearch') {
    throw new ConfigError(
      'Der Indexer-Worker braucht REDIS_URL und MEILI_URL. Ohne sie läuft der Indexer im Server-Prozess (npm start).',
    );
  }
  const lock: DataDirLock | undefined =
    config.store.kind === 'sqlite' ? await acquireDataDirLock(config.store.dir) : undefined;
  let adapters: Adapters | undefined;
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  try {
    const metrics = createMetrics();
    adapters = await createAdapters(config, logger, { metrics });
    metrics.observe(adapters);
    if (config.metricsPort !== undefined && config.adminToken) {
      metricsServer = await serveMetrics({
        registry: metrics.registry,
        port: config.metricsPort,
        host: config.host,
        tokens: [config.adminToken],
      });
      logger.info({ metricsPort: metricsServer.port }, 'metrics served at /metrics');
    }
  } catch (error) {
    await metricsServer?.close();
    await adapters?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }

  // Liveness for the container healthcheck: a file touched while the worker runs.
  const heartbeatFile = options.heartbeatFile ?? HEARTBEAT_FILE;
  const beat = () => writeFile(heartbeatFile, new Date().toISOString()).catch(() => undefined);
  await beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  const opened = adapters;
  const indexing = startIndexing(
    { ...opened, search: opened.searchWriter ?? opened.search, logger },
    {
      concurrency: config.indexerConcurrency,
      ...(options.reconcileIntervalMs !== undefined && { reconcileIntervalMs: options.reconcileIntervalMs }),
    },
  );
  logger.info('index worker started');
  return {
    adapters: opened,
    indexing,
    async close() {
      clearInterval(heartbeat);
      await indexing.close();
      await metricsServer?.close();
      await opened.close();
      await lock?.release();
    },
  };
}
