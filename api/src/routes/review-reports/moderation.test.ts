import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createInProcessQueue,
  createLogger,
  createSmtpMailer,
  createSqliteStore,
  ensureIndexes,
  newId,
  type Queue,
  type SqliteStore,
} from '@futterkompass/adapters';
import type { Brand, Product, ReviewReport, User } from '@futterkompass/domain';
import { aBrand, aProduct } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProductWrites } from '../../testing/product-writes';
import { reviewReportMails } from './mails';
import { createReviewModeration } from './moderation';

/** A loopback port nothing listens on: SMTP there is a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('deciding on a reported review when the mail server is down or two editors decide at once', () => {
  let dir: string;
  let store: SqliteStore;
  let queue: Queue;
  let moderation: ReturnType<typeof createReviewModeration>;
  const logger = createLogger('silent');
  const brand = aBrand({ _id: newId() });
  const author = { _id: newId(), username: 'Autorin', email: 'autorin@example.org', status: 'active' };

  /** A product with one review by the author, reported twice. */
  const reported = async () => {
    const review = {
      _id: newId(),
      rating: 1,
      review: 'Mist.',
      from: { _id: author._id, username: author.username },
      createdAt: '2026-10-01T00:00:00.000Z',
    };
    const product = aProduct({
      _id: newId(),
      brand: brand._id,
      urlExtension: `p-${newId()}`,
      reviews: [review],
      rating: 1,
      ratingCount: 1,
    });
    await store.collection<Product>(COLLECTIONS.products).insert(product);
    for (const reporter of ['a', 'b'])
      await store.collection<ReviewReport>(COLLECTIONS.reviewReports).insert({
        reviewId: review._id,
        productId: product._id,
        reporter,
        reason: 'insult',
        text: '',
        status: 'open',
        createdAt: '2026-11-01T00:00:00.000Z',
      });
    return { product, review };
  };
  const statuses = async (reviewId: string) =>
    (await store.collection<ReviewReport>(COLLECTIONS.reviewReports).find({ reviewId })).map((r) => r.status);
  const reviewsOf = async (id: string) =>
    ((await store.collection<Product>(COLLECTIONS.products).findOne({ _id: id })) as Product).reviews;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-moderation-'));
    store = await createSqliteStore(dir);
    await ensureIndexes(store);
    queue = createInProcessQueue({ logger });
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'portal@example.org');
    await store.collection<Brand>(COLLECTIONS.brands).insert(brand);
    await store.collection<User>(COLLECTIONS.users).insert(author as unknown as User);
    moderation = createReviewModeration({
      store,
      mailer,
      logger,
      productWrites: testProductWrites({ store, queue, mailer }),
      mails: reviewReportMails('https://futterkompass.example', 'team@example.org'),
    });
  });
  afterAll(async () => {
    await queue.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('removes the review and closes its reports although the author’s mail cannot be sent', async () => {
    const { product, review } = await reported();
    expect(await moderation.remove(review._id, 'editor', { reason: 'insult', note: '' })).toEqual({
      authorMailed: false,
    });
    expect(await reviewsOf(product._id)).toEqual([]);
    expect(await statuses(review._id)).toEqual(['removed', 'removed']);
  });

  it('lets one of two editors deciding at once win, and leaves review and reports agreeing', async () => {
    for (let round = 0; round < 5; round++) {
      const { product, review } = await reported();
      const [kept, removed] = await Promise.allSettled([
        moderation.keep(review._id, 'editor-1'),
        moderation.remove(review._id, 'editor-2', { reason: 'spam', note: '' }),
      ]);
      expect([kept.status, removed.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
      const gone = (await reviewsOf(product._id)).length === 0;
      expect(await statuses(review._id)).toEqual(gone ? ['removed', 'removed'] : ['kept', 'kept']);
      expect(gone).toBe(removed.status === 'fulfilled');
    }
  });
});
