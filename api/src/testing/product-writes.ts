import {
  createLogger,
  createOfferAge,
  type Logger,
  type Mailer,
  type Queue,
  type Store,
} from '@futterkompass/adapters';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';

/** The product writes as the app wires them, for tests that write beside a running server. */
export function testProductWrites({
  store,
  queue,
  mailer,
  logger = createLogger('silent'),
}: {
  store: Store;
  queue: Queue;
  mailer: Mailer;
  logger?: Logger;
}) {
  const priceWatch = createPriceWatch({
    store,
    mailer,
    offerAge: createOfferAge(),
    logger,
    publicUrl: 'http://localhost',
  });
  return createProductWrites({ store, queue, priceWatch, logger });
}
