import yargs, { type Argv } from 'yargs';
import { UsageError } from './args';
import type { OpsCommand } from './command';

export const OPS_USAGE = 'npm run ops --';

/** yargs' own texts where its German locale has none or an awkward one. */
const GERMAN = {
  'Commands:': 'Befehle:',
  boolean: 'Schalter',
  string: 'Text',
  'Not enough non-option arguments: got %s, need at least %s': {
    one: 'Es fehlen Angaben: %s angegeben, mindestens %s nötig.',
    other: 'Es fehlen Angaben: %s angegeben, mindestens %s nötig.',
  },
  'Too many non-option arguments: got %s, maximum of %s': {
    one: 'Zu viele Angaben: %s angegeben, höchstens %s erlaubt.',
    other: 'Zu viele Angaben: %s angegeben, höchstens %s erlaubt.',
  },
  'Argument check failed: %s': '%s',
  'Unknown argument: %s': {
    one: 'Unbekannter Befehl oder unbekannte Option: %s',
    other: 'Unbekannte Befehle oder Optionen: %s',
  },
};

export interface ChosenCommand {
  command: OpsCommand;
  // biome-ignore lint/suspicious/noExplicitAny: the options as the command's builder declares them
  args: any;
}

/**
 * Parses the command line against the commands (yargs: generated German help, choices, unknown
 * options refused). Answers the chosen command, or null when only help was asked for (already
 * written through `write`); a wrong command line throws a UsageError naming the mistake.
 */
export async function parseOps(
  commands: readonly OpsCommand[],
  argv: readonly string[],
  write: (text: string) => void,
): Promise<ChosenCommand | null> {
  let chosen: ChosenCommand | null = null;
  const register = (parser: Argv, command: OpsCommand, prefix: string): Argv =>
    parser.command(
      command.command,
      command.describe,
      (sub) => {
        const built = command.builder ? command.builder(sub) : sub;
        if (!command.subcommands) return built;
        const name = `${prefix}${command.command.split(' ')[0]}`;
        for (const child of command.subcommands) register(built, child, `${name} `);
        return built.demandCommand(
          1,
          `Bitte eine Aktion angeben: ${command.subcommands.map((c) => c.command.split(' ')[0]).join(', ')} (Hilfe: ${OPS_USAGE} ${name} --help).`,
        );
      },
      command.run
        ? (args) => {
            chosen = { command, args };
          }
        : undefined,
    );

  const parser = yargs([...argv])
    .scriptName(OPS_USAGE)
    .usage(`Betrieb des Futterkompass: ein Befehl je Aufgabe.\n\nAufruf: ${OPS_USAGE} <befehl> [optionen]`)
    .locale('de')
    .updateStrings(GERMAN as unknown as Record<string, string>) // plural forms are objects at run time
    .help('help', 'Hilfe anzeigen')
    .alias('help', 'h')
    .version(false)
    .strict()
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .demandCommand(1, `Bitte einen Befehl angeben (Übersicht: ${OPS_USAGE} --help).`)
    .fail((message, error) => {
      throw error instanceof UsageError ? error : new UsageError(message ?? error?.message ?? '');
    });
  for (const command of commands) register(parser, command, '');
  let helpShown = false;
  await parser.parseAsync([...argv], {}, (_error, _args, output) => {
    if (output) {
      helpShown = true;
      write(output);
    }
  });
  return helpShown ? null : chosen;
}
