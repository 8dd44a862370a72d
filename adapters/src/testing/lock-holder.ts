import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from '../data-dir-lock';

/**
 * A second process for the tests of the data directory lock, driven by one JSON command per line
 * on stdin and answering with one JSON line on stdout:
 * - `{"cmd":"acquire","dir":…}` takes the lock at once;
 * - `{"cmd":"arm","dir":…}` answers `armed` and takes the lock when SIGUSR2 arrives, so that a test
 *   can start several of these processes on the lock at the same moment;
 * - `{"cmd":"release"}` releases a lock taken before.
 * Taking the lock answers `won` (with the lock's info), `busy` (with the holder) or `error`.
 * The process releases its lock and ends when stdin closes.
 */
type Command = { cmd: 'acquire'; dir: string } | { cmd: 'arm'; dir: string } | { cmd: 'release' };

let held: DataDirLock | undefined;
let armed: string | undefined;

const reply = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function acquire(dir: string): Promise<void> {
  try {
    held = await acquireDataDirLock(dir);
    reply({ result: 'won', info: held.info });
  } catch (error) {
    if (error instanceof DataDirBusyError) reply({ result: 'busy', holder: error.holder });
    else reply({ result: 'error', message: String(error) });
  }
}

process.on('SIGUSR2', () => {
  const dir = armed;
  armed = undefined;
  if (dir) void acquire(dir);
});

const lines = createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const command = JSON.parse(line) as Command;
  if (command.cmd === 'acquire') await acquire(command.dir);
  else if (command.cmd === 'arm') {
    armed = command.dir;
    reply({ result: 'armed' });
  } else {
    await held?.release();
    held = undefined;
    reply({ result: 'released' });
  }
});
lines.on('close', async () => {
  await held?.release();
  process.exit(0);
});
reply({ result: 'ready' });
