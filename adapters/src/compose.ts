import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import type { Logger } from 'pino';
import { type Captcha, createDisabledCaptcha, createRecaptcha } from './captcha/captcha';
import type { Config } from './config';
import { createBucketFiles, createLocalFiles, type FileStore } from './files/files';
import { safeUrl } from './logger';
import { createOutboxMailer } from './mail/outbox';
import type { Mailer } from './mail/port';
import { createSmtpMailer } from './mail/smtp';
import type { Metrics } from './metrics/metrics';
import { timedSearch } from './metrics/search';
import { createBullQueue } from './queue/bullmq';
import { createInProcessQueue } from './queue/in-process';
import type { Queue } from './queue/port';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit/stores';
import { createEmbeddedSearch } from './search/embedded/engine';
import { createMeiliSearch } from './search/meili';
import type { SearchEngine } from './search/port';
import { createMongoStore } from './store/mongo';
import type { Store } from './store/port';
import { createSqliteStore } from './store/sqlite/store';

export const INDEX_QUEUE = 'index';

export interface Adapters {
  store: Store;
  search: SearchEngine<SearchDocument>;
  queue: Queue;
  mailer: Mailer;
  captcha: Captcha;
  files: FileStore;
  rateLimits: RateLimitCounters;
  close(): Promise<void>;
}

/**
 * Opens every port with the implementation its variable selects, and logs one line per port. With
 * `metrics`, the search engine's calls are timed.
 */
export async function createAdapters(
  config: Config,
  logger: Logger,
  options: { metrics?: Metrics } = {},
): Promise<Adapters> {
  const store =
    config.store.kind === 'mongodb'
      ? await createMongoStore(config.store.url, config.store.dbName)
      : await createSqliteStore(config.store.dir, {
          logger,
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

  const engine =
    config.search.kind === 'meilisearch'
      ? createMeiliSearch<SearchDocument>({
          url: config.search.url,
          indexUid: config.search.indexUid,
          index: PRODUCT_INDEX,
          ...(config.search.apiKey && { apiKey: config.search.apiKey }),
        })
      : createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  const search = options.metrics ? timedSearch(engine, options.metrics.searchDuration) : engine;
  logger.info(
    {
      port: 'search',
      implementation: search.kind,
      ...(config.search.kind === 'meilisearch' && { at: safeUrl(config.search.url) }),
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
      ? createBucketFiles(config.files.baseUrl)
      : createLocalFiles(config.files.dir);
  logger.info(
    {
      port: 'files',
      implementation: files.kind,
      at: config.files.kind === 'bucket' ? config.files.baseUrl : config.files.dir,
    },
    `files: ${files.kind === 'bucket' ? 'bucket' : 'local folder served at /files'}`,
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
    queue,
    mailer,
    captcha,
    files,
    rateLimits,
    async close() {
      await rateLimits.close();
      await queue.close();
      await search.close();
      await store.close();
    },
  };
}
