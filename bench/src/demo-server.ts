import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalFiles, createSqliteStore } from '@futterkompass/adapters';
import { seedDemoCatalogue } from '@futterkompass/indexer';
import { startServerProcess } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The production server in its own process on a fresh data dir with the demo catalogue (1,500
 * products, pack images), the web app built: what the browser measurements run against. `stop`
 * ends the server and removes the data dir.
 */
export async function startDemoServer(prefix: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], { stdio: 'inherit' });
    const store = await createSqliteStore(dataDir);
    await seedDemoCatalogue(
      { store, files: createLocalFiles(path.join(dataDir, 'files')) },
      { products: 1500, images: true, demoUsers: false },
    );
    await store.close();
    const server = await startServerProcess(dataDir);
    return {
      ...server,
      dataDir,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
