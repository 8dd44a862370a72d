import { COLLECTIONS, type Logger, type Mailer, type Store } from '@futterkompass/adapters';
import {
  alertReached,
  type Brand,
  bestBasePrice,
  bestOffer,
  bestPriceFell,
  countingOffers,
  offerPriceChanges,
  type PriceAlert,
  type PriceHistoryEntry,
  type Product,
  type User,
  type VisibleOffer,
} from '@futterkompass/domain';
import { loadOfferOwners } from '@futterkompass/indexer';
import { priceAlertMail } from './price-alert-mail';

export interface PriceWatchDeps {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  /** Where the portal is reached: the mail's links point there. */
  publicUrl: string;
}

/** The parts of a product a price change is read from. */
export type PricedProduct = Pick<Product, '_id' | 'published' | 'variants'>;

/**
 * Follows the prices of every product write: records each change of a counting offer's price in
 * priceHistory and, when the best base price fell, mails the alerts it reached, each exactly once.
 */
export function createPriceWatch({ store, mailer, logger, publicUrl }: PriceWatchDeps) {
  const history = store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory);
  const alerts = store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
  const users = store.collection<User>(COLLECTIONS.users);
  const brands = store.collection<Brand>(COLLECTIONS.brands);

  /** Claims the alert (only one write can), then mails; a failed mail gives the claim back. */
  const fire = async (alert: PriceAlert, product: Product, best: VisibleOffer) => {
    const user = await users.findOne({ _id: alert.userId, status: 'active' });
    if (!user) return;
    const firedAt = new Date().toISOString();
    const claimed = await alerts.findOneAndUpdate(
      { _id: alert._id, firedAt: { $exists: false } },
      { $set: { firedAt } },
    );
    if (!claimed) return;
    const brand = await brands.findOne({ _id: product.brand }, { projection: { name: 1 } });
    try {
      await mailer.send(
        priceAlertMail({
          to: user.email,
          username: user.username,
          productName: `${brand?.name ?? ''} ${product.series}`.trim(),
          urlExtension: product.urlExtension,
          targetBasePrice: alert.targetBasePrice,
          best,
          publicUrl,
        }),
      );
      logger.info({ alertId: alert._id, productId: product._id }, 'price alert mailed');
    } catch (error) {
      logger.error({ err: error, alertId: alert._id }, 'price alert mail failed; the alert stays armed');
      await alerts.updateOne({ _id: alert._id, firedAt }, { $unset: { firedAt: true } });
    }
  };

  return {
    /** After a write that may have changed offers; `before` is null for a new product. */
    async written(before: PricedProduct | null, after: Product): Promise<void> {
      const owners = await loadOfferOwners(store, before ? [before, after] : [after]);
      const was = before ? countingOffers(before, owners) : new Map<string, VisibleOffer>();
      const now = countingOffers(after, owners);
      const changes = offerPriceChanges(was, now);
      if (changes.length === 0) return;
      const at = new Date().toISOString();
      await history.insertMany(changes.map((change) => ({ ...change, productId: after._id, at })));
      const best = bestOffer([...now.values()]);
      if (!best || !bestPriceFell(bestBasePrice(was), best.basePrice)) return;
      const armed = await alerts.find({ productId: after._id, firedAt: { $exists: false } });
      for (const alert of armed)
        if (alertReached(alert.targetBasePrice, best.basePrice)) await fire(alert, after, best);
    },

    /** A deleted product has no prices to follow and no alerts to keep. */
    async forget(productId: string): Promise<void> {
      await alerts.deleteMany({ productId });
      await history.deleteMany({ productId });
    },
  };
}

export type PriceWatch = ReturnType<typeof createPriceWatch>;
