import {
  COLLECTIONS,
  type Collections,
  type Logger,
  type Mailer,
  type NewDoc,
  type OfferAge,
  type Store,
} from '@futterkompass/adapters';
import {
  alertReached,
  alertTarget,
  type Brand,
  bestOffer,
  bestPriceFell,
  bestUnitPrice,
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
  /** Offers count only while their price is current. */
  offerAge: OfferAge;
  logger: Logger;
  /** Where the portal is reached: the mail's links point there. */
  publicUrl: string;
}

/** Products whose best price fell in a write, with that offer: the alerts to check. */
export type FallenPrices = Map<string, { product: Product; best: VisibleOffer }>;

/** The parts of a product a price change is read from. */
export type PricedProduct = Pick<Product, '_id' | 'published' | 'variants'>;

/**
 * Follows the prices of every product write: records each change of a counting offer's price in
 * priceHistory and, when the best Grundpreis fell, mails the alerts it reached, each exactly once.
 * An offer counts while it is buyable (in stock, kept by a bot, its price current): one a feed
 * confirms again after it went out of date is recorded as counting again.
 */
export function createPriceWatch({ store, mailer, offerAge, logger, publicUrl }: PriceWatchDeps) {
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
          target: alertTarget(alert),
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
    /**
     * Within the transaction of writes that may have changed offers (`before` is null for a new
     * product): one history insert for all of them, so that a feed's batch costs a few store calls.
     * Answers the products whose best price fell, for `alert` after the commit.
     */
    async record(
      tx: Collections,
      writes: readonly { before: PricedProduct | null; after: Product }[],
    ): Promise<FallenPrices> {
      const owners = await loadOfferOwners(
        tx,
        writes.flatMap((w) => (w.before ? [w.before, w.after] : [w.after])),
      );
      const at = new Date().toISOString();
      const clock = offerAge.clock();
      const entries: NewDoc<PriceHistoryEntry>[] = [];
      const fell = new Map<string, { product: Product; best: VisibleOffer }>();
      for (const { before, after } of writes) {
        const was = before ? countingOffers(before, owners, clock) : new Map<string, VisibleOffer>();
        const now = countingOffers(after, owners, clock);
        const changes = offerPriceChanges(was, now);
        for (const change of changes) entries.push({ ...change, productId: after._id, at });
        const best = bestOffer([...now.values()]);
        if (changes.length > 0 && best && bestPriceFell(bestUnitPrice(was), best.unitPrice))
          fell.set(after._id, { product: after, best });
      }
      if (entries.length > 0)
        await tx.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory).insertMany(entries);
      return fell;
    },

    /** After the commit: mails the alerts the fallen prices reached, each exactly once. */
    async alert(fell: FallenPrices): Promise<void> {
      if (fell.size === 0) return;
      const armed = await alerts.find({ productId: { $in: [...fell.keys()] }, firedAt: { $exists: false } });
      for (const alert of armed) {
        const { product, best } = fell.get(alert.productId) as { product: Product; best: VisibleOffer };
        if (alertReached(alertTarget(alert), best.unitPrice)) await fire(alert, product, best);
      }
    },

    /** A deleted product has no prices to follow and no alerts to keep (within its deletion). */
    async forget(tx: Collections, productId: string): Promise<void> {
      await tx.collection(COLLECTIONS.priceAlerts).deleteMany({ productId });
      await tx.collection(COLLECTIONS.priceHistory).deleteMany({ productId });
    },
  };
}

export type PriceWatch = ReturnType<typeof createPriceWatch>;
