import { loadConfig } from '@futterkompass/adapters';
import { CommandFailedError, isExplained, type OpsCommand, runCommand } from './command';
import { alertBarCommand } from './commands/alert-bar';
import { backupCommand, restoreCommand } from './commands/backup';
import { indexCommand } from './commands/index-check';
import { postCommand } from './commands/post';
import { reindexCommand } from './commands/reindex';
import { searchKeysCommand } from './commands/search-keys';
import { seedCommand } from './commands/seed';
import { storeCommand } from './commands/store';
import { userCommand } from './commands/user';
import { type OpsIo, PROCESS_IO } from './io';
import { parseOps } from './parse';

/**
 * The ops commands of the store and the search index; a new one is a module in commands/ and a
 * line here. Commands that need the API's services (the offer import) are added by its entry.
 */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  reindexCommand,
  indexCommand,
  searchKeysCommand,
  seedCommand,
  userCommand,
  postCommand,
  alertBarCommand,
  storeCommand,
  backupCommand,
  restoreCommand,
];

/**
 * `npm run ops -- <befehl>`: the one ops command line, run to its exit code with `io`'s output and
 * environment; never throws. The configuration is read only once a command is chosen, so that
 * `--help` works with any environment.
 */
export function main(commands: readonly OpsCommand[], argv: readonly string[], io: OpsIo): Promise<number> {
  return runCommand('Befehl', io, async () => {
    const chosen = await parseOps(commands, argv, io.out);
    if (!chosen) return 0;
    const { command, args } = chosen;
    try {
      return await (command.run as NonNullable<OpsCommand['run']>)(args, { config: loadConfig(io.env) });
    } catch (error) {
      if (isExplained(error) || !command.title) throw error;
      throw new CommandFailedError(command.title, error);
    }
  });
}

/** Runs the command line of this process against `commands`, and exits with its code. */
export function runOps(commands: readonly OpsCommand[]): void {
  void main(commands, process.argv.slice(2), PROCESS_IO).then((code) => process.exit(code));
}
