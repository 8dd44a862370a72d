import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  ConfigError,
  createAdapters,
  createLogger,
  DamagedBackupError,
  DamagedStoreError,
  DataDirAccessError,
  DataDirBusyError,
  DocumentIntegrityError,
  readLockHolder,
  UniqueIndexConflictError,
  UpgradeRefusedError,
} from '@futterkompass/adapters';
import { withoutTrailingSlashes } from '@futterkompass/domain';
import type { Argv } from 'yargs';
import { AlertBarRefusedError } from '../ops/alert-bar';
import { PostRefusedError } from '../ops/posts';
import { UnknownUserError } from '../ops/users';
import { AdminRefusedError } from './admin-client';
import { UsageError } from './args';
import { currentIo, type OpsIo, withIo } from './io';

/** A result line of the running command. */
export const out = (text: string) => currentIo().out(text);

/** What every command gets: the validated configuration, read once. */
export interface OpsContext {
  config: Config;
}

/**
 * One ops command: its yargs syntax (`name <pflicht> [optional]`), German description and options;
 * `run` answers the exit code. A command with actions lists them as `subcommands` instead of `run`.
 */
export interface OpsCommand {
  command: string;
  describe: string;
  /** Names the command in a failure: „<title> fehlgeschlagen: …“. */
  title?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each command's options have their own type
  builder?: (yargs: Argv) => Argv<any>;
  // biome-ignore lint/suspicious/noExplicitAny: yargs hands the parsed options of this command's builder
  run?: (args: any, context: OpsContext) => Promise<number>;
  subcommands?: readonly OpsCommand[];
}

/** A command's unexpected failure, named after the command. */
export class CommandFailedError extends Error {
  override name = 'CommandFailedError';
  constructor(title: string, cause: unknown) {
    super(`${title} fehlgeschlagen: ${(cause as Error).message}`, { cause });
  }
}

/** Errors whose message says all the operator needs: printed as they are, without a stack trace. */
const EXPLAINED = [
  ConfigError,
  DataDirBusyError,
  UsageError,
  UnknownUserError,
  PostRefusedError,
  AlertBarRefusedError,
  DamagedBackupError,
  DamagedStoreError,
  DataDirAccessError,
  DocumentIntegrityError,
  UniqueIndexConflictError,
  UpgradeRefusedError,
  AdminRefusedError,
  CommandFailedError,
];

export const isExplained = (error: unknown) => EXPLAINED.some((type) => error instanceof type);

/** Runs an ops command to its exit code; every failure prints a German message, never a stack trace. */
export async function runCommand(title: string, io: OpsIo, main: () => Promise<number>): Promise<number> {
  try {
    return await withIo(io, main);
  } catch (error) {
    io.err(
      isExplained(error) ? (error as Error).message : `${title} fehlgeschlagen: ${(error as Error).message}`,
    );
    return 1;
  }
}

/** The adapters for one command; an embedded store stays locked until `close`. */
export async function openExclusive(
  config: Config,
  name: string,
): Promise<{ adapters: Adapters; close(): Promise<void> }> {
  const lock = config.store.kind === 'sqlite' ? await acquireDataDirLock(config.store.dir) : undefined;
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

export interface AdminTarget {
  url: string;
  token: string;
  /** The embedded server found through the data directory's lock, if it is that one. */
  pid?: number;
}

/**
 * The server an ops command must go through: the one named by --server (with ADMIN_TOKEN), or the
 * running server that holds the embedded store (its lock names port and admin token); else null,
 * and the command opens the store itself.
 */
export async function adminTarget(config: Config, server: string | undefined): Promise<AdminTarget | null> {
  if (server !== undefined) {
    if (!config.adminToken) throw new UsageError('--server braucht ADMIN_TOKEN in der Umgebung.');
    return { url: withoutTrailingSlashes(server), token: config.adminToken };
  }
  if (config.store.kind !== 'sqlite') return null;
  const holder = await readLockHolder(config.store.dir);
  return holder?.port
    ? { url: `http://127.0.0.1:${holder.port}`, token: holder.adminToken, pid: holder.pid }
    : null;
}

/**
 * A change through the running server's admin API when there is one (the embedded store belongs to
 * it), else directly on the store, opened by this command alone.
 */
export async function viaServerOrStore<T>(
  context: OpsContext,
  server: string | undefined,
  name: string,
  viaServer: (target: AdminTarget) => Promise<T>,
  direct: (adapters: Adapters) => Promise<T>,
): Promise<T> {
  const target = await adminTarget(context.config, server);
  if (target) return viaServer(target);
  const { adapters, close } = await openExclusive(context.config, name);
  try {
    return await direct(adapters);
  } finally {
    await close();
  }
}

/** The --server option of commands that can go through a server's admin API. */
export const withServer = (yargs: Argv) =>
  yargs.option('server', {
    type: 'string',
    describe: 'über die Admin-Schnittstelle dieses Servers (mit ADMIN_TOKEN)',
  });
