import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import type { Logger } from 'pino';
import { type Captcha, createDisabledCaptcha, createRecaptcha } from './captcha/captcha';
import { type Config, ConfigError, meiliKeyFor, type SearchRole } from './config';
import { createBucketFiles } from './files/bucket';
import { createLocalFiles, type FileStore } from './files/files';
import { safeUrl } from './logger';
import { createOutboxMailer } from './mail/outbox';
import type { Mailer } from './mail/port';
import { createSmtpMailer } from './mail/smtp';
import type { Metrics } from './metrics/metrics';
import { timedSearch } from './metrics/search';
import { createOfferAge, type OfferAge } from './offer-age';
import { createBullQueue } from './queue/bullmq';
import { createInProcessQueue } from './queue/in-process';
import type { Queue } from './queue/port';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit/stores';
import { VERIFIED_COLLECTIONS } from './schema';
import { createEmbeddedSearch } from './search/embedded/engine';
import { createMeiliSearch } from './search/meili';
import type { SearchEngine } from './search/port';
import { createMongoStore } from './store/mongo';
import type { Store } from './store/port';
import { createSqliteStore } from './store/sqlite/store';

export const INDEX_QUEUE = 'index';

export interface Adapters {
  store: Store;
  /** Answers searches (the API's Meilisearch key may do nothing else). */
  search: SearchEngine<SearchDocument>;
  /**
   * Writes and rebuilds the index (Meilisearch's admin key): the worker's, ops' and, where it runs
   * the indexer in-process, the server's. Null where this process may only search.
   */
  searchWriter: SearchEngine<SearchDocument> | null;
  queue: Queue;
  mailer: Mailer;
  captcha: Captcha;
  files: FileStore;
  rateLimits: RateLimitCounters;
  /** How old a confirmed offer price may be (the clock offers are judged by). */
  offerAge: OfferAge;
  close(): Promise<void>;
}

/** Who opens the adapters: the API searches; the worker and ops commands also write the index. */
export type AdapterRole = 'api' | 'indexer';

/** Meilisearch with the key for one use; null when the key is optional and missing (production). */
function meiliEngine(
  config: Config,
  role: SearchRole,
  optional = false,
): SearchEngine<SearchDocument> | null {
  if (config.search.kind !== 'meilisearch') return null;
  let apiKey: string | undefined;
  try {
    apiKey = meiliKeyFor(config.search, role, config.env);
  } catch (error) {
    if (optional && error instanceof ConfigError) return null;
    throw error;
  }
  return createMeiliSearch<SearchDocument>({
    url: config.search.url,
    indexUid: config.search.indexUid,
    index: PRODUCT_INDEX,
    ...(apiKey && { apiKey }),
  });
}

async function openStore(config: Config, logger: Logger): Promise<Store> {
  const store =
    config.store.kind === 'mongodb'
      ? await createMongoStore(config.store.url, config.store.dbName)
      : await createSqliteStore(config.store.dir, {
          logger,
          verified: VERIFIED_COLLECTIONS,
          ...(config.files.kind === 'local' && { filesDir: config.files.dir }),
        });
  logger.info(
    {
      port: 'store',
      implementation: store.kind,
      at: config.store.kind === 'mongodb' ? safeUrl(config.store.url) : (store as { file?: string }).file,
    },
    `store: ${config.store.kind === 'mongodb' ? 'MongoDB' : 'SQLite file'}`,
  );
  return store;
}

function openSearch(
  config: Config,
  logger: Logger,
  role: AdapterRole,
  metrics: Metrics | undefined,
): Pick<Adapters, 'search' | 'searchWriter'> {
  const timed = (engine: SearchEngine<SearchDocument>) =>
    metrics ? timedSearch(engine, metrics.searchDuration) : engine;
  let search: SearchEngine<SearchDocument>;
  let searchWriter: SearchEngine<SearchDocument> | null;
  if (config.search.kind === 'embedded') {
    search = timed(createEmbeddedSearch(PRODUCT_INDEX));
    searchWriter = search;
  } else if (role === 'api') {
    search = timed(meiliEngine(config, 'search') as SearchEngine<SearchDocument>);
    const admin = meiliEngine(config, 'admin', true);
    searchWriter = admin && timed(admin);
  } else {
    search = timed(meiliEngine(config, 'admin') as SearchEngine<SearchDocument>);
    searchWriter = search;
  }
  logger.info(
    {
      port: 'search',
      implementation: search.kind,
      ...(config.search.kind === 'meilisearch' && {
        at: safeUrl(config.search.url),
        key: role === 'api' ? 'search' : 'admin',
        writes: !!searchWriter,
      }),
    },
    `search: ${search.kind === 'meilisearch' ? 'Meilisearch' : 'embedded, in memory'}`,
  );
  return { search, searchWriter };
}

function openQueue(config: Config, logger: Logger): Queue {
  const queue =
    config.queue.kind === 'bullmq'
      ? createBullQueue({ url: config.queue.url, queueName: INDEX_QUEUE, logger })
      : createInProcessQueue({ logger });
  logger.info(
    {
      port: 'queue',
      implementation: queue.kind,
      ...(config.queue.kind === 'bullmq' && { at: safeUrl(config.queue.url) }),
    },
    `queue: ${queue.kind === 'bullmq' ? 'BullMQ on Redis' : 'in-process'}`,
  );
  return queue;
}

function openMailer(config: Config, logger: Logger, store: Store): Mailer {
  const mailer =
    config.mail.kind === 'smtp'
      ? createSmtpMailer(config.mail.url, config.mail.from)
      : createOutboxMailer({ store, logger, from: config.mail.from });
  logger.info(
    { port: 'mail', implementation: mailer.kind },
    `mail: ${mailer.kind === 'smtp' ? 'SMTP' : 'outbox collection'}`,
  );
  return mailer;
}

function openCaptcha(config: Config, logger: Logger): Captcha {
  const captcha =
    config.captcha.kind === 'recaptcha'
      ? createRecaptcha(config.captcha.secret, config.captcha.siteKey)
      : createDisabledCaptcha();
  logger.info(
    { port: 'captcha', implementation: captcha.kind },
    captcha.kind === 'recaptcha' ? 'captcha: reCAPTCHA' : 'captcha: disabled, every check passes',
  );
  return captcha;
}

async function openFiles(config: Config, logger: Logger): Promise<FileStore> {
  const files =
    config.files.kind === 'bucket'
      ? await createBucketFiles(config.files)
      : createLocalFiles(config.files.dir);
  logger.info(
    {
      port: 'files',
      implementation: files.kind,
      at:
        config.files.kind === 'bucket'
          ? `${config.files.endpoint ?? 's3'}/${config.files.bucket}`
          : config.files.dir,
    },
    `files: ${files.kind === 'bucket' ? 'S3-compatible bucket' : 'local folder served at /files'}`,
  );
  return files;
}

function openRateLimits(config: Config, logger: Logger): RateLimitCounters {
  const rateLimits = createRateLimitCounters(
    logger,
    config.queue.kind === 'bullmq' ? config.queue.url : undefined,
  );
  logger.info(
    { port: 'rate limits', implementation: rateLimits.kind },
    `rate limits: ${rateLimits.kind === 'redis' ? 'counted in Redis' : 'counted in the process'}`,
  );
  return rateLimits;
}

/** Closes what was opened, the last first; every one is closed even if another fails. */
async function closeAll(opened: readonly { close(): Promise<void> }[]): Promise<void> {
  const failures: unknown[] = [];
  for (const adapter of [...opened].reverse()) {
    try {
      await adapter.close();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}

/**
 * Opens every port with the implementation its variable selects, and logs one line per port. With
 * `metrics`, the search engine's calls are timed. The role decides Meilisearch's key: the API
 * searches with the search-only key (and writes only with an admin key it was given). When a step
 * fails, what the steps before it opened is closed again (the store's files, the queue's timers),
 * so that the caller can report the error and end, or start again in the same process.
 */
export async function createAdapters(
  config: Config,
  logger: Logger,
  options: { metrics?: Metrics; role?: AdapterRole } = {},
): Promise<Adapters> {
  const opened: { close(): Promise<void> }[] = [];
  const closeable = <T extends { close(): Promise<void> }>(adapter: T): T => {
    opened.push(adapter);
    return adapter;
  };
  try {
    const store = closeable(await openStore(config, logger));
    const { search, searchWriter } = openSearch(config, logger, options.role ?? 'indexer', options.metrics);
    closeable(search);
    if (searchWriter && searchWriter !== search) closeable(searchWriter);
    const queue = closeable(openQueue(config, logger));
    const mailer = openMailer(config, logger, store);
    const captcha = openCaptcha(config, logger);
    const files = await openFiles(config, logger);
    const rateLimits = closeable(openRateLimits(config, logger));
    return {
      store,
      search,
      searchWriter,
      queue,
      mailer,
      captcha,
      files,
      rateLimits,
      offerAge: createOfferAge(config.offerAge),
      close: () => closeAll(opened),
    };
  } catch (error) {
    await closeAll(opened).catch((closeError: unknown) =>
      logger.error({ err: closeError }, 'closing the adapters after a failed start failed'),
    );
    throw error;
  }
}
