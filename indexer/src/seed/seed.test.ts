import { COLLECTIONS, verifyPassword } from '@futterkompass/adapters';
import { type Brand, type Product, type User, visibleOffers } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempStore } from '../testing/temp-store';
import { seedDemoCatalogue, storeIsEmpty } from './run';

describe('demo catalogue', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let products: Product[];
  let users: User[];

  beforeAll(async () => {
    env = await tempStore();
    expect(await storeIsEmpty(env.store)).toBe(true);
    const summary = await seedDemoCatalogue(env, { products: 300, images: true, demoUsers: true });
    expect(summary).toMatchObject({ brands: 60, products: 300, consultants: 30, posts: 3 });
    products = await env.store.collection<Product>(COLLECTIONS.products).find();
    users = await env.store.collection<User>(COLLECTIONS.users).find();
  });
  afterAll(() => env.cleanup());

  it('is the same on every run (seeded)', async () => {
    const again = await tempStore();
    await seedDemoCatalogue(again, { products: 300, images: false, demoUsers: false });
    const second = await again.store.collection<Product>(COLLECTIONS.products).find({}, { sort: { _id: 1 } });
    const first = [...products].sort((a, b) => (a._id < b._id ? -1 : 1));
    expect(second.map((p) => [p._id, p.urlExtension, p.proteins, p.variants.length])).toEqual(
      first.map((p) => [p._id, p.urlExtension, p.proteins, p.variants.length]),
    );
    await again.cleanup();
  });

  it('covers both animals, every food type and plausible analyses', () => {
    expect(new Set(products.flatMap((p) => p.animal))).toEqual(new Set(['dog', 'cat']));
    expect(new Set(products.map((p) => p.type1))).toEqual(
      new Set(['wet', 'dried', 'raw', 'flakes', 'suplement']),
    );
    for (const p of products.filter((x) => x.type1 === 'wet')) {
      expect(p.moisture).toBeGreaterThanOrEqual(70);
      expect(p.proteins + p.fats + p.fibers + p.ash + (p.moisture ?? 0)).toBeLessThanOrEqual(100);
    }
    for (const p of products.filter((x) => x.type1 === 'dried')) expect(p.moisture).toBeLessThan(12);
    expect(new Set(products.map((p) => p.urlExtension)).size).toBe(products.length);
  });

  it('has offers that exercise the visibility and best-offer rules', () => {
    const variants = products.flatMap((p) => p.variants);
    expect(variants.length).toBeGreaterThanOrEqual(products.length * 2);
    expect(products.every((p) => p.variants.length >= 2 && p.variants.length <= 8)).toBe(true);
    expect(variants.some((v) => !v.published)).toBe(true);
    expect(variants.some((v) => !v.in_stock)).toBe(true);
    expect(variants.some((v) => !v.updatedByBot && v.network !== 'b2b')).toBe(true);
    const blocked = users.find((u) => u.role === 'merchant' && u.status === 'blocked');
    const b2b = variants.filter((v) => v.network === 'b2b');
    expect(b2b.some((v) => v.owner === blocked?._id)).toBe(true);
    expect(b2b.some((v) => v.owner !== blocked?._id)).toBe(true);
    const owners = new Map(users.map((u) => [u._id, u]));
    const hidden = products.filter((p) => visibleOffers(p.variants, owners).length < p.variants.length);
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('has reviews, binder votes, owned brands and demo logins', async () => {
    expect(products.some((p) => p.reviews.length > 0 && p.rating > 0)).toBe(true);
    expect(products.some((p) => p.binderVotes.length > 0)).toBe(true);
    const brands = await env.store.collection<Brand>(COLLECTIONS.brands).find();
    expect(brands.filter((b) => b.owner && b.supportEmail).length).toBeGreaterThanOrEqual(5);
    const demo = users.find((u) => u.username === 'demo');
    const editor = users.find((u) => u.username === 'redaktion');
    expect(demo?.role).toBe('user');
    expect(editor?.role).toBe('editor');
    expect(await verifyPassword(demo?.passwordHash ?? '', 'demo12345')).toBe(true);
    expect(await verifyPassword(editor?.passwordHash ?? '', 'redaktion12345')).toBe(true);
  });

  it('writes tips PDFs, package pictures and the alert bar', async () => {
    const pdf = await env.files.read('tipp-1.pdf');
    expect(pdf?.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf?.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    const picture = await env.files.read(products[0]?.imageFront ?? '');
    expect(products[0]?.imageFront).toMatch(/\.png$/);
    expect(picture?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await env.store.collection(COLLECTIONS.settings).findOne({ _id: 'alert-bar' })).toMatchObject({
      color: '55AD59',
    });
    expect(await storeIsEmpty(env.store)).toBe(false);
  });
});
