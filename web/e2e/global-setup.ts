import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createLogger, loadConfig } from '@futterkompass/adapters';
import { startServer } from '@futterkompass/api';
import { acquireDemoDataDir, copyDemoData, releaseDemoDataDir } from '@futterkompass/api/testing/demo-data';
import type { TestProject } from 'vitest/node';

/** One server of the journeys, with its own embedded store. */
export interface JourneyServer {
  baseUrl: string;
  /** The server's embedded store: journeys read mailed links from its outbox file. */
  dataDir: string;
}

export interface JourneyContext {
  /** One server per worker (VITEST_POOL_ID): journey files running at once never share a server. */
  servers: JourneyServer[];
  chromiumPath?: string;
  /** The seeded demo data to copy (never to serve from), for a file that starts a server of its own. */
  template?: string;
  /** Why the browser journeys cannot run. */
  missing?: string;
  webDist: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeys: JourneyContext;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every journey signs in from the same address: the abuse limits must not end them.
const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_MESSAGES: '100000',
    RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS: '100000',
    // The merchant journey's shop feed is served on loopback, which a real server refuses to fetch.
    FEED_ALLOW_PRIVATE: 'true',
  });

/** A journeys' server on a fresh copy of the demo data in `dataDir`. */
export async function startServerOn(template: string, dataDir: string, webDist: string) {
  await copyDemoData(template, dataDir);
  return startServer(configFor(dataDir), createLogger('warn'), { webDist });
}

/**
 * Builds the web app (in a process of its own, while the demo catalogue is seeded or shared with
 * the unit tests' setup), and starts `count` servers, each on its own copy of the demo data.
 */
export async function startJourneyServers(count: number) {
  const webDist = path.join(root, 'web', 'dist');
  const build = promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'ensure-web-build.mjs')], {
    cwd: root,
  });
  const [built, template] = await Promise.all([build, acquireDemoDataDir()]);
  process.stdout.write(built.stdout);
  const runDir = await mkdtemp(path.join(tmpdir(), 'fk-journeys-'));
  const servers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const dataDir = path.join(runDir, `server-${i + 1}`);
      return { server: await startServerOn(template, dataDir, webDist), dataDir };
    }),
  );
  return {
    webDist,
    template,
    servers: servers.map(({ server, dataDir }): JourneyServer => ({ baseUrl: server.url, dataDir })),
    async close() {
      await Promise.all(servers.map(({ server }) => server.close()));
      await rm(runDir, { recursive: true, force: true });
      await releaseDemoDataDir();
    },
  };
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, what Playwright itself runs
 * headless) where it is installed: the same Blink and V8 without the desktop browser's window
 * machinery, at less than half the CPU per page (docs/performance.md, Testlauf); else the full one.
 */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** One server per worker for the Chromium journeys; finds Chromium. */
export default async function setup(project: TestProject) {
  const chromiumPath =
    process.env.CHROMIUM_PATH ??
    CHROMIUM_CANDIDATES.find((file) => existsSync(file)) ??
    'chromium-headless-shell';
  if (!existsSync(chromiumPath)) {
    const missing = `no Chromium at ${chromiumPath} (set CHROMIUM_PATH or install Debian's chromium-headless-shell)`;
    console.warn(`[browser journeys] skipped: ${missing}`);
    project.provide('journeys', { servers: [], missing, webDist: path.join(root, 'web', 'dist') });
    return;
  }
  // The project's own number of workers, else the run's (vitest.config.ts sets it for all).
  const workers = Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1;
  const { webDist, template, servers, close } = await startJourneyServers(workers);
  project.provide('journeys', { servers, chromiumPath, webDist, template });
  return close;
}
