import type { Logger, Mailer, OfferAge, Queue, Store } from '@futterkompass/adapters';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';
import { createOfferImport } from './import-offers';

export interface StandaloneDeps {
  store: Store;
  queue: Queue;
  mailer: Mailer;
  offerAge: OfferAge;
  logger: Logger;
  publicUrl: string;
}

/** The product writes with the price watch, wired as the app wires them: for work outside the app. */
export function createStandaloneProductWrites(deps: StandaloneDeps) {
  return createProductWrites({ ...deps, priceWatch: createPriceWatch(deps) });
}

/** The import with the product writes it goes through, wired as the app wires them: for the command and the benchmark. */
export function createStandaloneOfferImport(deps: StandaloneDeps) {
  return createOfferImport({ store: deps.store, productWrites: createStandaloneProductWrites(deps) });
}
