import { ConfigError, createLogger, DataDirBusyError, loadConfig } from '@futterkompass/adapters';
import { startServer } from './server';

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
  const logger = createLogger(config.logLevel);
  try {
    const server = await startServer(config, logger);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'shutting down');
      await server.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `${error.message}\nEin zweiter Server kann denselben Datenbestand nicht öffnen. Bitte den laufenden Server beenden oder DATA_DIR ändern.`,
      );
      process.exit(1);
    }
    logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }
}

void main();
