import { describe, expect, it } from 'vitest';
import { DataDirBusyError } from './data-dir-lock';
import { runProcess } from './run-process';

/** Runs the bootstrap with `start` and records what it prints and its exit code. */
async function run(env: NodeJS.ProcessEnv, start: () => Promise<never>) {
  const printed: string[] = [];
  const exits: number[] = [];
  let started = false;
  await runProcess({
    env: { LOG_LEVEL: 'silent', ...env },
    start: () => {
      started = true;
      return start();
    },
    exit: (code) => exits.push(code),
    report: (text) => printed.push(text),
  });
  return { printed, exits, started };
}

const never = () => Promise.reject(new Error('not to be reached'));

describe('runProcess', () => {
  it('refuses a bad value of the environment with its German message, before starting anything', async () => {
    const { printed, exits, started } = await run({ PORT: 'achtzig' }, never);
    expect(printed).toEqual([
      'Ungültige Konfiguration:\n  PORT: Ungültige Eingabe: erwartet Zahl, erhalten NaN',
    ]);
    expect(exits).toEqual([1]);
    expect(started).toBe(false);
  });

  it('explains a data folder another process holds, with what to do', async () => {
    const busy = new DataDirBusyError('/srv/futterkompass', {
      pid: 4242,
      port: 3000,
      token: 't',
      adminToken: 'a',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    const { printed, exits, started } = await run({}, () => Promise.reject(busy));
    expect(started).toBe(true);
    expect(printed).toEqual([
      'Der Datenbestand in /srv/futterkompass wird vom laufenden Futterkompass-Server verwendet (Prozess 4242, Port 3000).\nDenselben Datenbestand kann nur ein Prozess zugleich öffnen. Bitte den laufenden Prozess beenden oder DATA_DIR ändern.',
    ]);
    expect(exits).toEqual([1]);
  });

  it('does not pass an unforeseen failure off as explained, and ends with 1', async () => {
    const { printed, exits } = await run({}, () => Promise.reject(new TypeError('x is not a function')));
    expect(printed).toEqual([]);
    expect(exits).toEqual([1]);
  });
});
