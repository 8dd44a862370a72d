import { loadConfig } from '@futterkompass/adapters';
import { OPS_COMMANDS, type OpsCommand } from '@futterkompass/indexer/cli';
import { vi } from 'vitest';

/**
 * An ops command run in this process on `dataDir`, as `npm run ops -- <names…>` runs it once its
 * options are parsed: its exit code and what it printed.
 */
export async function opsInProcess(
  names: readonly string[],
  args: Record<string, unknown>,
  dataDir: string,
): Promise<{ code: number; output: string }> {
  let commands: readonly OpsCommand[] = OPS_COMMANDS;
  let command: OpsCommand | undefined;
  for (const name of names) {
    command = commands.find((c) => c.command.split(' ')[0] === name);
    commands = command?.subcommands ?? [];
  }
  if (!command?.run) throw new Error(`no ops command ${names.join(' ')}`);
  let output = '';
  const keep = (text: string | Uint8Array) => {
    output += String(text);
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    const code = await command.run(args, { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }) });
    return { code, output };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}
