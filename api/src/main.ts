import { setFlagsFromString } from 'node:v8';
import {
  ConfigError,
  createLogger,
  DataDirBusyError,
  handleShutdown,
  loadConfig,
} from '@futterkompass/adapters';
import { startServer } from './server';

/**
 * V8 lets the heap grow to about twice what survived its last full collection before collecting
 * again, and keeps what it took. The embedded server's survivors are the catalogue and the search
 * caches: at 20,000 products its RSS was 530 MB after the start and 660 MB after 10,000 distinct
 * list requests; with growth limited to half, 400 and 460 MB, at the same request rate (a fifth
 * made full collections frequent enough to halve it). V8 reads the flag at every collection, so
 * setting it here, before the store is loaded, takes effect.
 */
setFlagsFromString('--heap-growing-percent=50');

/** Start failures whose message says all the operator needs; anything else is logged in full. */
const EXPLAINED = new Set([
  'ConfigError',
  'DataDirBusyError',
  'DamagedStoreError',
  'DataDirAccessError',
  'DocumentIntegrityError',
  'UniqueIndexConflictError',
  'UpgradeRefusedError',
]);

/** `npm start`: one process serving the API and the web app. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  try {
    const server = await startServer(config, logger);
    handleShutdown({ logger, close: () => server.close() });
  } catch (error) {
    if (error instanceof Error && EXPLAINED.has(error.name)) {
      const hint =
        error instanceof DataDirBusyError
          ? '\nEin zweiter Server kann denselben Datenbestand nicht öffnen. Bitte den laufenden Server beenden oder DATA_DIR ändern.'
          : '';
      console.error(`${error.message}${hint}`);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }
}

void main();
