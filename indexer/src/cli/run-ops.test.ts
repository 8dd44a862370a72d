import { describe, expect, it } from 'vitest';
import { type OpsCommand, out } from './command';
import type { OpsIo } from './io';
import { main } from './run-ops';

/** An io that keeps what a command writes, result lines and failures apart. */
function recordingIo(): OpsIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (text) => lines.push(text),
    err: (text) => errors.push(text),
    progress: { write: () => true },
    env: { NODE_ENV: 'test' },
  };
}

const commands: OpsCommand[] = [
  {
    command: 'gruss <name>',
    describe: 'grüßt',
    run: async (args: { name: string }) => {
      out(`Hallo ${args.name}`);
      return 0;
    },
  },
  {
    command: 'kaputt',
    describe: 'scheitert',
    title: 'Kaputt',
    run: async () => {
      throw new Error('unerwartet');
    },
  },
];

describe('the ops command line in-process', () => {
  it('writes a command’s output to the io it runs with and answers its exit code', async () => {
    const io = recordingIo();
    expect(await main(commands, ['gruss', 'Welt'], io)).toBe(0);
    expect(io.lines).toEqual(['Hallo Welt']);
    expect(io.errors).toEqual([]);
  });

  it('turns an unexpected failure into exit code 1 and a German line naming the command, never a throw', async () => {
    const io = recordingIo();
    expect(await main(commands, ['kaputt'], io)).toBe(1);
    expect(io.errors).toEqual(['Kaputt fehlgeschlagen: unerwartet']);
    const usage = recordingIo();
    expect(await main(commands, ['gibtsnicht'], usage)).toBe(1);
    expect(usage.errors[0]).toContain('Unbekannter Befehl oder unbekannte Option: gibtsnicht');
  });
});
