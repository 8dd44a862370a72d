import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  COLLECTIONS,
  type Collections,
  createOfferAge,
  type OfferAge,
  type Store,
} from '@futterkompass/adapters';
import type { Brand, Owner, Producer, Product, User } from '@futterkompass/domain';
import { documentProblems, type SearchDocument, toSearchDocument } from '@futterkompass/search-config';

/** A product that cannot become a search document, and why. */
export class UnindexableProductError extends Error {
  override name = 'UnindexableProductError';
  constructor(
    readonly productId: string,
    reason: string,
  ) {
    super(`Produkt ${productId}: ${reason}`);
  }
}

/** A product with what its documents and its detail page are built from. */
export interface ProductContext {
  product: Product;
  brand: Brand;
  producer?: Producer;
  owners: ReadonlyMap<string, Owner>;
}

export interface CatalogReader {
  /** A published product matching the filter, with its brand, producer and offer owners; null if none. */
  productWithContext(filter: Record<string, unknown>): Promise<ProductContext | null>;
  /** The document of one product; null when the product is gone or unpublished. */
  documentFor(productId: string): Promise<SearchDocument | null>;
  /**
   * Documents of a few products (a compare list, recently viewed ones), in the order of the ids;
   * products that are gone, unpublished or unindexable are left out.
   */
  documentsFor(productIds: readonly string[]): Promise<SearchDocument[]>;
  /** Documents of the published ones among products already read; unindexable ones go to onFailure. */
  documentsOf(
    items: readonly Product[],
    onFailure: (error: UnindexableProductError) => void,
  ): Promise<SearchDocument[]>;
  /** Documents of every published product, in batches; unindexable products go to onFailure. */
  documents(
    batchSize: number,
    onFailure: (error: UnindexableProductError) => void,
    filter?: object,
  ): AsyncIterable<SearchDocument[]>;
  countPublished(): Promise<number>;
}

const OWNER_FIELDS = { _id: 1, status: 1, shop: 1 } as const;
const BUILD_SLICE = 50;

/** The accounts that offer visibility and brand ownership depend on, by id. */
export async function loadOwners(store: Collections, ids: ReadonlySet<string>): Promise<Map<string, Owner>> {
  if (ids.size === 0) return new Map();
  const found = await store
    .collection<User>(COLLECTIONS.users)
    .find({ _id: { $in: [...ids] } }, { projection: OWNER_FIELDS });
  return new Map<string, Owner>(found.map((u) => [u._id, u]));
}

/** The merchant accounts of the products' b2b offers, by id. */
export const loadOfferOwners = (store: Collections, products: readonly Pick<Product, 'variants'>[]) =>
  loadOwners(store, new Set(products.flatMap((p) => p.variants.flatMap((v) => (v.owner ? [v.owner] : [])))));

/**
 * Reads products with their brand, producer and the accounts their offers and brand depend on.
 * Documents judge the offers at the time they are built, by `offerAge`'s maximum age.
 */
export function createCatalogReader(store: Store, offerAge: OfferAge = createOfferAge()): CatalogReader {
  const products = store.collection<Product>(COLLECTIONS.products);
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const producers = store.collection<Producer>(COLLECTIONS.producers);

  const ownersOf = async (items: Product[], brandById: ReadonlyMap<string, Brand>) => {
    const ids = new Set<string>();
    for (const product of items) {
      for (const variant of product.variants) if (variant.owner) ids.add(variant.owner);
      const owner = brandById.get(product.brand)?.owner;
      if (owner) ids.add(owner);
    }
    return loadOwners(store, ids);
  };

  const build = (
    product: Product,
    brandById: ReadonlyMap<string, Brand>,
    producerById: ReadonlyMap<string, Producer>,
    owners: ReadonlyMap<string, Owner>,
  ): SearchDocument => {
    const brand = brandById.get(product.brand);
    if (!brand) throw new UnindexableProductError(product._id, `unbekannte Marke ${product.brand}`);
    const producer = product.producer ? producerById.get(product.producer) : undefined;
    let doc: SearchDocument;
    try {
      doc = toSearchDocument({
        product,
        brand,
        owners,
        clock: offerAge.clock(),
        ...(producer && { producer }),
      });
    } catch (error) {
      throw new UnindexableProductError(product._id, `fehlerhafte Daten (${(error as Error).message})`);
    }
    const problems = documentProblems(doc);
    if (problems.length > 0) throw new UnindexableProductError(product._id, problems.join(', '));
    return doc;
  };

  const byId = <T extends { _id: string }>(items: T[]) => new Map(items.map((i) => [i._id, i]));

  const loadContext = async (product: Product) => {
    const brandById = byId(await brands.find({ _id: product.brand }));
    const producerById = byId(product.producer ? await producers.find({ _id: product.producer }) : []);
    return { brandById, producerById, owners: await ownersOf([product], brandById) };
  };

  const documentsOf: CatalogReader['documentsOf'] = async (items, onFailure) => {
    const found = items.filter((p) => p.published);
    if (found.length === 0) return [];
    const brandById = byId(await brands.find({ _id: { $in: [...new Set(found.map((p) => p.brand))] } }));
    const producerIds = [...new Set(found.flatMap((p) => (p.producer ? [p.producer] : [])))];
    const producerById = byId(producerIds.length ? await producers.find({ _id: { $in: producerIds } }) : []);
    const owners = await ownersOf(found, brandById);
    const docs: SearchDocument[] = [];
    for (const product of found) {
      try {
        docs.push(build(product, brandById, producerById, owners));
      } catch (error) {
        if (!(error instanceof UnindexableProductError)) throw error;
        onFailure(error);
      }
    }
    return docs;
  };

  return {
    async productWithContext(filter) {
      const product = await products.findOne({ ...filter, published: true });
      if (!product) return null;
      const { brandById, producerById, owners } = await loadContext(product);
      const brand = brandById.get(product.brand);
      if (!brand) return null;
      const producer = product.producer ? producerById.get(product.producer) : undefined;
      return { product, brand, owners, ...(producer && { producer }) };
    },
    async documentFor(productId) {
      const product = await products.findOne({ _id: productId });
      if (!product?.published) return null;
      const { brandById, producerById, owners } = await loadContext(product);
      return build(product, brandById, producerById, owners);
    },
    async documentsFor(productIds) {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return [];
      const found = await products.find({ _id: { $in: ids }, published: true });
      const docs = new Map((await documentsOf(found, () => undefined)).map((d) => [d.id, d]));
      return ids.flatMap((id) => docs.get(id) ?? []);
    },
    documentsOf,
    async *documents(batchSize, onFailure, filter = {}) {
      const brandById = byId(await brands.find());
      const producerById = byId(await producers.find());
      for await (const batch of products.iterate(batchSize, { ...filter, published: true })) {
        const owners = await ownersOf(batch, brandById);
        const docs: SearchDocument[] = [];
        for (const [i, product] of batch.entries()) {
          // Building a document costs about 40 µs: other requests get their turn between slices.
          if (i > 0 && i % BUILD_SLICE === 0) await nextTurn();
          try {
            docs.push(build(product, brandById, producerById, owners));
          } catch (error) {
            if (!(error instanceof UnindexableProductError)) throw error;
            onFailure(error);
          }
        }
        yield docs;
      }
    },
    countPublished: () => products.count({ published: true }),
  };
}
