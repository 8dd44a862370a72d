import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import type { TestProject } from 'vitest/node';
import { startServer } from '../server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as the server's first start leaves it (demo catalogue seeded), to copy. */
    demoDataDir?: string;
  }
}

/**
 * Seeds the demo catalogue once for the whole run, by a first start of the real server: every test
 * server then starts on a copy instead of seeding its own (about 30 starts, seconds each).
 */
export default async function setup(project: TestProject) {
  const demoDataDir = await mkdtemp(path.join(tmpdir(), 'fk-demo-data-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: demoDataDir });
  const server = await startServer(config, createLogger('silent'), {
    webDist: path.join(demoDataDir, 'no-web'),
  });
  await server.close();
  project.provide('demoDataDir', demoDataDir);
  return () => rm(demoDataDir, { recursive: true, force: true });
}
