import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, createSqliteStore, ensureIndexes, loadConfig } from '@futterkompass/adapters';
import type { Product, User } from '@futterkompass/domain';
import { seedEmbeddedStore } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOutput, listening, spawnServer } from './testing/server-child';

const FEED_KEY = 'feed-key-for-the-kill-test-0123456789';
const PRODUCTS = 80;

describe('kill -9 during bursts of writes', () => {
  let dataDir: string;
  let child: ChildProcess;
  let products: Product[];
  const output = { text: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-kill-'));
    const store = await createSqliteStore(dataDir);
    await ensureIndexes(store);
    await seedEmbeddedStore(store, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
      products: PRODUCTS,
      images: false,
      demoUsers: true,
    });
    products = (await store.collection<Product>(COLLECTIONS.products).find({ published: true })).slice(0, 60);
    await store.close();
    child = spawnServer(dataDir, {
      OFFER_FEED_KEY: FEED_KEY,
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_FAILED_LOGINS: '1000',
    });
    collectOutput(child, output);
  });
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses none of the acknowledged registrations, reviews, list changes and feed imports', async () => {
    const url = `http://127.0.0.1:${await listening(child, output)}`;
    const call = async (route: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const token = (await call('/auth/login', { username: 'demo', password: 'demo12345' })).body
      .token as string;
    expect(token).toBeTruthy();
    const demo = (await (await fetch(`${url}/api/user-from-token`, { headers: { token } })).json()) as {
      user: User;
    };
    const before = new Set([...demo.user.favorites, ...demo.user.negFavorites]);

    const acknowledged = {
      users: [] as string[],
      reviews: [] as [string, string][],
      lists: [] as string[],
      feeds: [] as [string, string][],
    };
    let killed = false;
    let kill = () => {};
    const killedNow = new Promise<void>((resolve) => {
      kill = resolve;
    });
    // The kill comes once every kind has had writes acknowledged, while all of them still send.
    const enough = () =>
      acknowledged.users.length >= 5 &&
      acknowledged.reviews.length >= 5 &&
      acknowledged.lists.length >= 5 &&
      acknowledged.feeds.length >= 2;
    const burst = async (send: (i: number) => Promise<void>) => {
      for (let i = 0; !killed && i < 10_000; i++) {
        try {
          await send(i);
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (enough()) kill();
      }
    };
    const bursts = [
      burst(async (i) => {
        const username = `Burst${i}x`;
        const email = `burst${i}@example.org`;
        const r = await call('/auth/register', {
          username,
          email,
          confirmEmail: email,
          password: 'geheim123',
          confirmPassword: 'geheim123',
          acceptPrivacy: true,
        });
        if (r.status === 200) acknowledged.users.push(username);
      }),
      burst(async (i) => {
        const product = products[i % products.length] as Product;
        const text = `Notiz ${i}`;
        const r = await call(
          '/api/new-review',
          { product: product.urlExtension, reviewText: text, reviewRating: 4, acceptTerms: true },
          { token },
        );
        if (r.status === 200) acknowledged.reviews.push([product._id, text]);
      }),
      burst(async (i) => {
        const product = products[i] as Product | undefined;
        if (!product || before.has(product._id)) return;
        const r = await call('/api/lists-update', { product: product._id, listType: 'favorites' }, { token });
        if (r.status === 200 && r.body.added === true) acknowledged.lists.push(product._id);
      }),
      burst(async (i) => {
        const rows = products
          .slice(0, 20)
          .map(
            (p) => `${p._id};bitiba.de;https://www.bitiba.de/kill-${i}-${p.urlExtension};"2,49";400;g;1;Dose`,
          );
        const r = await call(
          '/api/admin/offers',
          ['product;merchant_name;link;price;size;unit;amount;packaging', ...rows].join('\n'),
          {
            'content-type': 'text/csv',
            'x-feed-key': FEED_KEY,
          },
        );
        if (r.status === 200 && r.body.imported === 20)
          acknowledged.feeds.push([products[0]?._id as string, `kill-${i}-`]);
      }),
    ];
    const ended = Promise.all(bursts).then(() => {
      throw new Error(
        `the bursts ended before every kind had writes acknowledged: ${JSON.stringify(acknowledged)}`,
      );
    });
    await Promise.race([killedNow, ended]);
    child.kill('SIGKILL');
    killed = true;
    await once(child, 'exit');
    await Promise.allSettled(bursts);

    const store = await createSqliteStore(dataDir);
    try {
      const users = store.collection<User>(COLLECTIONS.users);
      const usernames = new Set(
        (await users.find({}, { projection: { username: 1 } })).map((u) => u.username),
      );
      expect(acknowledged.users.filter((u) => !usernames.has(u))).toEqual([]);
      const all = new Map(
        (await store.collection<Product>(COLLECTIONS.products).find({})).map((p) => [p._id, p]),
      );
      // The last acknowledged review of each product is its demo review now.
      const lastReview = new Map(acknowledged.reviews);
      for (const [productId, text] of lastReview)
        expect(all.get(productId)?.reviews.find((r) => r.from._id === demo.user._id)?.review, productId).toBe(
          text,
        );
      const saved = (await users.findOne({ _id: demo.user._id })) as User;
      expect(acknowledged.lists.filter((id) => !saved.favorites.includes(id))).toEqual([]);
      for (const [, link] of acknowledged.feeds)
        for (const p of products.slice(0, 20))
          expect(
            all.get(p._id)?.variants.some((v) => v.link?.includes(`${link}${p.urlExtension}`)),
            link,
          ).toBe(true);
      expect(
        acknowledged.users.length + acknowledged.reviews.length + acknowledged.lists.length,
      ).toBeGreaterThanOrEqual(15);
    } finally {
      await store.close();
    }
  }, 300_000);
});
