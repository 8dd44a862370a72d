import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import { startServer } from '@futterkompass/api';
import type { TestProject } from 'vitest/node';

export interface JourneyContext {
  baseUrl?: string;
  chromiumPath?: string;
  /** Why the browser journeys cannot run. */
  missing?: string;
  webDist: string;
  /** The server's embedded store: journeys read mailed links from its outbox file. */
  dataDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeys: JourneyContext;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the web app, starts the real server with the demo catalogue, and finds Chromium. */
export default async function setup(project: TestProject) {
  const webDist = path.join(root, 'web', 'dist');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    const missing = `no Chromium at ${chromiumPath} (set CHROMIUM_PATH or install Debian's chromium)`;
    console.warn(`[browser journeys] skipped: ${missing}`);
    project.provide('journeys', { missing, webDist });
    return;
  }
  execFileSync(process.execPath, [path.join(root, 'scripts', 'ensure-web-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-journeys-'));
  // Every journey signs in from the same address: the abuse limits must not end them.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_MESSAGES: '100000',
  });
  const server = await startServer(config, createLogger('warn'), { webDist });
  project.provide('journeys', { baseUrl: server.url, chromiumPath, webDist, dataDir });
  return async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
