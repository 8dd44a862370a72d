import { cp, link, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import { startServer } from '../server';

interface DemoData {
  dir: Promise<string>;
  users: number;
}

// The global setups of vitest's projects each load their own copy of this module, in one process:
// the seeded directory is kept on globalThis so that the unit tests and the journeys share one seed.
const KEY = Symbol.for('futterkompass.demoData');
const shared = globalThis as typeof globalThis & { [KEY]?: DemoData };

async function seed() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-demo-data-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir });
  const server = await startServer(config, createLogger('silent'), { webDist: path.join(dir, 'no-web') });
  await server.close();
  return dir;
}

/**
 * A data directory as the server's first start leaves it (demo catalogue seeded), to copy, never to
 * serve from. Seeded once per test run, however many setups ask; each asker releases it once.
 */
export function acquireDemoDataDir(): Promise<string> {
  shared[KEY] ??= { dir: seed(), users: 0 };
  shared[KEY].users += 1;
  return shared[KEY].dir;
}

/** Removes the directory when the last setup that acquired it has released it. */
export async function releaseDemoDataDir() {
  const demo = shared[KEY];
  if (!demo) return;
  demo.users -= 1;
  if (demo.users > 0) return;
  shared[KEY] = undefined;
  await rm(await demo.dir, { recursive: true, force: true });
}

/**
 * A fresh data directory from the seeded one, for a server of its own: the store's files copied, the
 * demo images and PDFs of the file store hard-linked. The file store writes beside and renames and
 * removes by unlinking, so no server changes a linked file in place; copying the 42 MB of them took
 * 0.86 s of CPU per test server, linking 0.12 s (docs/performance.md, Testlauf).
 */
export async function copyDemoData(template: string, dataDir: string): Promise<void> {
  const files = loadConfig({ NODE_ENV: 'test', DATA_DIR: template }).files;
  if (files.kind !== 'local') throw new Error('demo data keeps its files in the data directory');
  const from = files.dir;
  const to = path.join(dataDir, path.relative(template, from));
  await cp(template, dataDir, { recursive: true, filter: (source) => source !== from });
  await mkdir(to, { recursive: true, mode: (await stat(from)).mode & 0o777 });
  const names = await readdir(from);
  await Promise.all(names.map((name) => link(path.join(from, name), path.join(to, name))));
}
