import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createInProcessQueue,
  createLogger,
  createOfferAge,
  createOutboxMailer,
  createSqliteStore,
  DEFAULT_FEED_PULL,
  ensureIndexes,
  type FeedPullConfig,
  type SqliteStore,
  type Store,
} from '@futterkompass/adapters';
import type { Product, StoredFeed, User } from '@futterkompass/domain';
import { aBrand, aProduct } from '@futterkompass/domain/testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FEED_JOBS } from '../feeds/feed-jobs';
import { createFeedWorker } from '../feeds/feed-worker';

/** Products with the barcodes the test feeds name: 400 g cans, a 12 kg bag and one without a barcode. */
export const FEED_PRODUCTS = [
  aProduct({
    _id: 'a00000000000000000000001',
    urlExtension: 'huhn-pur',
    series: 'Huhn pur',
    sizes: [{ size: 400, barcode: '4012345678901', packaging: 'can' }],
  }),
  aProduct({
    _id: 'a00000000000000000000002',
    urlExtension: 'rind-pur',
    series: 'Rind pur',
    sizes: [{ size: 400, barcode: '4012345678918', packaging: 'can' }],
  }),
  aProduct({
    _id: 'a00000000000000000000003',
    urlExtension: 'trocken-lamm',
    series: 'Lamm trocken',
    type1: 'dried',
    sizes: [{ size: 12_000, barcode: '4012345678925', packaging: 'bag' }],
  }),
  aProduct({ _id: 'a00000000000000000000004', urlExtension: 'ohne-code', series: 'Ohne Code', sizes: [] }),
];

/** A Google Merchant Center RSS item of the merchant Napfladen: a 400 g can, in stock. */
export const googleItem = (id: string, gtin: string, price: string) =>
  `<item><g:id>${id}</g:id><title>Artikel ${id} Dose 400 g</title><link>https://napfladen.example/${id}</link><g:price>${price} EUR</g:price><g:availability>in_stock</g:availability><g:gtin>${gtin}</g:gtin></item>`;
export const googleRss = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`;

/** The offers a merchant (Napfladen unless named) has on a product. */
export const merchantOffers = async (store: Store, productId: string, owner = 'c00000000000000000000001') =>
  (
    (await store.collection<Product>(COLLECTIONS.products).findOne({ _id: productId })) as Product
  ).variants.filter((v) => v.owner === owner);

export const aMerchant = (id: string, shopName: string): User => ({
  _id: id,
  username: shopName,
  email: `${id}@shop.example`,
  usernameKey: id,
  emailKey: `${id}@shop.example`,
  role: 'merchant',
  status: 'active',
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  favorites: [],
  negFavorites: [],
  shop: { shopName, url: `https://${shopName.toLowerCase()}.example` },
});

/** A feed server on loopback whose answer a test sets, counting requests and their headers. */
export async function startFeedServer() {
  let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const requests: IncomingMessage['headers'][] = [];
  const server = createServer((req, res) => {
    requests.push(req.headers);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed`,
    requests,
    answer(next: typeof answer) {
      answer = next;
    },
    /** Serves `body` (text, or bytes as a shop's system wrote them) with an ETag, answering 304 to a request that names it. */
    serve(
      body: string | Buffer,
      etag: string,
      type = 'application/xml',
      headers: Record<string, string> = {},
    ) {
      answer = (req, res) => {
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res.writeHead(200, { 'content-type': type, etag, ...headers }).end(body);
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a describe block: a feed server started before its tests, and what each test opened
 * (`closing`), closed after it, the last first.
 */
export function feedServerPerSuite() {
  const suite = {
    shop: undefined as unknown as Awaited<ReturnType<typeof startFeedServer>>,
    closing: [] as (() => Promise<void>)[],
  };
  beforeAll(async () => {
    suite.shop = await startFeedServer();
  });
  afterAll(() => suite.shop.close());
  afterEach(async () => {
    for (let close = suite.closing.pop(); close; close = suite.closing.pop()) await close();
  });
  return suite;
}

/** An embedded store with the test products and merchants, and the feed worker with loopback allowed. */
export async function feedTestBed(
  over: Partial<FeedPullConfig> = {},
  {
    clock,
    afterBatch,
    wrapStore = (store) => store,
    store: given,
    inThread = false,
  }: {
    /** The store of an app the test also runs (the bed seeds it but does not close it). */
    store?: Store;
    clock?: () => Date;
    /** Called after each committed batch of an import's offers. */
    afterBatch?: () => Promise<void>;
    /** Wraps the store the feed worker is given (a test makes a write fail). */
    wrapStore?: (store: Store) => Store;
    /**
     * Imports in a worker thread, as the server runs them with the embedded store; a path: the
     * database file the thread opens instead of the store's (a test makes it fail).
     */
    inThread?: boolean | string;
  } = {},
) {
  const dir = given ? undefined : await mkdtemp(path.join(tmpdir(), 'fk-feeds-'));
  const logger = createLogger('silent');
  const store = given ?? (await createSqliteStore(dir as string));
  await ensureIndexes(store);
  // A second bed on a store another one seeded (a second process's worker) seeds nothing.
  if ((await store.collection(COLLECTIONS.products).count({})) === 0) {
    await store.collection(COLLECTIONS.brands).insert(aBrand());
    for (const p of FEED_PRODUCTS) await store.collection<Product>(COLLECTIONS.products).insert(p);
    for (const m of [
      aMerchant('c00000000000000000000001', 'Napfladen'),
      aMerchant('c00000000000000000000002', 'Fellkiste'),
      aMerchant('c00000000000000000000003', 'Pfotenhof'),
    ])
      await store.collection<User>(COLLECTIONS.users).insert(m);
  }
  const queue = createInProcessQueue({ logger });
  const feedQueue = createInProcessQueue({ logger });
  const config = { ...DEFAULT_FEED_PULL, allowPrivate: true, timeoutMs: 2_000, ...over };
  const worker = createFeedWorker({
    store: wrapStore(store),
    queue,
    feedQueue,
    mailer: createOutboxMailer({ store, logger, from: 'test@futterkompass.example' }),
    offerAge: createOfferAge(),
    logger,
    publicUrl: 'http://localhost',
    config,
    fetchRetry: { attempts: 3, delayMs: () => 0 },
    ...(clock && { clock }),
    ...(afterBatch && { afterBatch }),
    ...(inThread && {
      importThread: { storeFile: typeof inThread === 'string' ? inThread : (store as SqliteStore).file },
    }),
  });
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  return {
    store,
    queue,
    feedQueue,
    worker,
    config,
    products: store.collection<Product>(COLLECTIONS.products),
    /** Takes the index queue's jobs from here on, instead of an indexer: what the feed enqueued. */
    recordIndexJobs() {
      const jobs: { name: string; payload: unknown }[] = [];
      queue.process(async ({ name, payload }) => {
        jobs.push({ name, payload });
      });
      return jobs;
    },
    /** Runs the schedule's tick once (as its repeatable job does), and what it enqueues. */
    async tick() {
      await feedQueue.enqueue(FEED_JOBS.due, {});
      await feedQueue.idle();
    },
    async addFeed(url: string, format: StoredFeed['format'], owner = 'c00000000000000000000001') {
      const now = new Date().toISOString();
      return feeds.insert({ owner, url, format, everyHours: 24, createdAt: now, nextRunAt: now });
    },
    async close() {
      await worker.close();
      await queue.close();
      if (!dir) return;
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
