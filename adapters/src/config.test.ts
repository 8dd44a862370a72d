import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { safeUrl } from './logger';

describe('loadConfig', () => {
  it('selects every embedded adapter when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/app/data',
      store: { kind: 'sqlite', dir: '/srv/app/data' },
      search: { kind: 'embedded' },
      queue: { kind: 'in-process' },
      mail: { kind: 'outbox' },
      captcha: { kind: 'disabled' },
      files: { kind: 'local', dir: '/srv/app/data/files' },
      seedDemoData: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ MONGODB_URL: '', REDIS_URL: ' ' }).store.kind).toBe('sqlite');
  });

  it('selects the real adapters from their variables', () => {
    const config = loadConfig({
      MONGODB_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
      MEILI_URL: 'http://meili:7700',
      MEILI_MASTER_KEY: 'a-master-key-of-some-length',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://user:pw@mail:587',
      RECAPTCHA_SECRET: 's',
      FILES_BASE_URL: 'https://storage.example/bucket/',
      NODE_ENV: 'production',
    });
    expect(config.store).toEqual({
      kind: 'mongodb',
      url: 'mongodb://mongo:27017/?replicaSet=rs0',
      dbName: 'futterkompass',
    });
    expect(config.search).toEqual({
      kind: 'meilisearch',
      url: 'http://meili:7700',
      indexUid: 'products',
      apiKey: 'a-master-key-of-some-length',
    });
    expect(config.queue.kind).toBe('bullmq');
    expect(config.mail.kind).toBe('smtp');
    expect(config.captcha.kind).toBe('recaptcha');
    expect(config.files).toEqual({ kind: 'bucket', baseUrl: 'https://storage.example/bucket' });
    expect(config.seedDemoData).toBe(false);
  });

  it.each([
    ['MONGODB_URL', 'foo', 'MONGODB_URL: muss mit mongodb:// oder mongodb+srv:// beginnen'],
    ['MEILI_URL', 'meili:7700', 'MEILI_URL: muss eine http(s)-Adresse sein'],
    ['REDIS_URL', 'http://redis', 'REDIS_URL: muss mit redis:// oder rediss:// beginnen'],
    ['SMTP_URL', 'mail.example', 'SMTP_URL: muss mit smtp:// oder smtps:// beginnen'],
    ['FILES_BASE_URL', 'bucket', 'FILES_BASE_URL: muss eine http(s)-Adresse sein'],
    ['PORT', 'achtzig', 'PORT'],
    ['OFFER_FEED_KEY', 'kurz', 'OFFER_FEED_KEY: muss mindestens 24 Zeichen lang sein'],
  ])('stops on a malformed %s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the offer feed key', () => {
    expect(loadConfig({ OFFER_FEED_KEY: 'feed-key-of-twenty-four-chars' }).offerFeedKey).toBe(
      'feed-key-of-twenty-four-chars',
    );
    expect(loadConfig({}).offerFeedKey).toBeUndefined();
  });

  it('keeps logs JSON in production and serves metrics only with an admin token', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toThrow(
      'LOG_FORMAT: in production immer json',
    );
    expect(() => loadConfig({ METRICS_PORT: '9464' })).toThrow('METRICS_PORT: braucht ADMIN_TOKEN');
    expect(loadConfig({ METRICS_PORT: '9464', ADMIN_TOKEN: 'a'.repeat(24) }).metricsPort).toBe(9464);
  });

  it('does not echo values that may hold credentials', () => {
    expect(() => loadConfig({ MONGODB_URL: 'secret-password' })).not.toThrow(/secret-password/);
  });
});

describe('safeUrl', () => {
  it('removes credentials', () => {
    expect(safeUrl('redis://user:hunter2@redis:6379')).toBe('redis://redis:6379');
  });
});
