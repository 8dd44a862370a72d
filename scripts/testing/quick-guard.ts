import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Setup file of the quick projects (`npm run test:quick`): a test there that starts a process,
 * listens on a port or opens a connection (to Redis, a server, the network) fails, with the hint
 * that it belongs in the project `integration`. The guard sits where every such call passes: a
 * child process's spawn (spawn, exec, execFile and fork go through it), the synchronous variants,
 * a server's listen and a socket's connect (http, fetch and every client use them).
 *
 * It is installed for one test file and removed after it: with `isolate: false` a worker runs file
 * after file, and nothing outside the quick projects may find node's modules changed.
 */

interface Guard {
  refused: string[];
  originals: { target: object; name: string; value: unknown }[];
}

// On globalThis: vitest runs this file again before each test file, the guard must stay one.
const KEY = Symbol.for('futterkompass.quick-guard');
const globals = globalThis as { [KEY]?: Guard };
globals[KEY] ??= { refused: [], originals: [] };
const guard = globals[KEY];

const SYNC_SPAWNS = ['spawnSync', 'execSync', 'execFileSync'] as const;

function refuse(what: string): never {
  guard.refused.push(what);
  throw new Error(
    `Ein schneller Test ${what}: er gehört ins Projekt integration (INTEGRATION in vitest.config.ts).`,
  );
}

function replace(target: object, name: string, what: string): void {
  guard.originals.push({ target, name, value: Reflect.get(target, name) });
  Reflect.set(target, name, () => refuse(what));
}

export function installQuickGuard(): void {
  if (guard.originals.length) return;
  replace(childProcess.ChildProcess.prototype, 'spawn', 'startet einen Prozess');
  for (const name of SYNC_SPAWNS) replace(childProcess, name, 'startet einen Prozess');
  replace(net.Server.prototype, 'listen', 'öffnet einen Port');
  replace(net.Socket.prototype, 'connect', 'öffnet eine Verbindung');
  // ESM imports of node:child_process see the module object's properties only after this.
  syncBuiltinESMExports();
}

export function removeQuickGuard(): void {
  for (const { target, name, value } of guard.originals.reverse()) Reflect.set(target, name, value);
  guard.originals = [];
  syncBuiltinESMExports();
}

/** What the guard refused since the last call (for the guard's own test). */
export function takeRefused(): string[] {
  return guard.refused.splice(0);
}

// Before the test file is imported, so that what it does on import is guarded too.
installQuickGuard();
beforeAll(installQuickGuard);
afterAll(removeQuickGuard);
// A test that catches the error above still fails.
afterEach(() => {
  const refused = takeRefused();
  if (refused.length) throw new Error(`Ein schneller Test ${refused.join(', ')}.`);
});
