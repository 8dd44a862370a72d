import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Whether a Redis server on the port answers PING. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * A throwaway Redis for the test run when `redis-server` is on the PATH: loopback, free port (or
 * the one given: a Redis that comes back after an outage), no persistence. Null when there is none.
 */
export async function startLocalRedis(
  options: { port?: number } = {},
): Promise<{ url: string; port: number; stop(): Promise<void> } | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-redis-'));
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await pong(port)) return { url: `redis://127.0.0.1:${port}`, port, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  return null;
}
