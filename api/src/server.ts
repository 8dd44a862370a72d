import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Adapters,
  acquireDataDirLock,
  type Config,
  ConfigError,
  createAdapters,
  createMetrics,
  type DataDirLock,
  ensureIndexes,
  type Logger,
  type SqliteStore,
  seedBlockers,
} from '@futterkompass/adapters';
import {
  DEMO_PRODUCTS,
  type RunningIndexing,
  reindexAll,
  seedDemoCatalogue,
  seedEmbeddedStore,
  startIndexing,
  storeIsEmpty,
} from '@futterkompass/indexer';
import { createApp } from './app';
import { createFeedQueue, createFeedWorker, type FeedWorker } from './feeds/feed-worker';
import { loadServerRenderer } from './http/server-render';

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
 * default, then serves the API and the web app on one port. With Meilisearch it neither reads nor
 * writes the index's settings at start: it serves every page the store answers while the engine
 * is down (searches answer 503 until it is back), and only the worker (or, without Redis, the
 * indexer in this process, with the admin key) prepares the index.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  options: { webDist?: string } = {},
): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  if (config.store.kind === 'sqlite') lock = await acquireDataDirLock(config.store.dir);
  let adapters: Adapters | undefined;
  let indexing: RunningIndexing | undefined;
  let feedWorker: FeedWorker | undefined;
  const demo = { products: DEMO_PRODUCTS, images: true, demoUsers: config.env !== 'production' };
  try {
    const metrics = createMetrics();
    adapters = await createAdapters(config, logger, { metrics, role: 'api' });
    metrics.observe(adapters);
    await ensureIndexes(adapters.store);
    const blockers =
      adapters.store.kind === 'sqlite' && config.store.kind === 'sqlite'
        ? await seedBlockers(config.store.dir, (adapters.store as SqliteStore).repairedAt())
        : [];
    const empty = config.seedDemoData && (await storeIsEmpty(adapters.store));
    if (empty && blockers.length > 0)
      logger.warn(
        { blockers },
        `Der Datenbestand ist leer, aber hier waren schon Daten (${blockers.join('; ')}): es werden keine Demo-Daten angelegt. Eine Sicherung spielt 'npm run ops -- restore <sicherung>' ein, Beiseitegelegtes 'npm run ops -- store reimport <datei>'.`,
      );
    if (empty && blockers.length === 0) {
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
    if (adapters.queue.kind === 'in-process') {
      if (!adapters.searchWriter)
        throw new ConfigError(
          'Ungültige Konfiguration:\n  MEILI_ADMIN_KEY: ohne REDIS_URL indexiert der Server selbst und braucht den Admin-Schlüssel',
        );
      // An embedded index was just built from the store: its first reconcile can wait a round.
      indexing = startIndexing(
        { ...adapters, search: adapters.searchWriter, logger },
        { reconcileAtStart: adapters.search.kind !== 'embedded' },
      );
    }

    // Registered shop feeds are pulled by every server process (BullMQ hands each job to one).
    const feedQueue = createFeedQueue(config, logger);
    feedWorker = createFeedWorker({
      ...adapters,
      feedQueue,
      logger,
      publicUrl: config.publicUrl,
      config: config.feeds,
      // SQLite writes synchronously: an import in the server's thread would hold every request.
      ...(adapters.store.kind === 'sqlite' && {
        importThread: { storeFile: (adapters.store as SqliteStore).file },
      }),
    });
    await feedWorker.start();

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
      trustProxy: config.trustProxy,
      operatorEmail: config.operatorEmail,
      ...(config.offerFeedKey && { offerFeedKey: config.offerFeedKey }),
      metrics: metrics.registry,
      feeds: { queue: feedQueue, config: config.feeds },
      security: {
        publicUrl: config.publicUrl,
        ...(config.files.kind === 'bucket' &&
          config.files.publicBaseUrl && { filesBaseUrl: config.files.publicBaseUrl }),
      },
    });
    const server = app.listen(config.port, config.host);
    // Browsers keep an idle connection for up to a minute (WebKit's libsoup: 60 s) and send the next
    // request on it. Closed by the server first (Node's default: after 5 s), that request fails, and
    // a POST is not sent again (WebKit: "Fetch API cannot load … due to access control checks"):
    // the browser is to close first.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    await lock?.update({ port });
    const url = `http://127.0.0.1:${port}`;
    logger.info({ port }, `Futterkompass läuft auf http://localhost:${port}`);
    const opened = adapters;
    const feeds = feedWorker;
    return {
      url,
      port,
      adapters: opened,
      async close() {
        // No new requests; those under way are answered, then the indexer and the connections stop.
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await feeds.close();
        await indexing?.close();
        await opened.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await feedWorker?.close().catch(() => undefined);
    await indexing?.close();
    await adapters?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}
