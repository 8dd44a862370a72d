import {
  ConfigError,
  createLogger,
  DataDirBusyError,
  handleShutdown,
  loadConfig,
} from '@futterkompass/adapters';
import { startServer } from './server';

/** Start failures whose message says all the operator needs; anything else is logged in full. */
const EXPLAINED = new Set(['ConfigError', 'DataDirBusyError', 'CorruptStoreError']);

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
