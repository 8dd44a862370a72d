import { loadConfig } from '@futterkompass/adapters';
import { CommandFailedError, isExplained, type OpsCommand, runCommand } from './command';
import { alertBarCommand } from './commands/alert-bar';
import { backupCommand, restoreCommand } from './commands/backup';
import { postCommand } from './commands/post';
import { reindexCommand } from './commands/reindex';
import { seedCommand } from './commands/seed';
import { storeCommand } from './commands/store';
import { userCommand } from './commands/user';
import { parseOps } from './parse';

/**
 * The ops commands of the store and the search index; a new one is a module in commands/ and a
 * line here. Commands that need the API's services (the offer import) are added by its entry.
 */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  reindexCommand,
  seedCommand,
  userCommand,
  postCommand,
  alertBarCommand,
  storeCommand,
  backupCommand,
  restoreCommand,
];

/**
 * `npm run ops -- <befehl>`: the one ops command line. The configuration is read only once a
 * command is chosen, so that `--help` works with any environment.
 */
async function main(commands: readonly OpsCommand[], argv: readonly string[]): Promise<number> {
  const chosen = await parseOps(commands, argv, (text) => process.stdout.write(`${text}\n`));
  if (!chosen) return 0;
  const { command, args } = chosen;
  try {
    return await (command.run as NonNullable<OpsCommand['run']>)(args, { config: loadConfig() });
  } catch (error) {
    if (isExplained(error) || !command.title) throw error;
    throw new CommandFailedError(command.title, error);
  }
}

/** Runs the command line of this process against `commands`, to its exit code. */
export function runOps(commands: readonly OpsCommand[]): void {
  runCommand('Befehl', () => main(commands, process.argv.slice(2)));
}
