import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Captcha,
  createDisabledCaptcha,
  createEmbeddedSearch,
  createInProcessQueue,
  createLocalFiles,
  createLogger,
  createOfferAge,
  createOutboxMailer,
  createRateLimitCounters,
  createSqliteStore,
  DEFAULT_FEED_PULL,
  ensureIndexes,
  type FileStore,
  type Logger,
  type OfferAge,
  type RateLimitCounters,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { type AppDeps, createApp } from '../app';
import type { ServerRenderer } from '../http/server-render';
import { listenOnLoopback } from './loopback';
import { writeStandInWebBuild } from './stand-in-web';

/**
 * The composed app on loopback over an empty embedded store (with the server's indexes) and a stand-in web build (an
 * index.html and one asset): for tests of the HTTP edge that need no catalogue.
 */
export async function startSmallApp(
  options: {
    search?: SearchEngine<SearchDocument>;
    logger?: Logger;
    adminTokens?: string[];
    security?: AppDeps['security'];
    rateLimits?: AppDeps['rateLimits'];
    captcha?: Captcha;
    rateLimitCounters?: RateLimitCounters;
    /** Wraps the store the app is given (a test holds or counts its calls). */
    wrapStore?: (store: Store) => Store;
    trustProxy?: AppDeps['trustProxy'];
    /** The address every connection seems to come from (a load balancer's). */
    peer?: string;
    /** A replica that may only search (Meilisearch's search key, no admin key). */
    searchOnly?: boolean;
    /** Another file store than a local folder (a bucket). */
    files?: FileStore;
    sitemap?: AppDeps['sitemap'];
    /** Mounts the merchants' feed calls over a feed queue that nothing processes (pulls wait in it). */
    feeds?: boolean;
    /** Renders the public pages (a stand-in for the web app's server rendering). */
    renderer?: ServerRenderer;
    hashPassword?: AppDeps['hashPassword'];
    /** The offers' clock and maximum age (a test's own "now"). */
    offerAge?: OfferAge;
  } = {},
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-app-'));
  const webDist = await writeStandInWebBuild(path.join(dir, 'web'));
  const logger = options.logger ?? createLogger('silent');
  const store = await createSqliteStore(path.join(dir, 'data'));
  // The unique indexes, as the server creates them at start.
  await ensureIndexes(store);
  const adapters = {
    store: options.wrapStore ? options.wrapStore(store) : store,
    search: options.search ?? createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX),
    queue: createInProcessQueue({ logger }),
    files: options.files ?? createLocalFiles(path.join(dir, 'files')),
    mailer: createOutboxMailer({ store, logger, from: 'test@futterkompass.example' }),
    captcha: options.captcha ?? createDisabledCaptcha(),
    rateLimits: options.rateLimitCounters ?? createRateLimitCounters(logger),
    offerAge: options.offerAge ?? createOfferAge(),
    ...(options.searchOnly && { searchWriter: null }),
  };
  const feedQueue = options.feeds ? createInProcessQueue({ logger }) : undefined;
  const app = createApp({
    adapters,
    ...(feedQueue && { feeds: { queue: feedQueue, config: DEFAULT_FEED_PULL } }),
    logger,
    adminTokens: options.adminTokens ?? [],
    webDist,
    ...(options.security && { security: options.security }),
    ...(options.rateLimits && { rateLimits: options.rateLimits }),
    ...(options.hashPassword && { hashPassword: options.hashPassword }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.sitemap && { sitemap: options.sitemap }),
    ...(options.renderer && { renderer: options.renderer }),
    publicUrl: 'https://futterkompass.example',
  });
  const { server, url } = await listenOnLoopback(app, options.peer);
  return {
    url,
    adapters,
    feedQueue,
    async close() {
      await feedQueue?.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await adapters.queue.close();
      await adapters.rateLimits.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
