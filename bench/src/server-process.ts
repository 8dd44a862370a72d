import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@futterkompass/adapters/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** CPU time a process has used so far in ms (user and system), from /proc (in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let built = false;

/** How often the start is probed: the start-up time is known to this much. */
const PROBE_MS = 20;

/**
 * The real server in its own process (so that the load generator does not share its event loop), as
 * `NODE_ENV=production npm start` runs it: the launcher with the compiled bundle and no memory
 * settings of its own (not the sources through tsx, whose compiler and caches would add to the
 * server's memory and time). `startMs`: from the spawn to the first answer.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; startMs: number; stop(): Promise<void> }> {
  if (!built) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
    built = true;
  }
  const port = await freePort();
  const { MALLOC_ARENA_MAX: _arenas, NODE_OPTIONS: _options, ...environment } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/launch.mjs'), 'server'], {
    cwd: root,
    env: {
      ...environment,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/alert-bar`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, PROBE_MS));
  }
  return {
    url,
    child,
    startMs: Math.round(performance.now() - started),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
