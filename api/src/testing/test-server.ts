import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import { type RunningServer, startServer } from '../server';

/** The real server on a random port with a fresh embedded store (seeded with the demo catalogue). */
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
