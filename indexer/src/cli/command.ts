import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  ConfigError,
  createAdapters,
  createLogger,
  DataDirBusyError,
} from '@futterkompass/adapters';
import { UnknownUserError } from '../ops/users';
import { UsageError } from './args';

export const out = (text: string) => process.stdout.write(`${text}\n`);

/** Runs an ops command to its exit code; expected failures print their message, never a stack trace. */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      const expected =
        error instanceof ConfigError ||
        error instanceof DataDirBusyError ||
        error instanceof UsageError ||
        error instanceof UnknownUserError;
      console.error(expected ? error.message : `${name} fehlgeschlagen: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}

/** The adapters for one command; an embedded store stays locked until `close`. */
export async function openExclusive(
  config: Config,
  name: string,
): Promise<{ adapters: Adapters; close(): Promise<void> }> {
  const lock = config.store.kind === 'nedb' ? await acquireDataDirLock(config.store.dir) : undefined;
  try {
    const adapters = await createAdapters(config, createLogger('warn', name));
    return {
      adapters,
      async close() {
        await adapters.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
