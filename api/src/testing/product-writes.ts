import { createLogger, type Mailer, type Queue, type Store } from '@futterkompass/adapters';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';

/** The product writes as the app wires them, for tests that write beside a running server. */
export function testProductWrites({ store, queue, mailer }: { store: Store; queue: Queue; mailer: Mailer }) {
  const priceWatch = createPriceWatch({
    store,
    mailer,
    logger: createLogger('silent'),
    publicUrl: 'http://localhost',
  });
  return createProductWrites({ store, queue, priceWatch });
}
