import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, meiliKeyFor } from './config';
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
      FILES_BUCKET: 'futterkompass-bilder',
      FILES_S3_ENDPOINT: 'https://minio.example:9000/',
      FILES_S3_REGION: 'eu-central-1',
      FILES_S3_ACCESS_KEY_ID: 'AKIA-TEST',
      FILES_S3_SECRET_ACCESS_KEY: 'geheim',
      FILES_BASE_URL: 'https://bilder.example/fk/',
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
      keys: { master: 'a-master-key-of-some-length' },
    });
    expect(config.queue.kind).toBe('bullmq');
    expect(config.mail.kind).toBe('smtp');
    expect(config.captcha.kind).toBe('recaptcha');
    expect(config.files).toEqual({
      kind: 'bucket',
      bucket: 'futterkompass-bilder',
      endpoint: 'https://minio.example:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA-TEST', secretAccessKey: 'geheim' },
      publicBaseUrl: 'https://bilder.example/fk',
    });
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.seedDemoData).toBe(false);
  });

  it.each([
    ['MONGODB_URL', 'foo', 'MONGODB_URL: muss mit mongodb:// oder mongodb+srv:// beginnen'],
    ['MEILI_URL', 'meili:7700', 'MEILI_URL: muss eine http(s)-Adresse sein'],
    ['REDIS_URL', 'http://redis', 'REDIS_URL: muss mit redis:// oder rediss:// beginnen'],
    ['SMTP_URL', 'mail.example', 'SMTP_URL: muss mit smtp:// oder smtps:// beginnen'],
    ['FILES_BASE_URL', 'bucket', 'FILES_BASE_URL: muss eine http(s)-Adresse sein'],
    ['FILES_BUCKET', 'Bilder_Bucket', 'FILES_BUCKET: muss ein gültiger Bucket-Name sein (S3-Regeln)'],
    ['FILES_BASE_URL', 'https://bilder.example', 'FILES_BUCKET: wird mit FILES_S3_ENDPOINT'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY: muss eine Anzahl Proxys'],
    ['TRUST_PROXY', '10.0.0.0/8, lb.intern', 'TRUST_PROXY: „lb.intern“ ist weder eine IP-Adresse'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY: „10.0.0.0/33“ ist weder'],
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

  it('reads TRUST_PROXY as a hop count or a list of addresses, CIDR ranges and names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::/32 ,192.0.2.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it('needs both S3 credentials or neither', () => {
    expect(() => loadConfig({ FILES_BUCKET: 'fk-bilder', FILES_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: nur zusammen setzen',
    );
    expect(loadConfig({ FILES_BUCKET: 'fk-bilder' }).files).toEqual({
      kind: 'bucket',
      bucket: 'fk-bilder',
      region: 'us-east-1',
    });
  });

  it('gives each role its Meilisearch key; in production only the scoped keys serve', () => {
    const keys = {
      MEILI_URL: 'http://meili:7700',
      MEILI_SEARCH_KEY: 's'.repeat(32),
      MEILI_ADMIN_KEY: 'a'.repeat(32),
      MEILI_MASTER_KEY: 'm'.repeat(32),
    };
    const production = loadConfig({ ...keys, NODE_ENV: 'production' });
    if (production.search.kind !== 'meilisearch') throw new Error('Meilisearch expected');
    expect(meiliKeyFor(production.search, 'search', 'production')).toBe('s'.repeat(32));
    expect(meiliKeyFor(production.search, 'admin', 'production')).toBe('a'.repeat(32));
    const masterOnly = loadConfig({
      MEILI_URL: keys.MEILI_URL,
      MEILI_MASTER_KEY: keys.MEILI_MASTER_KEY,
      NODE_ENV: 'production',
    });
    if (masterOnly.search.kind !== 'meilisearch') throw new Error('Meilisearch expected');
    expect(() => meiliKeyFor(masterOnly.search as never, 'search', 'production')).toThrow(
      'MEILI_SEARCH_KEY: wird in production für die API benötigt',
    );
    expect(() => meiliKeyFor(masterOnly.search as never, 'admin', 'production')).toThrow(
      'MEILI_ADMIN_KEY: wird in production für Indexer und Ops benötigt',
    );
    // A developer with one key starts everything with it.
    expect(meiliKeyFor(masterOnly.search, 'search', 'development')).toBe('m'.repeat(32));
    expect(() => loadConfig({ MEILI_URL: keys.MEILI_URL, NODE_ENV: 'production' })).toThrow(
      'MEILI_SEARCH_KEY, MEILI_ADMIN_KEY: werden in production zusammen mit MEILI_URL benötigt',
    );
  });

  it('explains a bad value in German, naming the variable', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'laut' })).toThrow(
      'Ungültige Konfiguration:\n  LOG_LEVEL: Ungültige Option: erwartet eine von "fatal"|',
    );
    expect(() => loadConfig({ PORT: 'achtzig' })).toThrow(
      'Ungültige Konfiguration:\n  PORT: Ungültige Eingabe: erwartet Zahl',
    );
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
