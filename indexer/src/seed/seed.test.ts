import { createHash } from 'node:crypto';
import { COLLECTIONS, verifyPassword } from '@futterkompass/adapters';
import {
  type AlertBar,
  ANIMAL_COMPONENTS,
  addDays,
  animalShareCode,
  type Brand,
  berlinDay,
  type CalculatorAnimal,
  dailyBestPrices,
  dailyEnergyNeed,
  entryUnitPrice,
  foodAmountPerDay,
  offerClock,
  type Post,
  type PriceHistoryEntry,
  type Product,
  referencePrice,
  toGtin14,
  toProductDetail,
  type User,
  validGtin,
  visibleOffers,
} from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempStore } from '../testing/temp-store';
import { seedDemoCatalogue, storeIsEmpty } from './run';

/** A fixed seed clock, so that two seeds of one test agree even across midnight. */
const TODAY = new Date('2026-03-15T09:30:00Z');
const DAY_MS = 86_400_000;

/** The stated parts of a composition: 'Huhn (45 %), Reis (5 %), Mineralstoffe' -> name and share. */
function partsOf(description: string): { name: string; percent?: number }[] {
  return description.split(', ').map((part) => {
    const match = /^(.*) \(([\d,]+) %\)$/.exec(part);
    return match
      ? { name: match[1] as string, percent: Number(match[2]?.replace(',', '.')) }
      : { name: part };
  });
}
const stated = (parts: { percent?: number }[]) => parts.reduce((sum, p) => sum + (p.percent ?? 0), 0);

describe('demo catalogue', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let products: Product[];
  let users: User[];

  beforeAll(async () => {
    env = await tempStore();
    expect(await storeIsEmpty(env.store)).toBe(true);
    const summary = await seedDemoCatalogue(env, {
      products: 300,
      images: true,
      demoUsers: true,
      now: TODAY,
    });
    expect(summary).toMatchObject({ brands: 60, products: 300, consultants: 30, posts: 3 });
    products = await env.store.collection<Product>(COLLECTIONS.products).find();
    users = await env.store.collection<User>(COLLECTIONS.users).find();
    // Seeding takes seconds, more on a machine busy with other test files.
  }, 120_000);
  afterAll(() => env.cleanup());

  it('gives every package a valid EAN-13 of its own, so that shop feeds match by GTIN', () => {
    const barcodes = products.flatMap((p) => p.sizes.map((s) => s.barcode ?? ''));
    expect(barcodes.length).toBeGreaterThanOrEqual(products.length);
    for (const barcode of barcodes) {
      expect(barcode).toMatch(/^\d{13}$/);
      expect(validGtin(toGtin14(barcode) as string), barcode).toBe(true);
    }
    expect(new Set(barcodes).size).toBe(barcodes.length);
    // Every package an offer is sold in has its barcode.
    for (const p of products)
      for (const v of p.variants)
        expect(p.sizes.some((s) => s.packaging === v.packaging && s.barcode)).toBe(true);
  });

  it('is the same on every run (seeded)', async () => {
    const again = await tempStore();
    await seedDemoCatalogue(again, { products: 300, images: false, demoUsers: false, now: TODAY });
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
    const hidden = products.filter(
      (p) => visibleOffers(p.variants, owners, offerClock(TODAY)).length < p.variants.length,
    );
    expect(hidden.length).toBeGreaterThan(0);
  });

  describe('has prices that look alive', () => {
    let history: PriceHistoryEntry[];
    const clock = offerClock(TODAY);
    const owners = () => new Map(users.map((u) => [u._id, u]));
    beforeAll(async () => {
      history = await env.store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory).find();
    });
    const historyOf = (productId: string) => history.filter((h) => h.productId === productId);

    it('confirmed every offer within the 24 hours before the seed’s clock', () => {
      const ages = products.flatMap((p) =>
        p.variants.map((v) => TODAY.getTime() - Date.parse(v.confirmedAt ?? '')),
      );
      expect(ages.every((age) => age > 0 && age < DAY_MS)).toBe(true);
      // Not all at one moment: the shops' feeds ran at their own times.
      expect(new Set(ages).size).toBeGreaterThan(products.length);
    });

    it('moved the prices over 180 days: most products show three or more prices in the last 90 days', () => {
      const today = berlinDay(TODAY.toISOString());
      const moving = products.filter((p) => {
        const points = historyOf(p._id).map((h) => ({
          offerKey: h.offerKey,
          unitPrice: entryUnitPrice(h),
          at: h.at,
        }));
        const days = dailyBestPrices(points, { today, days: 90 });
        return new Set(days.flatMap((d) => (d.unitPrice === null ? [] : [d.unitPrice]))).size >= 3;
      });
      expect(moving.length / products.length).toBeGreaterThanOrEqual(0.3);
      const first = history.reduce((min, h) => (h.at < min ? h.at : min), TODAY.toISOString());
      expect(first >= addDays(today, -181)).toBe(true);
      expect(history.every((h) => h.at <= TODAY.toISOString())).toBe(true);
    });

    it('ends each offer’s history at its price now (sold-out ones with their sell-out), some raised, some reduced', () => {
      let raised = 0;
      let reduced = 0;
      for (const product of products) {
        const entries = historyOf(product._id);
        for (const offer of visibleOffers(product.variants, owners(), clock)) {
          const own = entries
            .filter((h) => h.offerKey === offer._id)
            .sort((a, b) => a.at.localeCompare(b.at));
          if (!offer.updatedByBot) {
            expect(own).toEqual([]);
            continue;
          }
          expect(own.at(-1)?.price, product.series).toBe(offer.inStock ? offer.price : null);
          const prices = own.flatMap((h) => (h.price === null ? [] : [h.price]));
          if (offer.inStock && (prices[0] ?? 0) < offer.price) raised++;
          if (offer.inStock && referencePrice(own, offer.price) !== null) reduced++;
        }
      }
      expect(raised).toBeGreaterThan(products.length / 10);
      // Promotions running now: their price is struck through against the lowest of the 30 days before.
      expect(reduced).toBeGreaterThan(products.length / 20);
    });

    it('shows a struck-through price only below the offer’s lowest price of the 30 days before', () => {
      const sale = products.find((p) => {
        const detail = toProductDetail({
          product: p,
          brand: { _id: p.brand, name: 'x' },
          owners: owners(),
          imageUrl: (f) => f,
          clock,
          priceHistory: historyOf(p._id),
        });
        return detail.variants.some((o) => o.referencePrice !== null && o.referencePrice > o.price);
      });
      expect(sale).toBeDefined();
    });
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

  it('draws a picture per product that differs wherever brand, series, type or animals do', async () => {
    const brands = new Map(
      (await env.store.collection<Brand>(COLLECTIONS.brands).find()).map((b) => [b._id, b.name]),
    );
    const looks = new Set<string>();
    const pictures = new Set<string>();
    for (const p of products) {
      looks.add([brands.get(p.brand), p.series, p.type1, p.animal.join('+')].join('|'));
      const picture = await env.files.read(p.imageFront ?? '');
      pictures.add(
        createHash('sha256')
          .update(picture ?? '')
          .digest('hex'),
      );
    }
    expect(looks.size).toBeGreaterThan(250);
    expect(pictures.size).toBe(looks.size);
  });

  describe('reads like real products', () => {
    const foods = () =>
      products.filter((p) => p.description !== '' && !p.animalComponents.includes('unbekannt'));

    it('declares compositions whose shares add up to at most 100 % and match the animal share', () => {
      for (const p of foods()) {
        const parts = partsOf(p.description);
        expect(stated(parts), p.description).toBeLessThanOrEqual(100);
        const words = p.animalComponents.map((c) => ANIMAL_COMPONENTS.label(c));
        const meat = stated(
          parts.filter((part) => words.some((w) => part.name === w || part.name.startsWith(`${w} `))),
        );
        if ((p.type1 === 'wet' || p.type1 === 'raw') && p.animalShare) {
          expect(animalShareCode(meat, false), p.description).toBe(p.animalShare);
        }
      }
      // Wet and dried food declare every share: they add up to 100 %.
      const declared = foods().filter((p) => p.type1 === 'wet' || p.type1 === 'dried');
      expect(declared.every((p) => Math.abs(stated(partsOf(p.description)) - 100) < 0.01)).toBe(true);
    });

    it('has about one grain-free product in seven among wet and among dried food, with no grain in it', () => {
      for (const type1 of ['wet', 'dried'] as const) {
        const ofType = products.filter((p) => p.type1 === type1);
        const grainFree = ofType.filter((p) => p.attributes.includes('grainfree'));
        expect(grainFree.length / ofType.length, type1).toBeGreaterThanOrEqual(0.1);
        expect(grainFree.length / ofType.length, type1).toBeLessThanOrEqual(0.22);
      }
      for (const p of products.filter((x) => x.attributes.includes('grainfree'))) {
        expect(p.elements).not.toContain('getreide');
        expect(p.elements).not.toContain('reis');
        expect(p.description).not.toMatch(/Reis|Mais|Gerste|Weizen|Hirse|Getreide/);
      }
      // Dried food is extruded or not, whether grain-free or not.
      const dried = products.filter((p) => p.type1 === 'dried');
      expect(dried.some((p) => p.attributes.includes('grainfree') && p.attributes.includes('extruded'))).toBe(
        true,
      );
      expect(
        products.filter((p) => p.attributes.includes('vegan')).every((p) => p.animalComponents.length === 0),
      ).toBe(true);
    });

    it('states the energy of every complete food, with analyses in decimal commas', () => {
      const complete = products.filter((p) => p.type2.includes('complete'));
      expect(complete.length).toBeGreaterThan(100);
      for (const p of complete) expect(p.energy, p.series).toBeGreaterThan(0);
      for (const p of products) expect(p.analyticComponents).not.toMatch(/\d\.\d/);
    });

    it('prints feeding tables that follow from the energy, as the cost box computes the daily amount', () => {
      const tables = products.filter((p) => p.type2.includes('complete') && p.type1 !== 'suplement');
      for (const p of tables) {
        expect(p.suggestedAmount.length, p.series).toBe(5);
        for (const row of p.suggestedAmount) {
          const kg = Number(/(\d+) kg/.exec(row.weightKg)?.[1]);
          const animal: CalculatorAnimal =
            /Katze/.test(row.weightKg) || (p.animal.length === 1 && p.animal[0] === 'cat') ? 'cat' : 'dog';
          const grams = Number(/([\d.]+) g/.exec(row.foodAmount)?.[1]?.replace(/\./g, ''));
          const computed = foodAmountPerDay(dailyEnergyNeed(animal, kg, 'normal'), (p.energy ?? 0) / 10);
          expect(grams / computed, `${p.series}: ${row.weightKg} ${row.foodAmount}`).toBeGreaterThan(0.85);
          expect(grams / computed, `${p.series}: ${row.weightKg} ${row.foodAmount}`).toBeLessThan(1.15);
        }
      }
      // Snacks name at most a tenth of the day's food.
      const snack = products.find(
        (p) => p.type2.includes('supplement-snack') && p.suggestedAmount.length > 0,
      );
      expect(snack?.suggestedAmount[0]?.foodAmount).toMatch(/^bis \d+ g$/);
    });

    it('has reviews that fit the product’s animal', () => {
      const reviewed = products.filter((p) => p.reviews.length > 0);
      expect(reviewed.some((p) => p.reviews.some((r) => /Katze|Kater/.test(r.review)))).toBe(true);
      for (const p of reviewed) {
        for (const r of p.reviews) {
          if (!p.animal.includes('dog')) expect(r.review, p.series).not.toMatch(/Hund|Rüde|Hündin/);
          if (!p.animal.includes('cat')) expect(r.review, p.series).not.toMatch(/Katze|Kater/);
          expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(Date.parse(p.createdAt));
          expect(Date.parse(r.createdAt)).toBeLessThan(TODAY.getTime());
        }
      }
    });

    it('dates the tips in the weeks before the seed day, the newest the one the alert bar announces', async () => {
      const posts = await env.store.collection<Post>(COLLECTIONS.posts).find({}, { sort: { createdAt: -1 } });
      for (const post of posts) {
        const age = TODAY.getTime() - Date.parse(post.createdAt);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(60 * DAY_MS);
      }
      const bar = await env.store
        .collection<AlertBar & { _id: string }>(COLLECTIONS.settings)
        .findOne({ _id: 'alert-bar' });
      expect(bar?.text).toMatch(/^Neu: .*Trockenmasse/);
      expect(posts[0]?.title).toMatch(/Trockenmasse/);
      expect(TODAY.getTime() - Date.parse(posts[0]?.createdAt ?? '')).toBeLessThan(7 * DAY_MS);
      expect(products.every((p) => Date.parse(p.createdAt) < TODAY.getTime())).toBe(true);
    });
  });
});
