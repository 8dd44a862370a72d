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

/**
 * Opens every port with the implementation its variable selects, and logs one line per port. With
 * `metrics`, the search engine's calls are timed. The role decides Meilisearch's key: the API
 * searches with the search-only key (and writes only with an admin key it was given).
 */
export async function createAdapters(
  config: Config,
  logger: Logger,
  options: { metrics?: Metrics; role?: AdapterRole } = {},
): Promise<Adapters> {
  const role = options.role ?? 'indexer';
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

  const timed = (engine: SearchEngine<SearchDocument>) =>
    options.metrics ? timedSearch(engine, options.metrics.searchDuration) : engine;
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

  const mailer =
    config.mail.kind === 'smtp'
      ? createSmtpMailer(config.mail.url, config.mail.from)
      : createOutboxMailer({ store, logger, from: config.mail.from });
  logger.info(
    { port: 'mail', implementation: mailer.kind },
    `mail: ${mailer.kind === 'smtp' ? 'SMTP' : 'outbox collection'}`,
  );

  const captcha =
    config.captcha.kind === 'recaptcha'
      ? createRecaptcha(config.captcha.secret, config.captcha.siteKey)
      : createDisabledCaptcha();
  logger.info(
    { port: 'captcha', implementation: captcha.kind },
    captcha.kind === 'recaptcha' ? 'captcha: reCAPTCHA' : 'captcha: disabled, every check passes',
  );

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

  const rateLimits = createRateLimitCounters(
    logger,
    config.queue.kind === 'bullmq' ? config.queue.url : undefined,
  );
  logger.info(
    { port: 'rate limits', implementation: rateLimits.kind },
    `rate limits: ${rateLimits.kind === 'redis' ? 'counted in Redis' : 'counted in the process'}`,
  );

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
    async close() {
      await rateLimits.close();
      await queue.close();
      await search.close();
      if (searchWriter !== search) await searchWriter?.close();
      await store.close();
    },
  };
}
