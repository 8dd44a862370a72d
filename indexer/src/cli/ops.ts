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

/** Every ops command; a new one is a module in commands/ and a line here. */
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
async function main(argv: readonly string[]): Promise<number> {
  const chosen = await parseOps(OPS_COMMANDS, argv, (text) => process.stdout.write(`${text}\n`));
  if (!chosen) return 0;
  const { command, args } = chosen;
  try {
    return await (command.run as NonNullable<OpsCommand['run']>)(args, { config: loadConfig() });
  } catch (error) {
    if (isExplained(error) || !command.title) throw error;
    throw new CommandFailedError(command.title, error);
  }
}

runCommand('Befehl', () => main(process.argv.slice(2)));
