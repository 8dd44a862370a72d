import { type Config, ConfigError, loadConfig } from './config';
import { DataDirAccessError } from './data-dir-access';
import { DataDirBusyError } from './data-dir-lock';
import { createLogger, type Logger } from './logger';
import { handleShutdown } from './shutdown';
import { DamagedStoreError, DocumentIntegrityError } from './store/sqlite/damage';
import { UpgradeRefusedError } from './store/sqlite/nedb-import';
import { UniqueIndexConflictError } from './store/sqlite/tables';

/**
 * Failures at the start whose German message says all the operator needs: printed as they are,
 * without a stack trace, by the server, the worker and the ops commands alike.
 */
export const EXPLAINED_START_ERRORS = [
  ConfigError,
  DataDirBusyError,
  DataDirAccessError,
  DamagedStoreError,
  DocumentIntegrityError,
  UniqueIndexConflictError,
  UpgradeRefusedError,
] as const;

const BUSY_HINT =
  'Denselben Datenbestand kann nur ein Prozess zugleich öffnen. Bitte den laufenden Prozess beenden oder DATA_DIR ändern.';

/** What a process that could not start prints for the operator; null for a failure not foreseen. */
export function explainStartFailure(error: unknown): string | null {
  if (!EXPLAINED_START_ERRORS.some((type) => error instanceof type)) return null;
  const { message } = error as Error;
  return error instanceof DataDirBusyError ? `${message}\n${BUSY_HINT}` : message;
}

/** Something running that a signal closes: the server, the worker. */
export interface Running {
  close(): Promise<void>;
}

export interface ProcessOptions {
  /** Names the process's log lines; the server's are named 'futterkompass'. */
  name?: string;
  start(config: Config, logger: Logger): Promise<Running>;
  env?: NodeJS.ProcessEnv;
  /** A test passes its own; the default ends the process. */
  exit?: (code: number) => void;
  /** Where an explained failure is printed; the default is stderr. */
  report?: (text: string) => void;
}

/**
 * The one bootstrap of the server and the worker: reads the configuration, makes the logger,
 * starts, and closes gracefully on SIGTERM and SIGINT (handleShutdown). A failure to start ends
 * the process with 1: a foreseen one with its German message alone, anything else logged in full.
 */
export async function runProcess({
  name,
  start,
  env = process.env,
  exit = (code) => process.exit(code),
  report = (text) => console.error(text),
}: ProcessOptions): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    // Without a configuration there is no logger yet: the message is all there is to say.
    report(explainStartFailure(error) ?? `Ungültige Konfiguration: ${(error as Error).message}`);
    exit(1);
    return;
  }
  const logger = createLogger(config.logLevel, name, config.logFormat);
  try {
    const running = await start(config, logger);
    handleShutdown({ logger, close: () => running.close() });
  } catch (error) {
    const explained = explainStartFailure(error);
    if (explained) report(explained);
    else logger.fatal({ err: error }, 'start failed');
    exit(1);
  }
}
