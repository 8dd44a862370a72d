// The worker thread of one feed import with the embedded store (started by thread-import.ts): its
// own connections to the store, the server's queue and mailer reached through messages, so that
// reading, matching and writing a large feed never hold the server's event loop.
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import {
  createLogger,
  createOfferAge,
  FeedFetchError,
  type Mailer,
  openSqliteConnection,
  type Queue,
  VERIFIED_COLLECTIONS,
} from '@futterkompass/adapters';
import { FeedFormatError } from '../offers/feed-reader';
import { createStandaloneProductWrites } from '../offers/standalone-import';
import { createFileImport } from './file-import';
import { createMerchantFeedImport } from './merchant-feed-import';
import {
  errorData,
  errorFrom,
  type FromThread,
  type ImportThreadData,
  type ReplyToThread,
  type ThreadCall,
} from './thread-messages';

// Requests come first when the cores are busy: on Linux a nice value belongs to one thread, so
// only this one gives way to the server's.
if (process.platform === 'linux') setPriority(0, constants.priority.PRIORITY_LOW);

const data = workerData as ImportThreadData;
const port = parentPort as NonNullable<typeof parentPort>;
const post = (message: FromThread) => port.postMessage(message);

const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
let lastId = 0;
port.on('message', ({ id, error }: ReplyToThread) => {
  const call = waiting.get(id);
  waiting.delete(id);
  if (error) call?.reject(errorFrom(error));
  else call?.resolve();
});
/** A call of one of the server's ports, answered when the server has done it. */
const call = (message: ThreadCall) =>
  new Promise<void>((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { resolve, reject });
    post({ ...message, id });
  });

const serverOnly = () => Promise.reject(new Error('in the import thread only enqueue is available'));
const queue: Queue = {
  kind: 'in-process',
  enqueue: (name, payload, options) => call({ type: 'enqueue', name, payload, ...(options && { options }) }),
  repeat: serverOnly,
  process: () => {
    throw new Error('the import thread processes no jobs');
  },
  stats: serverOnly,
  idle: async () => undefined,
  close: async () => undefined,
};
const mailer: Mailer = { kind: 'outbox', send: (message) => call({ type: 'mail', message }) };

const logger = createLogger(data.logLevel, 'futterkompass-feed-import');
const store = openSqliteConnection(data.storeFile, { logger, verified: VERIFIED_COLLECTIONS });
try {
  const productWrites = createStandaloneProductWrites({
    store,
    queue,
    mailer,
    offerAge: createOfferAge(data.offerAge),
    logger,
    publicUrl: data.publicUrl,
  });
  const importFile = createFileImport({
    store,
    importFeed: createMerchantFeedImport({ store, productWrites, reviewCap: data.reviewCap }),
  });
  post({ type: 'done', result: await importFile(data.job) });
} catch (error) {
  const feedsFault = error instanceof FeedFormatError || error instanceof FeedFetchError;
  if (!feedsFault) logger.error({ err: error, feed: data.job.feed }, 'feed import thread failed');
  post({ type: 'failed', error: errorData(error) });
} finally {
  await store.close();
  // Nothing more to wait for: the thread ends.
  port.unref();
}
