import {
  ALERT_BAR_ID,
  COLLECTIONS,
  type Collections,
  ensureIndexes,
  type FileStore,
  type NewDoc,
} from '@futterkompass/adapters';
import {
  basePrice,
  gramsOf,
  type OfferClock,
  type Owner,
  offerClock,
  type PriceHistoryEntry,
  type Product,
  priceOf,
  stoppedCounting,
  type User,
  unitPrice,
  type Variant,
  visibleOffers,
} from '@futterkompass/domain';
import { extractPostText } from '../ops/post-text';
import { demoBarcode } from './barcodes';
import { planBrands } from './brands';
import { DAY_SECONDS, seedCalendar } from './calendar';
import { draftCommunity } from './community';
import { DEMO_ALERT_BAR, draftConsultants, draftPosts } from './content';
import { packshotPng } from './images';
import { draftOffers } from './offers';
import { draftBrandOwner, draftDemoUsers, draftMerchants, draftReviewers } from './people';
import { priceMoves } from './price-moves';
import { draftProduct } from './products';
import { createRng, type Rng, seededId } from './rng';

/**
 * The product's package sizes as the edit form shows them: grams (or ml) and packaging, each once,
 * with its barcode.
 */
function packageSizes(variants: readonly Variant[], product: number): Product['sizes'] {
  const sizes = new Map<string, Product['sizes'][number]>();
  for (const { size, unit, packaging } of variants) {
    if (size === undefined || unit === undefined) continue;
    const grams = gramsOf(size, unit);
    const key = `${grams} ${packaging}`;
    if (!sizes.has(key))
      sizes.set(key, {
        size: grams,
        ...(packaging && { packaging }),
        barcode: demoBarcode(product, sizes.size),
      });
  }
  return [...sizes.values()];
}

/** Products of the demo catalogue a server seeds into an empty store. */
export const DEMO_PRODUCTS = 1500;

export interface SeedOptions {
  /** Number of products; the demo has 1,500, the benchmark 20,000 and more. */
  products: number;
  /** Write a package picture per product into the file store. */
  images: boolean;
  /** The demo logins; never in production. */
  demoUsers: boolean;
  seed?: number;
  /**
   * The seed's clock (default now): every date of the catalogue lies before it, its offers were
   * confirmed in the hours before it, their prices moved in the 180 days before it.
   */
  now?: Date;
}

export interface SeedSummary {
  brands: number;
  producers: number;
  products: number;
  offers: number;
  reviews: number;
  users: number;
  consultants: number;
  posts: number;
}

const INSERT_BATCH = 2000;

/** Collections the demo catalogue fills (and a replacing seed empties first). */
export const SEEDED_COLLECTIONS = [
  COLLECTIONS.products,
  COLLECTIONS.brands,
  COLLECTIONS.producers,
  COLLECTIONS.users,
  COLLECTIONS.consultants,
  COLLECTIONS.posts,
  COLLECTIONS.settings,
  COLLECTIONS.priceHistory,
  COLLECTIONS.priceAlerts,
] as const;

/** True when the store holds no catalogue yet. */
export async function storeIsEmpty(store: Collections): Promise<boolean> {
  const counts = await Promise.all(SEEDED_COLLECTIONS.map((name) => store.collection(name).count()));
  return counts.every((n) => n === 0);
}

export async function clearSeededCollections(store: Collections): Promise<void> {
  for (const name of SEEDED_COLLECTIONS) await store.collection(name).deleteMany({});
}

async function insertInBatches<T extends { _id: string }>(
  store: Collections,
  name: string,
  docs: NewDoc<T>[],
) {
  const collection = store.collection<T>(name);
  for (let i = 0; i < docs.length; i += INSERT_BATCH)
    await collection.insertMany(docs.slice(i, i + INSERT_BATCH));
}

/**
 * The offers' confirmations and price histories: each offer was confirmed by its shop in the 20
 * hours before the seed's clock, and each one that counts (visible, kept by a bot) has the history
 * of its price moves (a sold-out one until it sold out), as the product writes would have recorded
 * them. The offer's price is the history's last one.
 */
function livePrices(
  rng: Rng,
  products: readonly Product[],
  users: readonly User[],
  clock: OfferClock,
): NewDoc<PriceHistoryEntry>[] {
  const owners = new Map<string, Owner>(users.map((u) => [u._id, u]));
  const entries: NewDoc<PriceHistoryEntry>[] = [];
  for (const product of products) {
    for (const variant of product.variants)
      variant.confirmedAt = new Date(clock.now - rng.int(5, 20 * 60) * 60_000).toISOString();
    const since = Date.parse(product.createdAt);
    for (const offer of visibleOffers(product.variants, owners, clock)) {
      if (!offer.updatedByBot) continue;
      const moves = priceMoves(rng, { now: clock.now, since, price: offer.price, soldOut: !offer.inStock });
      for (const { at, price } of moves)
        entries.push({
          productId: product._id,
          ...(price === null
            ? stoppedCounting(offer._id, offer.merchant)
            : priceOf({ ...offer, ...pricesOf(offer, price) })),
          at: new Date(at).toISOString(),
        });
    }
  }
  return entries;
}

/** An offer's base price and Grundpreis at another price of its history. */
const pricesOf = (
  offer: { amount: number; size: number; unit: Variant['unit'] & string },
  price: number,
) => ({
  price,
  basePrice: basePrice(price, offer.amount, offer.size, offer.unit),
  unitPrice: unitPrice(price, offer.amount, offer.size, offer.unit),
});

/** Writes the deterministic demo catalogue (same seed, same catalogue) into an empty store. */
export async function seedDemoCatalogue(
  deps: { store: Collections; files: FileStore },
  options: SeedOptions,
): Promise<SeedSummary> {
  // One stream per part, so that an option of one part does not change the others.
  const seed = options.seed ?? 20_061_015;
  const [rng, people, content, prices, community] = [1, 2, 3, 4, 5].map((part) =>
    createRng(seed * 31 + part),
  ) as [Rng, Rng, Rng, Rng, Rng];
  const { store, files } = deps;
  const now = options.now ?? new Date();
  const { today, start } = seedCalendar(now);
  await ensureIndexes(store);

  const plan = planBrands(rng, start);
  const reviewers = draftReviewers(people, start);
  const merchants = draftMerchants(people, start);
  const owners = plan.owners.map((o) => draftBrandOwner(people, start, o.username, o.status));
  plan.owners.forEach((o, i) => {
    const brand = plan.brands.find((b) => b._id === o.brandId);
    if (brand) brand.owner = owners[i]?._id;
  });
  const users: User[] = [
    ...reviewers,
    ...merchants,
    ...owners,
    ...(options.demoUsers ? await draftDemoUsers(people, start) : []),
  ];
  const merchantIds = merchants.map((m) => m._id);

  const takenUrls = new Set<string>();
  const products: Product[] = [];
  let offers = 0;
  let reviews = 0;
  for (let i = 0; i < options.products; i++) {
    const brand = rng.pick(plan.brands);
    // Listed between 400 and 70 days before the seed day: old enough for reviews and price changes.
    const epochSeconds = start + rng.int(0, 330) * DAY_SECONDS;
    const profile = plan.profileOf.get(brand._id) ?? { name: brand.name, animals: 'both' };
    const { draft, urlExtension, snack } = draftProduct(rng, profile, takenUrls);
    const variants = draftOffers(rng, {
      type1: draft.type1,
      snack,
      urlExtension,
      epochSeconds,
      merchants: merchantIds,
    });
    const reviewed = draftCommunity(community, reviewers, {
      animal: draft.animal,
      type1: draft.type1,
      listedAt: epochSeconds,
      today,
    });
    const producer = plan.producerOf.get(brand._id);
    const createdAt = new Date(epochSeconds * 1000).toISOString();
    products.push({
      ...draft,
      _id: seededId(rng, epochSeconds),
      urlExtension,
      brand: brand._id,
      ...(producer && { producer }),
      ...(options.images && { imageFront: `${urlExtension}.png` }),
      sizes: packageSizes(variants, i),
      variants,
      ...reviewed,
      createdAt,
      updatedAt: createdAt,
    });
    offers += variants.length;
    reviews += reviewed.reviews.length;
  }

  await insertInBatches(store, COLLECTIONS.users, users);
  await insertInBatches(store, COLLECTIONS.producers, plan.producers);
  await insertInBatches(store, COLLECTIONS.brands, plan.brands);
  const history = livePrices(prices, products, users, offerClock(now));
  await insertInBatches(store, COLLECTIONS.products, products);
  await insertInBatches(store, COLLECTIONS.priceHistory, history);
  if (options.images) {
    const brandName = new Map(plan.brands.map((b) => [b._id, b.name]));
    for (const p of products) {
      const pack = {
        brand: brandName.get(p.brand) ?? '',
        series: p.series,
        type1: p.type1,
        animal: p.animal,
      };
      await files.write(`${p.urlExtension}.png`, packshotPng(pack), 'image/png');
    }
  }
  const consultants = draftConsultants(content, start);
  await insertInBatches(store, COLLECTIONS.consultants, consultants);
  const posts = draftPosts(content, today);
  for (const { post, pdf } of posts) await files.write(post.file, pdf, 'application/pdf');
  // Each post's text from its PDF, as publishing a post draws it (ops/posts.ts).
  const published = [];
  for (const { post, pdf } of posts)
    published.push({ ...post, text: await extractPostText(pdf, post.title) });
  await insertInBatches(store, COLLECTIONS.posts, published);
  await store
    .collection(COLLECTIONS.settings)
    .updateOne({ _id: ALERT_BAR_ID }, { $set: { ...DEMO_ALERT_BAR } }, { upsert: true });
  // Once more after the inserts: the seeded users get the keys that refuse lookalike names.
  await ensureIndexes(store);

  return {
    brands: plan.brands.length,
    producers: plan.producers.length,
    products: products.length,
    offers,
    reviews,
    users: users.length,
    consultants: consultants.length,
    posts: posts.length,
  };
}
