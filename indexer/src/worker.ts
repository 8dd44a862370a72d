import { writeFile } from 'node:fs/promises';
import { ConfigError, createAdapters, createLogger, loadConfig } from '@futterkompass/adapters';
import { enqueueReindexAll } from './jobs';
import { createIndexProcessor } from './processor';

const HEARTBEAT_FILE = '/tmp/indexer-heartbeat';

/**
 * `npm run worker`: the BullMQ index worker of the distributed setup. It needs Redis (the queue)
 * and Meilisearch (an index shared with the API); closes gracefully on SIGINT and SIGTERM.
 */
async function main() {
  const config = loadConfig();
  if (config.queue.kind !== 'bullmq' || config.search.kind !== 'meilisearch') {
    throw new ConfigError(
      'Der Indexer-Worker braucht REDIS_URL und MEILI_URL. Ohne sie läuft der Indexer im Server-Prozess (npm start).',
    );
  }
  const logger = createLogger(config.logLevel, 'indexer');
  const adapters = await createAdapters(config, logger);
  const concurrency = config.indexerConcurrency;
  adapters.queue.process(createIndexProcessor({ ...adapters, logger }), { concurrency });
  logger.info({ concurrency }, 'index worker started');

  const indexed = await adapters.search.count().catch(() => 0);
  if (indexed === 0 && (await adapters.store.collection('products').count({ published: true })) > 0) {
    await enqueueReindexAll(adapters.queue);
    logger.info('search index empty: full reindex enqueued');
  }

  // Liveness for the container healthcheck: a file touched while the worker runs.
  const heartbeat = setInterval(
    () => void writeFile(HEARTBEAT_FILE, new Date().toISOString()).catch(() => undefined),
    10_000,
  );
  await writeFile(HEARTBEAT_FILE, new Date().toISOString());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker closing: waiting for running jobs');
    clearInterval(heartbeat);
    await adapters.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
