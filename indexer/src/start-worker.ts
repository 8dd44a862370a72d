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
import { enqueueReindexAll } from './jobs';
import { createIndexProcessor } from './processor';

export const HEARTBEAT_FILE = '/tmp/indexer-heartbeat';
const HEARTBEAT_MS = 10_000;

export interface RunningWorker {
  adapters: Adapters;
  /** Stops taking jobs, waits for the running ones and releases every connection and timer. */
  close(): Promise<void>;
}

/**
 * The BullMQ index worker of the distributed setup: applies the index settings (idempotently,
 * waiting for them), processes index jobs, and enqueues a full rebuild when the index is empty.
 * An embedded store may be used only when the worker can own it (no server holds it).
 */
export async function startWorker(
  config: Config,
  logger: Logger,
  options: { heartbeatFile?: string } = {},
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
    await adapters.search.prepare();
    const concurrency = config.indexerConcurrency;
    adapters.queue.process(createIndexProcessor({ ...adapters, logger }), { concurrency });
    logger.info({ concurrency }, 'index worker started');

    const indexed = await adapters.search.count();
    if (indexed === 0 && (await adapters.store.collection('products').count({ published: true })) > 0) {
      await enqueueReindexAll(adapters.queue);
      logger.info('search index empty: full reindex enqueued');
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
  return {
    adapters: opened,
    async close() {
      clearInterval(heartbeat);
      await metricsServer?.close();
      await opened.close();
      await lock?.release();
    },
  };
}
