import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  ConfigError,
  createAdapters,
  createLogger,
  DataDirBusyError,
  readLockHolder,
} from '@futterkompass/adapters';
import { withoutTrailingSlashes } from '@futterkompass/domain';
import { PostRefusedError } from '../ops/posts';
import { UnknownUserError } from '../ops/users';
import { UsageError } from './args';

export const out = (text: string) => process.stdout.write(`${text}\n`);

/**
 * Runs an ops command to its exit code; expected failures (the common ones and the command's own
 * `expected` kinds) print their message, others name the command; never a stack trace.
 */
export function runCommand(
  name: string,
  main: () => Promise<number>,
  expected: readonly (abstract new (...args: never[]) => Error)[] = [],
): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      const known =
        expected.some((kind) => error instanceof kind) ||
        error instanceof ConfigError ||
        error instanceof DataDirBusyError ||
        error instanceof UsageError ||
        error instanceof UnknownUserError ||
        error instanceof PostRefusedError;
      console.error(known ? error.message : `${name} fehlgeschlagen: ${(error as Error).message}`);
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

/**
 * The server an ops command must go through: the one named by --server (with ADMIN_TOKEN), or the
 * running server that holds the embedded store (its lock names port and admin token); else null,
 * and the command opens the store itself.
 */
export async function adminTarget(
  config: Config,
  flags: Map<string, string | true>,
): Promise<{ url: string; token: string } | null> {
  const server = flags.get('server');
  if (typeof server === 'string') {
    if (!config.adminToken) throw new UsageError('--server braucht ADMIN_TOKEN in der Umgebung.');
    return { url: withoutTrailingSlashes(server), token: config.adminToken };
  }
  if (config.store.kind !== 'nedb') return null;
  const holder = await readLockHolder(config.store.dir);
  return holder?.port ? { url: `http://127.0.0.1:${holder.port}`, token: holder.adminToken } : null;
}
