import {
  COLLECTIONS,
  type FileStore,
  type OfferAge,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import {
  ANIMALS,
  defaultCatalogQuery,
  type FeedingSubject,
  type PriceHistoryEntry,
  type Product,
  type ProductDeletion,
  type ProductDetail,
  type Shipping,
  TYPE1,
  toProductDetail,
} from '@futterkompass/domain';
import { createCatalogReader } from '@futterkompass/indexer';
import {
  type CompareProduct,
  type ProductCard,
  type SearchDocument,
  toCompareProduct,
  toProductCard,
} from '@futterkompass/search-config';
import { notFound } from '../../service-errors';
import type { CatalogService } from '../catalog/service';

export const PRODUCT_NOT_FOUND = 'Kein Produkt gefunden.';
/** Products per home carousel. */
export const CAROUSEL_SIZE = 12;

/** A product page's product with what its head needs beyond the page (api/src/http/page-seo.ts). */
export interface ProductPage {
  detail: ProductDetail;
  barcodes: (string | undefined)[];
}

export interface ProductDeps {
  store: Store;
  offerAge: OfferAge;
  search: SearchEngine<SearchDocument>;
  files: FileStore;
  catalog: CatalogService;
}

/** Days of recorded prices a product page reads: a price reduction looks 30 days behind its start. */
const HISTORY_READ_DAYS = 400;

/** The product detail page, the home carousels and the compare table. */
export function createProductService({ store, offerAge, files, catalog }: ProductDeps) {
  const reader = createCatalogReader(store, offerAge);
  const products = store.collection<Product>(COLLECTIONS.products);
  const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
  const history = store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory);
  /** A product page's product: its offers judged now, a reduction against its recorded prices. */
  const detailOf = async (context: NonNullable<Awaited<ReturnType<typeof reader.productWithContext>>>) => {
    const from = new Date(Date.now() - HISTORY_READ_DAYS * 86_400_000).toISOString();
    const priceHistory = await history.find(
      { productId: context.product._id, at: { $gte: from } },
      { projection: { offerKey: 1, price: 1, at: 1 } },
    );
    return toProductDetail({ ...context, imageUrl: files.publicUrl, clock: offerAge.clock(), priceHistory });
  };
  const cards = async (ids: readonly string[]): Promise<ProductCard[]> =>
    (await reader.documentsFor(ids)).map((doc) => toProductCard(doc, files.publicUrl));
  /** The home page's first carousel: the best rated products of every animal and type. */
  const best = async (): Promise<ProductCard[]> =>
    (
      await catalog.filterProducts({
        ...defaultCatalogQuery(),
        animal: [...ANIMALS.values],
        type1: [...TYPE1.values],
        sortBy: 'rating_dec',
        productsPerPage: CAROUSEL_SIZE,
      })
    ).products;

  return {
    best,

    async detail(urlExtension: string): Promise<ProductDetail> {
      const context = await reader.productWithContext({ urlExtension });
      if (!context) throw notFound(PRODUCT_NOT_FOUND);
      return detailOf(context);
    },

    /**
     * A product page as the server renders it: the product and the barcodes of its package sizes
     * (its GTIN); `removed` for a product that was deleted (its address answers
     * 410), null for one that never was or is unpublished (404: an editor may publish it again).
     */
    async page(urlExtension: string): Promise<ProductPage | { removed: true } | null> {
      const context = await reader.productWithContext({ urlExtension });
      if (context) {
        const { product } = context;
        return {
          detail: await detailOf(context),
          barcodes: product.sizes.map((size) => size.barcode),
        };
      }
      const deleted = await deletions.findOne({ urlExtension }, { projection: { _id: 1 } });
      return deleted ? { removed: true } : null;
    },

    async homepage(lastViewed: readonly string[]) {
      const [bestProducts, latest, viewed] = await Promise.all([
        best(),
        products.find(
          { published: true },
          { sort: { createdAt: -1, _id: -1 }, limit: CAROUSEL_SIZE, projection: { _id: 1 } },
        ),
        cards(lastViewed),
      ]);
      return {
        bestProducts,
        latestProducts: await cards(latest.map((p) => p._id)),
        lastViewedProducts: viewed,
      };
    },

    /**
     * The compare table's products, their best offer under the visitor's shipping choice; with the
     * active animal their cost per day.
     */
    async compare(
      ids: readonly string[],
      shipping: Shipping = 'excluded',
      animal?: FeedingSubject,
    ): Promise<CompareProduct[]> {
      const [docs, declared] = await Promise.all([
        reader.documentsFor(ids),
        products.find({ _id: { $in: [...ids] } }, { projection: { _id: 1, description: 1 } }),
      ]);
      // The full declared composition is not in the search document: read beside it.
      const composition = new Map(declared.map((p) => [p._id, p.description]));
      return docs.map((doc) => ({
        ...toCompareProduct(doc, files.publicUrl, shipping, animal),
        composition: composition.get(doc.id) || null,
      }));
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
