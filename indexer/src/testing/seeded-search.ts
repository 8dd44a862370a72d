import { createEmbeddedSearch, type SearchEngine } from '@futterkompass/adapters';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { reindexAll } from '../reindex';
import { seedDemoCatalogue } from '../seed/run';
import { tempStore } from './temp-store';

/** A demo catalogue of `products` (no pictures, no demo logins) in a temporary store, indexed. */
export async function seededSearch(products: number, now: Date) {
  const env = await tempStore();
  await seedDemoCatalogue(env, { products, images: false, demoUsers: false, now });
  const search: SearchEngine<SearchDocument> = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  await reindexAll({ store: env.store, search });
  return { ...env, search };
}
