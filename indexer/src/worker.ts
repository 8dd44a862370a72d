import {
  ConfigError,
  createLogger,
  DataDirBusyError,
  handleShutdown,
  loadConfig,
} from '@futterkompass/adapters';
import { startWorker } from './start-worker';

/**
 * `npm run worker`: the BullMQ index worker of the distributed setup (Redis and Meilisearch);
 * closes gracefully on SIGINT and SIGTERM, within a deadline.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'indexer', config.logFormat);
  const worker = await startWorker(config, logger);
  handleShutdown({ logger, close: () => worker.close() });
}

main().catch((error) => {
  const expected = error instanceof ConfigError || error instanceof DataDirBusyError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
