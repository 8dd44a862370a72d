import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import { inject } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { copyDemoData } from './demo-data';

const isEmpty = async (dir: string) => (await readdir(dir).catch(() => [])).length === 0;

/**
 * The real server on a random port with a fresh embedded store (seeded with the demo catalogue:
 * a copy of the run's seeded data directory, where the run provides one).
 */
export async function startTestServer(
  options: { dataDir?: string; env?: Record<string, string>; webDist?: string } = {},
): Promise<RunningServer & { dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'fk-api-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const template = inject('demoDataDir');
  if (template && config.store.kind === 'sqlite' && config.seedDemoData && (await isEmpty(dataDir)))
    await copyDemoData(template, dataDir);
  const server = await startServer(config, createLogger('silent'), {
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  });
  return {
    ...server,
    dataDir,
    async cleanup() {
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
