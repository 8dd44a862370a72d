import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  checkSqliteStore,
  createSqliteStore,
  ensureIndexes,
  INDEXES,
  loadConfig,
  REFERENCES,
  readLastBackup,
} from '@futterkompass/adapters';
import { communityScores, type Product } from '@futterkompass/domain';
import { seedEmbeddedStore } from '@futterkompass/indexer';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './testing/api-client';
import { ops } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('a backup while the server writes', () => {
  it('restores to a consistent store', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-backup-writes-'));
    dirs.push(dataDir);
    const seeding = await createSqliteStore(dataDir);
    await ensureIndexes(seeding);
    await seedEmbeddedStore(seeding, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
      products: 200,
      images: true,
      demoUsers: true,
    });
    await seeding.close();

    const server = await startTestServer({
      dataDir,
      env: { RATE_LIMIT_AUTH: '100000', RATE_LIMIT_WRITES: '100000', SEED_DEMO_DATA: 'false' },
    });
    const api = apiClient(server.url, server.adapters.store);
    const products = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { limit: 100 });
    const token = await api.login('demo', 'demo12345');
    let writing = true;
    let written = 0;
    // Reviews (a product and its rating), favourites (the user) and new accounts (user, token, mail).
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        const product = products[i % products.length] as Product;
        const answers = await Promise.all([
          api.post(
            '/api/new-review',
            {
              product: product.urlExtension,
              reviewText: `Stand ${i}`,
              reviewRating: 1 + (i % 5),
              acceptTerms: true,
            },
            token,
          ),
          api.post(
            '/api/lists-update',
            { product: product._id, listType: i % 2 ? 'favorites' : 'negFavorites' },
            token,
          ),
          api.post('/auth/register', {
            username: `Sicherung${i}`,
            email: `sicherung${i}@example.org`,
            confirmEmail: `sicherung${i}@example.org`,
            password: 'geheim123',
            confirmPassword: 'geheim123',
            acceptPrivacy: true,
          }),
        ]);
        for (const answer of answers) expect(answer.status).toBe(200);
        written += answers.length;
      }
    })();
    const archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
    dirs.push(archive);
    const before = written;
    expect((await ops(['backup', archive], { DATA_DIR: dataDir })).code).toBe(0);
    const during = written - before;
    writing = false;
    await writes;
    await server.cleanup();
    // Writes went on while the backup was made, through the server that made it.
    expect(during).toBeGreaterThan(0);
    expect((await readLastBackup(dataDir))?.file).toBe(path.resolve(archive));

    expect((await ops(['restore', archive], { DATA_DIR: dataDir })).code).toBe(0);
    const check = await checkSqliteStore(
      dataDir,
      { indexes: INDEXES, references: REFERENCES },
      {
        filesDir: path.join(dataDir, 'files'),
      },
    );
    expect(check.findings).toEqual([]);
    const restored = await createSqliteStore(dataDir);
    try {
      // Every product's rating is that of its reviews: no review without its product's write.
      for (const product of await restored.collection<Product>(COLLECTIONS.products).find({})) {
        const { rating, ratingCount } = communityScores(product.reviews, product.binderVotes);
        expect({ rating: product.rating, ratingCount: product.ratingCount }, product._id).toEqual({
          rating,
          ratingCount,
        });
      }
    } finally {
      await restored.close();
    }
  }, 240_000);
});
