import { COLLECTIONS, createEmbeddedSearch, createLogger, createOfferAge } from '@futterkompass/adapters';
import type { Brand, Product } from '@futterkompass/domain';
import { aBrand, aProduct, aVariant } from '@futterkompass/domain/testing';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOnce } from './reconcile';
import { reindexAll } from './reindex';
import { tempStore } from './testing/temp-store';

const HOUR = 3_600_000;
const logger = createLogger('silent');

/**
 * Nothing writes a product when one of its offers goes out of date: the reconcile looks for offers
 * whose confirmation passed the maximum age since its last run, and brings their documents up to date.
 */
describe('the search index as offers age', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  const start = Date.now();
  let now = start;
  const offerAge = createOfferAge({ maxAgeHours: 48, retentionDays: 30 }, () => now);
  const search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  const product = aProduct({
    _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
    variants: [
      // The cheapest, confirmed 47 hours ago: the best offer for one hour more.
      aVariant({
        _id: 'aging',
        price: 1.49,
        link: 'https://a.example',
        confirmedAt: new Date(start - 47 * HOUR).toISOString(),
      }),
      aVariant({
        _id: 'current',
        price: 2.49,
        link: 'https://b.example',
        confirmedAt: new Date(start - HOUR).toISOString(),
      }),
    ],
  });
  const other = aProduct({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', urlExtension: 'andere', variants: [aVariant()] });
  const indexed = async (id: string) => (await search.fetch([id]))[0];

  beforeAll(async () => {
    env = await tempStore();
    await env.store.collection<Brand>(COLLECTIONS.brands).insert(aBrand());
    await env.store.collection<Product>(COLLECTIONS.products).insertMany([product, other]);
    await reindexAll({ store: env.store, search, offerAge });
    // The first reconcile compares everything and marks the point the next one starts from.
    await reconcileOnce({ store: env.store, search, logger, offerAge });
  });
  afterAll(() => env.cleanup());

  it('takes an offer out of the best offer once its confirmation is older than the maximum age', async () => {
    expect((await indexed(product._id))?.bestOffer?._id).toBe('aging');
    now = start + 2 * HOUR;
    const result = await reconcileOnce({ store: env.store, search, logger, offerAge });
    expect(result).toMatchObject({ outcome: 'done', drift: { stale: [product._id] } });
    // Only the product whose offer aged was compared, not the whole catalogue.
    expect(result.outcome === 'done' && result.drift.checked).toBe(1);
    expect(await indexed(product._id)).toMatchObject({ bestOffer: { _id: 'current' }, fromPrice: 2.49 });
    expect((await indexed(other._id))?.bestOffer).not.toBeNull();
  });
});
