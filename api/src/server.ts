import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  createAdapters,
  createMetrics,
  type DataDirLock,
  ensureIndexes,
  type Logger,
  type SqliteStore,
} from '@futterkompass/adapters';
import {
  createIndexProcessor,
  reindexAll,
  seedDemoCatalogue,
  seedEmbeddedStore,
  storeIsEmpty,
} from '@futterkompass/indexer';
import { createApp } from './app';
import { loadServerRenderer } from './http/server-render';

export const DEMO_PRODUCTS = 1500;
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  url: string;
  port: number;
  adapters: Adapters;
  close(): Promise<void>;
}

/**
 * Starts the portal: locks the embedded store, opens the adapters, seeds an empty store with the
 * demo catalogue, builds the in-memory index and runs the indexer in-process in the embedded
 * default, then serves the API and the web app on one port.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  options: { webDist?: string } = {},
): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  if (config.store.kind === 'sqlite') lock = await acquireDataDirLock(config.store.dir);
  let adapters: Adapters | undefined;
  const demo = { products: DEMO_PRODUCTS, images: true, demoUsers: config.env !== 'production' };
  try {
    const metrics = createMetrics();
    adapters = await createAdapters(config, logger, { metrics });
    metrics.observe(adapters);
    await ensureIndexes(adapters.store);
    await adapters.search.prepare();
    if (config.seedDemoData && (await storeIsEmpty(adapters.store))) {
      // The embedded store is seeded in one transaction: a kill during the seed leaves it empty,
      // and the next start seeds again, never half a catalogue.
      const summary =
        adapters.store.kind === 'sqlite'
          ? await seedEmbeddedStore(adapters.store as SqliteStore, config, demo)
          : await seedDemoCatalogue(adapters, demo);
      logger.info(summary, 'empty store: demo catalogue seeded');
    }
    if (adapters.search.kind === 'embedded') {
      const summary = await reindexAll(adapters);
      logger.info(
        { documents: summary.documents, failures: summary.failures.length, durationMs: summary.durationMs },
        'search index built from the store',
      );
    }
    if (adapters.queue.kind === 'in-process')
      adapters.queue.process(createIndexProcessor({ ...adapters, logger }));

    const adminTokens = [lock?.info.adminToken, config.adminToken].filter((t): t is string => !!t);
    const webDist = options.webDist ?? DEFAULT_WEB_DIST;
    const app = createApp({
      adapters,
      logger,
      adminTokens,
      webDist,
      renderer: await loadServerRenderer(webDist),
      publicUrl: config.publicUrl,
      rateLimits: config.rateLimits,
      operatorEmail: config.operatorEmail,
      ...(config.offerFeedKey && { offerFeedKey: config.offerFeedKey }),
      metrics: metrics.registry,
      security: {
        publicUrl: config.publicUrl,
        ...(config.files.kind === 'bucket' && { filesBaseUrl: config.files.baseUrl }),
      },
    });
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    await lock?.update({ port });
    const url = `http://127.0.0.1:${port}`;
    logger.info({ port }, `Futterkompass läuft auf http://localhost:${port}`);
    const opened = adapters;
    return {
      url,
      port,
      adapters: opened,
      async close() {
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await opened.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await adapters?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}
