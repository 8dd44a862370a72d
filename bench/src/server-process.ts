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

let built = false;

/**
 * The real server in its own process (so that the load generator does not share its event loop), as
 * production runs it: the compiled bundle started as the Dockerfile starts it, not the sources
 * through tsx (whose compiler and caches would add to the server's memory and time).
 */
export async function startServerProcess(
  dataDir: string,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  if (!built) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
    built = true;
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The memory settings of the image (Dockerfile, runtime stage).
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: '--max-semi-space-size=4',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/alert-bar`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
