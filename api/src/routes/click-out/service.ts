import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  type Click,
  isObjectId,
  offerClock,
  type PriceHistoryEntry,
  type Product,
  productPath,
  toVisibleOffer,
} from '@futterkompass/domain';
import { loadOfferOwners } from '@futterkompass/indexer';
import type { Visitor, VisitorKeys } from '../../clicks/visitor-key';

/** Where /weiter/{offerId} sends the visitor. */
export type ClickTarget =
  | { kind: 'shop'; url: string; click: Pick<Click, 'offerId' | 'productId' | 'owner' | 'merchant'> }
  /** The offer is no longer shown (removed, sold out of the comparison, its merchant blocked). */
  | { kind: 'product'; path: string };

const PRODUCT_FIELDS = { _id: 1, urlExtension: 1, published: 1, variants: 1 } as const;

/** The click-out: which shop an offer leads to, and the count of a click on it. */
export function createClickOutService(deps: { store: Store; visitors: VisitorKeys; now?: () => Date }) {
  const { store, visitors } = deps;
  const now = deps.now ?? (() => new Date());
  const products = store.collection<Product>(COLLECTIONS.products);
  const clicks = store.collection<Click>(COLLECTIONS.clicks);
  const history = store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory);

  /** The product an offer that is gone once belonged to: by its clicks, else by its price history. */
  const formerProduct = async (offerId: string): Promise<string | null> =>
    (await clicks.findOne({ offerId }, { projection: { productId: 1 } }))?.productId ??
    (await history.findOne({ offerKey: offerId }, { projection: { productId: 1 } }))?.productId ??
    null;

  const productPage = async (productId: string): Promise<ClickTarget | null> => {
    const product = await products.findOne(
      { _id: productId, published: true },
      { projection: { urlExtension: 1 } },
    );
    return product ? { kind: 'product', path: productPath(product.urlExtension) } : null;
  };

  return {
    /** The shop's link of a visible offer, the product page of one no longer shown; null if unknown. */
    async target(offerId: string): Promise<ClickTarget | null> {
      if (!isObjectId(offerId)) return null;
      const product = await products.findOne({ 'variants._id': offerId }, { projection: PRODUCT_FIELDS });
      if (!product) {
        const former = await formerProduct(offerId);
        return former ? productPage(former) : null;
      }
      if (!product.published) return null;
      const variant = product.variants.find((v) => v._id === offerId);
      // Whether its price is current does not matter here: an outdated offer still leads to its shop.
      const offer =
        variant && toVisibleOffer(variant, await loadOfferOwners(store, [product]), offerClock(Date.now()));
      if (!variant || !offer) return { kind: 'product', path: productPath(product.urlExtension) };
      return {
        kind: 'shop',
        url: offer.link,
        click: {
          offerId,
          productId: product._id,
          merchant: offer.merchant,
          ...(offer.b2b && variant.owner && { owner: variant.owner }),
        },
      };
    },

    /**
     * Stores the click unless the visitor clicked the offer within the window or the address has
     * earned its counted clicks of the window; true when counted.
     */
    async count(click: Extract<ClickTarget, { kind: 'shop' }>['click'], visitor: Visitor, from?: string) {
      if (!(await visitors.firstInWindow(visitor))) return false;
      if (!(await visitors.addressWithinLimit(visitor.address))) return false;
      await clicks.insert({ ...click, at: now().toISOString(), ...(from && { from }) });
      return true;
    },
  };
}

export type ClickOutService = ReturnType<typeof createClickOutService>;
