import type { Logger, Mailer, Queue, Store } from '@futterkompass/adapters';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';
import { createOfferImport } from './import-offers';

/** The import with the product writes it goes through, wired as the app wires them: for the command and the benchmark. */
export function createStandaloneOfferImport(deps: {
  store: Store;
  queue: Queue;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}) {
  const priceWatch = createPriceWatch(deps);
  return createOfferImport({
    store: deps.store,
    productWrites: createProductWrites({ ...deps, priceWatch }),
  });
}
