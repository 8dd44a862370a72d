import path from 'node:path';
import {
  DEFAULT_OFFER_MAX_AGE_HOURS,
  DEFAULT_OFFER_RETENTION_DAYS,
  withoutTrailingSlashes,
} from '@futterkompass/domain';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/** Unset and empty variables are the same: the embedded adapter is used. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const urlWith = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(urlWith(['http:', 'https:'], 'muss eine http(s)-Adresse sein')),
  DATA_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], 'muss json oder pretty sein')),
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  MONGODB_URL: optional(
    urlWith(['mongodb:', 'mongodb+srv:'], 'muss mit mongodb:// oder mongodb+srv:// beginnen'),
  ),
  MONGODB_DB: optional(z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'muss ein gültiger Datenbankname sein')),
  MEILI_URL: optional(urlWith(['http:', 'https:'], 'muss eine http(s)-Adresse sein')),
  MEILI_MASTER_KEY: optional(z.string().min(16, 'muss mindestens 16 Zeichen lang sein')),
  MEILI_SEARCH_KEY: optional(z.string().min(16, 'muss mindestens 16 Zeichen lang sein')),
  MEILI_ADMIN_KEY: optional(z.string().min(16, 'muss mindestens 16 Zeichen lang sein')),
  MEILI_INDEX: optional(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'muss ein gültiger Indexname sein')),
  REDIS_URL: optional(urlWith(['redis:', 'rediss:'], 'muss mit redis:// oder rediss:// beginnen')),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'muss mit smtp:// oder smtps:// beginnen')),
  MAIL_FROM: optional(z.string().min(3)),
  RECAPTCHA_SECRET: optional(z.string().min(1)),
  RECAPTCHA_SITE_KEY: optional(z.string().min(1)),
  FILES_BASE_URL: optional(urlWith(['http:', 'https:'], 'muss eine http(s)-Adresse sein')),
  FILES_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'muss ein gültiger Bucket-Name sein (S3-Regeln)'),
  ),
  FILES_S3_ENDPOINT: optional(urlWith(['http:', 'https:'], 'muss eine http(s)-Adresse sein')),
  FILES_S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]{1,40}$/, 'muss eine Region wie eu-central-1 oder auto sein'),
  ),
  FILES_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  FILES_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  TRUST_PROXY: optional(z.string().transform(parseTrustProxy)),
  ADMIN_TOKEN: optional(z.string().min(24, 'muss mindestens 24 Zeichen lang sein')),
  OFFER_FEED_KEY: optional(z.string().min(24, 'muss mindestens 24 Zeichen lang sein')),
  SEED_DEMO_DATA: optional(z.enum(['true', 'false'], 'muss true oder false sein')),
  FEED_ALLOW_PRIVATE: optional(z.enum(['true', 'false'], 'muss true oder false sein')),
  FEED_TIMEOUT_SEC: optional(z.coerce.number().int().min(1).max(600)),
  FEED_MAX_MB: optional(z.coerce.number().int().min(1).max(2000)),
  FEED_STALE_DAYS: optional(z.coerce.number().int().min(1).max(365)),
  FEED_RETENTION_DAYS: optional(z.coerce.number().int().min(0).max(3650)),
  FEED_DOWNLOAD_MIN: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  FEED_CONCURRENCY: optional(z.coerce.number().int().min(1).max(32)),
  FEED_REVIEW_MAX: optional(z.coerce.number().int().min(0).max(1_000_000)),
  OFFER_MAX_AGE_HOURS: optional(z.coerce.number().int().min(1).max(8760)),
  OFFER_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3650)),
  INDEXER_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  RATE_LIMIT_AUTH: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_WRITES: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_FAILED_LOGINS: optional(z.coerce.number().int().min(1).max(1000)),
  RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(100_000)),
  RATE_LIMIT_MESSAGES: optional(z.coerce.number().int().min(1).max(1_000_000)),
  OPERATOR_EMAIL: optional(z.email('muss eine E-Mail Adresse sein')),
});

export type StoreConfig = { kind: 'mongodb'; url: string; dbName: string } | { kind: 'sqlite'; dir: string };
/**
 * Meilisearch's keys by use: the search-only key answers the API's queries, the admin key (scoped to
 * the index and its build indexes) serves the worker and ops, the master key only creates those two.
 */
export interface MeiliKeys {
  search?: string;
  admin?: string;
  master?: string;
}
export type SearchConfig =
  | { kind: 'meilisearch'; url: string; indexUid: string; keys: MeiliKeys }
  | { kind: 'embedded' };
export type QueueConfig = { kind: 'bullmq'; url: string } | { kind: 'in-process' };
export type MailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; from: string };
export type CaptchaConfig = { kind: 'recaptcha'; secret: string; siteKey?: string } | { kind: 'disabled' };
/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Google Cloud Storage's XML API). */
export interface BucketConfig {
  kind: 'bucket';
  bucket: string;
  /** Another service than AWS S3; addressed path-style (https://host/bucket/name). */
  endpoint?: string;
  region: string;
  /** Without them the AWS SDK's own chain is asked (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load the files (a CDN or the bucket's public address); unset: the API serves /files. */
  publicBaseUrl?: string;
}
export type FilesConfig = BucketConfig | { kind: 'local'; dir: string };

/** Express's `trust proxy`: a hop count, or the addresses and CIDR ranges of the proxies in front. */
export type TrustProxy = number | string[];

/**
 * TRUST_PROXY as a hop count (1: the load balancer in front) or a comma-separated list of addresses,
 * CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal); each entry is checked with
 * the library Express itself uses for it. `true` is refused: it would believe any client's header.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 32) return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (entries.length === 0 || entries.includes('true'))
    return refuse(
      'muss eine Anzahl Proxys (z. B. 1) oder eine Liste von Adressen/CIDR-Bereichen sein (z. B. 10.0.0.0/8)',
    );
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      return refuse(
        `„${entry}“ ist weder eine IP-Adresse noch ein CIDR-Bereich noch loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

/** Abuse limits per 15-minute window. */
export interface RateLimitConfig {
  windowMs: number;
  /** Requests per IP to /auth/*. */
  auth: number;
  /** Write requests per IP (lists, reviews, votes, reports, messages, account changes). */
  writes: number;
  /**
   * Wrong passwords for one account from one address before each further attempt must wait (1 s,
   * then doubling up to 15 minutes); the same for a signed-in user's password checks per account.
   */
  failedLogins: number;
  /** Wrong passwords from one address, whatever the account, before the waits begin. */
  failedLoginsPerAddress?: number;
  /** The first of those waits, in seconds (1); tests lengthen it so that no machine is too slow to meet it. */
  passwordFirstWaitSec?: number;
  /** Messages per IP (product reports, brand questions, the contact form): each one is mailed. */
  messages: number;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimitConfig> = {
  windowMs: 15 * 60_000,
  auth: 100,
  writes: 300,
  failedLogins: 5,
  failedLoginsPerAddress: 10,
  passwordFirstWaitSec: 1,
  messages: 10,
};

/** How registered shop feeds are pulled and their offers kept. */
export interface FeedPullConfig {
  /** Fetch feeds from loopback and private addresses too (tests, a shop in the same network). */
  allowPrivate: boolean;
  /**
   * Connecting, the answer's first byte and any pause between bytes; retries of a failed attempt
   * fit in it too, so that a dead server holds a pull for this long at most.
   */
  timeoutMs: number;
  /** The whole download (a server sending a byte now and then must not hold a pull forever). */
  downloadMs: number;
  maxBytes: number;
  /** Feeds pulled at the same time (each holds one slot for its pull). */
  concurrency: number;
  /** Rows no product matched that wait for the editors, per merchant; rows beyond are counted, not kept. */
  reviewCap: number;
  /** Offers no run confirmed for this many days stop counting as best offer. */
  staleDays: number;
  /** Days an offer a full feed dropped is kept (unavailable) before it is removed. */
  retentionDays: number;
}

export const DEFAULT_FEED_PULL: FeedPullConfig = {
  allowPrivate: false,
  timeoutMs: 30_000,
  downloadMs: 30 * 60_000,
  maxBytes: 200 * 2 ** 20,
  concurrency: 4,
  reviewCap: 5_000,
  staleDays: 7,
  retentionDays: 30,
};

/** How long an offer's confirmed price counts as current, and how long an outdated offer is kept. */
export interface OfferAgeConfig {
  /** Older confirmations: the offer is shown as outdated and is never the best offer. */
  maxAgeHours: number;
  /** Days after its last confirmation an offer is dropped. */
  retentionDays: number;
}

export const DEFAULT_OFFER_AGE: OfferAgeConfig = {
  maxAgeHours: DEFAULT_OFFER_MAX_AGE_HOURS,
  retentionDays: DEFAULT_OFFER_RETENTION_DAYS,
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  /** JSON lines (production, log collectors) or readable lines for a developer's terminal. */
  logFormat: 'json' | 'pretty';
  /** The worker's own port for `GET /metrics` (0: any free one); the API serves it on its port. */
  metricsPort?: number;
  store: StoreConfig;
  search: SearchConfig;
  queue: QueueConfig;
  mail: MailConfig;
  captcha: CaptchaConfig;
  files: FilesConfig;
  /** Which proxies' X-Forwarded-For the API believes (the client's address decides its rate limits). */
  trustProxy: TrustProxy;
  /** Seed the demo catalogue into an empty store at start (never in production). */
  seedDemoData: boolean;
  /** Token for the admin API in the distributed setup; the embedded server also makes its own. */
  adminToken?: string;
  /** Key with which shops and price bots may post offer feeds (POST /api/admin/offers, x-feed-key). */
  offerFeedKey?: string;
  /** Index jobs a worker runs at once. */
  indexerConcurrency: number;
  feeds: FeedPullConfig;
  offerAge: OfferAgeConfig;
  rateLimits: RateLimitConfig;
  /** Where product reports and contact messages are mailed. */
  operatorEmail: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once. A bad value stops with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // In German like every message of the portal; the schema's own messages take precedence.
  const parsed = EnvSchema.safeParse(env, { error: z.locales.de().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  const from = e.MAIL_FROM ?? 'Futterkompass <noreply@futterkompass.de>';
  if (e.LOG_FORMAT === 'pretty' && nodeEnv === 'production') {
    throw new ConfigError('Ungültige Konfiguration:\n  LOG_FORMAT: in production immer json');
  }
  if (e.METRICS_PORT !== undefined && !e.ADMIN_TOKEN) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  METRICS_PORT: braucht ADMIN_TOKEN (die Metriken gibt es nur mit dem Admin-Token)',
    );
  }
  if (
    e.MEILI_URL &&
    nodeEnv === 'production' &&
    !e.MEILI_MASTER_KEY &&
    !e.MEILI_SEARCH_KEY &&
    !e.MEILI_ADMIN_KEY
  ) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  MEILI_SEARCH_KEY, MEILI_ADMIN_KEY: werden in production zusammen mit MEILI_URL benötigt (anlegen mit npm run ops -- search-keys und MEILI_MASTER_KEY)',
    );
  }
  if ((e.FILES_S3_ACCESS_KEY_ID === undefined) !== (e.FILES_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: nur zusammen setzen',
    );
  }
  if (!e.FILES_BUCKET && (e.FILES_S3_ENDPOINT || e.FILES_S3_ACCESS_KEY_ID || e.FILES_BASE_URL)) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  FILES_BUCKET: wird mit FILES_S3_ENDPOINT, FILES_S3_ACCESS_KEY_ID oder FILES_BASE_URL benötigt',
    );
  }
  return {
    env: nodeEnv,
    port,
    host: e.HOST ?? '0.0.0.0',
    publicUrl: withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${port}`),
    dataDir,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? 'json',
    ...(e.METRICS_PORT !== undefined && { metricsPort: e.METRICS_PORT }),
    store: e.MONGODB_URL
      ? { kind: 'mongodb', url: e.MONGODB_URL, dbName: e.MONGODB_DB ?? 'futterkompass' }
      : { kind: 'sqlite', dir: dataDir },
    search: e.MEILI_URL
      ? {
          kind: 'meilisearch',
          url: e.MEILI_URL,
          indexUid: e.MEILI_INDEX ?? 'products',
          keys: {
            ...(e.MEILI_SEARCH_KEY && { search: e.MEILI_SEARCH_KEY }),
            ...(e.MEILI_ADMIN_KEY && { admin: e.MEILI_ADMIN_KEY }),
            ...(e.MEILI_MASTER_KEY && { master: e.MEILI_MASTER_KEY }),
          },
        }
      : { kind: 'embedded' },
    queue: e.REDIS_URL ? { kind: 'bullmq', url: e.REDIS_URL } : { kind: 'in-process' },
    mail: e.SMTP_URL ? { kind: 'smtp', url: e.SMTP_URL, from } : { kind: 'outbox', from },
    captcha: e.RECAPTCHA_SECRET
      ? {
          kind: 'recaptcha',
          secret: e.RECAPTCHA_SECRET,
          ...(e.RECAPTCHA_SITE_KEY && { siteKey: e.RECAPTCHA_SITE_KEY }),
        }
      : { kind: 'disabled' },
    files: e.FILES_BUCKET
      ? {
          kind: 'bucket',
          bucket: e.FILES_BUCKET,
          region: e.FILES_S3_REGION ?? 'us-east-1',
          ...(e.FILES_S3_ENDPOINT && { endpoint: withoutTrailingSlashes(e.FILES_S3_ENDPOINT) }),
          ...(e.FILES_S3_ACCESS_KEY_ID &&
            e.FILES_S3_SECRET_ACCESS_KEY && {
              credentials: {
                accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
                secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
              },
            }),
          ...(e.FILES_BASE_URL && { publicBaseUrl: withoutTrailingSlashes(e.FILES_BASE_URL) }),
        }
      : { kind: 'local', dir: path.join(dataDir, 'files') },
    trustProxy: e.TRUST_PROXY ?? ['loopback'],
    seedDemoData: nodeEnv !== 'production' && (e.SEED_DEMO_DATA ?? 'true') === 'true',
    ...(e.ADMIN_TOKEN && { adminToken: e.ADMIN_TOKEN }),
    ...(e.OFFER_FEED_KEY && { offerFeedKey: e.OFFER_FEED_KEY }),
    indexerConcurrency: e.INDEXER_CONCURRENCY ?? 4,
    feeds: {
      allowPrivate: e.FEED_ALLOW_PRIVATE === 'true',
      timeoutMs: (e.FEED_TIMEOUT_SEC ?? DEFAULT_FEED_PULL.timeoutMs / 1000) * 1000,
      downloadMs: (e.FEED_DOWNLOAD_MIN ?? DEFAULT_FEED_PULL.downloadMs / 60_000) * 60_000,
      maxBytes: (e.FEED_MAX_MB ?? DEFAULT_FEED_PULL.maxBytes / 2 ** 20) * 2 ** 20,
      concurrency: e.FEED_CONCURRENCY ?? DEFAULT_FEED_PULL.concurrency,
      reviewCap: e.FEED_REVIEW_MAX ?? DEFAULT_FEED_PULL.reviewCap,
      staleDays: e.FEED_STALE_DAYS ?? DEFAULT_FEED_PULL.staleDays,
      retentionDays: e.FEED_RETENTION_DAYS ?? DEFAULT_FEED_PULL.retentionDays,
    },
    offerAge: {
      maxAgeHours: e.OFFER_MAX_AGE_HOURS ?? DEFAULT_OFFER_AGE.maxAgeHours,
      retentionDays: e.OFFER_RETENTION_DAYS ?? DEFAULT_OFFER_AGE.retentionDays,
    },
    rateLimits: {
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
      auth: e.RATE_LIMIT_AUTH ?? DEFAULT_RATE_LIMITS.auth,
      writes: e.RATE_LIMIT_WRITES ?? DEFAULT_RATE_LIMITS.writes,
      failedLogins: e.RATE_LIMIT_FAILED_LOGINS ?? DEFAULT_RATE_LIMITS.failedLogins,
      failedLoginsPerAddress:
        e.RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.failedLoginsPerAddress,
      messages: e.RATE_LIMIT_MESSAGES ?? DEFAULT_RATE_LIMITS.messages,
    },
    operatorEmail: e.OPERATOR_EMAIL ?? 'redaktion@futterkompass.de',
  };
}

/** What a process does with Meilisearch: the API only searches; the worker and ops write and rebuild. */
export type SearchRole = 'search' | 'admin';

/**
 * The key a process uses for its role. In production only the scoped keys serve (the master key
 * creates them and nothing else); elsewhere the admin or master key stands in, so that a developer
 * with one Meilisearch key can start everything.
 */
export function meiliKeyFor(
  search: Extract<SearchConfig, { kind: 'meilisearch' }>,
  role: SearchRole,
  env: Config['env'],
): string | undefined {
  const { keys } = search;
  const scoped = role === 'search' ? keys.search : keys.admin;
  if (scoped || env !== 'production')
    return scoped ?? (role === 'search' ? keys.admin : undefined) ?? keys.master;
  const variable = role === 'search' ? 'MEILI_SEARCH_KEY' : 'MEILI_ADMIN_KEY';
  const who = role === 'search' ? 'die API' : 'Indexer und Ops';
  throw new ConfigError(
    `Ungültige Konfiguration:\n  ${variable}: wird in production für ${who} benötigt; der Master-Key legt ihn nur an (npm run ops -- search-keys)`,
  );
}
