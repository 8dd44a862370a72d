import { gramsOf, type Packaging, type Type1, type Unit, type Variant } from '@futterkompass/domain';
import { SHOPS } from './names';
import { type Rng, seededId } from './rng';

/** Pack sizes per food type: packaging, size, unit, amounts per pack. */
const PACKS: Record<Type1, [Packaging, number, Unit, number[]][]> = {
  wet: [
    ['can', 200, 'g', [1, 6]],
    ['can', 400, 'g', [1, 6, 12]],
    ['can', 800, 'g', [1, 6]],
    ['pouch', 85, 'g', [12, 24]],
    ['pouch', 125, 'g', [1, 12]],
    ['bowl', 100, 'g', [1, 32]],
    ['bowl', 300, 'g', [1, 10]],
    ['glas', 370, 'g', [1]],
    ['tetrapack', 390, 'g', [1, 12]],
  ],
  dried: [
    ['bag', 1, 'kg', [1]],
    ['bag', 2, 'kg', [1]],
    ['bag', 4, 'kg', [1]],
    ['bag', 12, 'kg', [1, 2]],
    ['box', 1.5, 'kg', [1]],
  ],
  raw: [
    ['box', 500, 'g', [1, 10]],
    ['box', 1, 'kg', [1, 5]],
    ['sausage', 400, 'g', [1]],
    ['bag', 250, 'g', [1]],
  ],
  flakes: [
    ['bag', 1, 'kg', [1]],
    ['bag', 5, 'kg', [1]],
  ],
  suplement: [
    ['pvcBottle', 250, 'ml', [1]],
    ['pvcBottle', 500, 'ml', [1]],
    ['glas', 100, 'g', [1]],
    ['tube', 100, 'g', [1]],
    ['box', 500, 'g', [1]],
  ],
};

/** Typical price per 100 g (or ml) per food type. */
const BASE_PRICE: Record<Type1, [number, number]> = {
  wet: [0.25, 1.3],
  dried: [0.35, 1.6],
  raw: [0.5, 1.5],
  flakes: [0.4, 1.2],
  suplement: [2, 9],
};

export interface OfferContext {
  type1: Type1;
  urlExtension: string;
  epochSeconds: number;
  /** Merchant accounts (id, whether active) that may sell b2b. */
  merchants: string[];
}

/**
 * 2-8 offers from several shops: some from b2b merchants (kept current by the merchant, like a
 * feed), some unpublished, out of stock, or not updated by the bot, so that the visibility and
 * best-offer rules matter. When their prices were confirmed and how they moved is drawn apart
 * (price-moves.ts), so that the rest of the catalogue stays the same.
 */
export function draftOffers(rng: Rng, ctx: OfferContext): Variant[] {
  const [lo, hi] = BASE_PRICE[ctx.type1];
  const level = rng.float(lo, hi, 3);
  const packs = rng.sample(PACKS[ctx.type1], rng.int(1, 3));
  const count = rng.int(2, 8);
  const shops = rng.sample(SHOPS, Math.min(count, SHOPS.length));
  const offers: Variant[] = [];
  for (let i = 0; i < count; i++) {
    const [packaging, size, unit, amounts] = packs[i % packs.length] as (typeof packs)[number];
    const amount = rng.pick(amounts);
    const perHundred = level * rng.float(0.85, 1.2, 3) * (amount > 1 ? 0.92 : 1);
    const price = Number(Math.max(0.49, (perHundred * gramsOf(size, unit) * amount) / 100).toFixed(2));
    const b2b = ctx.merchants.length > 0 && (ctx.type1 === 'raw' ? rng.chance(0.35) : rng.chance(0.06));
    const shop = shops[i % shops.length] as (typeof shops)[number];
    const common = {
      _id: seededId(rng, ctx.epochSeconds),
      published: rng.chance(0.93),
      size,
      unit,
      amount,
      price,
      is_for_sale: rng.chance(0.96),
      in_stock: rng.chance(0.85),
      packaging,
      deliveryTime: rng.pick([1, 2, 3, '2-3', '3-5']),
      deliveryCost: rng.pick([0, 2.99, 3.95, 4.9]),
    };
    offers.push(
      b2b
        ? {
            ...common,
            network: 'b2b',
            owner: rng.pick(ctx.merchants),
            updatedByBot: true,
            link: `/produkte/${ctx.urlExtension}`,
            merchant_name: 'b2b',
          }
        : {
            ...common,
            updatedByBot: rng.chance(0.88),
            link: `${shop[1]}${ctx.urlExtension}-${size}${unit}`,
            merchant_name: shop[0],
          },
    );
  }
  return offers;
}
