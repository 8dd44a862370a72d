import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  alertReached,
  bestOffer,
  countingOffers,
  formatBasePrice,
  PRICE_ALERT_MESSAGES as M,
  PRICE_ALERT_LIMITS,
  type PriceAlert,
  type PriceAlertView,
  type Product,
  targetBasePriceProblem,
  type User,
} from '@futterkompass/domain';
import { createCatalogReader, loadOfferOwners } from '@futterkompass/indexer';
import { badRequest, notFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../product/service';

/** Price alerts of the signed-in user: one per product; setting it again re-arms it. */
export function createPriceAlertsService(store: Store) {
  const alerts = store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
  const products = store.collection<Product>(COLLECTIONS.products);
  const reader = createCatalogReader(store);

  const views = async (list: PriceAlert[]): Promise<PriceAlertView[]> => {
    const docs = new Map((await reader.documentsFor(list.map((a) => a.productId))).map((d) => [d.id, d]));
    return list.map((alert) => {
      const doc = docs.get(alert.productId);
      return {
        _id: alert._id,
        targetBasePrice: alert.targetBasePrice,
        createdAt: alert.createdAt,
        firedAt: alert.firedAt ?? null,
        product: doc
          ? { _id: doc.id, urlExtension: doc.urlExtension, brandName: doc.brandName, series: doc.series }
          : null,
        bestBasePrice: doc?.bestOffer?.basePrice ?? null,
        unit: doc?.bestOffer?.unit ?? null,
      };
    });
  };

  return {
    async list(user: User): Promise<PriceAlertView[]> {
      return views(await alerts.find({ userId: user._id }, { sort: { createdAt: -1, _id: -1 } }));
    },

    /** Sets (or re-arms) the alert; refused when the best offer already reaches the target. */
    async set(user: User, productId: string, targetBasePrice: number): Promise<PriceAlertView> {
      const problem = targetBasePriceProblem(targetBasePrice);
      if (problem) throw badRequest(problem);
      const product = await products.findOne(
        { _id: productId, published: true },
        { projection: { _id: 1, published: 1, variants: 1 } },
      );
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const counting = countingOffers(product, await loadOfferOwners(store, [product]));
      const best = bestOffer([...counting.values()]);
      if (best && alertReached(targetBasePrice, best.basePrice))
        throw badRequest(M.alreadyReached(formatBasePrice(best.basePrice, best.unit)));
      const existing = await alerts.findOne({ userId: user._id, productId }, { projection: { _id: 1 } });
      if (!existing && (await alerts.count({ userId: user._id })) >= PRICE_ALERT_LIMITS.perUser)
        throw badRequest(M.tooMany);
      await alerts.updateOne(
        { userId: user._id, productId },
        { $set: { targetBasePrice, createdAt: new Date().toISOString() }, $unset: { firedAt: true } },
        { upsert: true },
      );
      const saved = (await alerts.findOne({ userId: user._id, productId })) as PriceAlert;
      const [view] = await views([saved]);
      return view as PriceAlertView;
    },

    /** Only the owner's own alert: another user's id is as unknown as a made-up one. */
    async remove(user: User, alertId: string): Promise<void> {
      if ((await alerts.deleteOne({ _id: alertId, userId: user._id })) === 0) throw notFound(M.notFound);
    },
  };
}

export type PriceAlertsService = ReturnType<typeof createPriceAlertsService>;
