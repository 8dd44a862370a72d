import { COLLECTIONS, DuplicateKeyError, type OfferAge, type Store } from '@futterkompass/adapters';
import {
  alertReached,
  alertTarget,
  bestOffer,
  countingOffers,
  formatUnitPrice,
  PRICE_ALERT_MESSAGES as M,
  PRICE_ALERT_LIMITS,
  type PriceAlert,
  type PriceAlertView,
  type Product,
  targetUnitPriceProblem,
  type User,
} from '@futterkompass/domain';
import { createCatalogReader, loadOfferOwners } from '@futterkompass/indexer';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../product/service';

/** Price alerts of the signed-in user: one per product; setting it again re-arms it. */
export function createPriceAlertsService({ store, offerAge }: { store: Store; offerAge: OfferAge }) {
  const alerts = store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
  const products = store.collection<Product>(COLLECTIONS.products);
  const reader = createCatalogReader(store, offerAge);

  const views = async (list: PriceAlert[]): Promise<PriceAlertView[]> => {
    const docs = new Map((await reader.documentsFor(list.map((a) => a.productId))).map((d) => [d.id, d]));
    return list.map((alert) => {
      const doc = docs.get(alert.productId);
      return {
        _id: alert._id,
        targetUnitPrice: alertTarget(alert),
        createdAt: alert.createdAt,
        firedAt: alert.firedAt ?? null,
        product: doc
          ? { _id: doc.id, urlExtension: doc.urlExtension, brandName: doc.brandName, series: doc.series }
          : null,
        bestUnitPrice: doc?.bestOffer?.unitPrice ?? null,
        unit: doc?.bestOffer?.unit ?? null,
      };
    });
  };

  /**
   * A new alert takes one of the user's free places; the unique index on (userId, slot) refuses a
   * place that a concurrent request took, and the request looks again. No count can be outrun.
   */
  const insertInFreeSlot = async (
    userId: string,
    productId: string,
    fields: Required<Pick<PriceAlert, 'targetUnitPrice' | 'createdAt'>>,
  ) => {
    for (let round = 0; round < 30; round++) {
      const taken = new Set((await alerts.find({ userId }, { projection: { slot: 1 } })).map((a) => a.slot));
      const free = [...Array(PRICE_ALERT_LIMITS.perUser).keys()].filter((slot) => !taken.has(slot));
      if (free.length === 0) throw badRequest(M.tooMany);
      // A random free place, so that concurrent requests seldom pick the same one.
      const slot = free[Math.floor(Math.random() * free.length)] as number;
      try {
        await alerts.insert({ userId, productId, slot, ...fields });
        return;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // The same product's alert, set at the same moment: this request sets it again.
        const { matched } = await alerts.updateOne(
          { userId, productId },
          { $set: fields, $unset: { firedAt: true, targetBasePrice: true } },
        );
        if (matched > 0) return;
      }
    }
    throw new HttpError(503, M.busy);
  };

  return {
    async list(user: User): Promise<PriceAlertView[]> {
      return views(await alerts.find({ userId: user._id }, { sort: { createdAt: -1, _id: -1 } }));
    },

    /**
     * Sets (or re-arms) the alert, a Grundpreis per kg or l; refused when the best offer already
     * reaches it.
     */
    async set(user: User, productId: string, targetUnitPrice: number): Promise<PriceAlertView> {
      const problem = targetUnitPriceProblem(targetUnitPrice);
      if (problem) throw badRequest(problem);
      const product = await products.findOne(
        { _id: productId, published: true },
        { projection: { _id: 1, published: 1, variants: 1 } },
      );
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const counting = countingOffers(product, await loadOfferOwners(store, [product]), offerAge.clock());
      const best = bestOffer([...counting.values()]);
      if (best && alertReached(targetUnitPrice, best.unitPrice))
        throw badRequest(M.alreadyReached(formatUnitPrice(best.unitPrice, best.unit)));
      const fields = { targetUnitPrice, createdAt: new Date().toISOString() };
      const rearmed = await alerts.updateOne(
        { userId: user._id, productId },
        { $set: fields, $unset: { firedAt: true, targetBasePrice: true } },
      );
      if (rearmed.matched === 0) await insertInFreeSlot(user._id, productId, fields);
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
