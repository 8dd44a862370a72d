import { COLLECTIONS, DuplicateKeyError, type FileStore, type Store } from '@futterkompass/adapters';
import {
  type Brand,
  checkProductForm,
  type FormContext,
  formFromProduct,
  IMAGE_FIELDS,
  isObjectId,
  PRODUCT_FORM_MESSAGES as M,
  type Product,
  type ProductFormValues,
  productFromForm,
  productUpdateFromForm,
  urlExtensionCandidate,
} from '@futterkompass/domain';
import type { ProductImages } from '../../products/product-images';
import { formRevisionOf, type ProductWrites } from '../../products/product-writes';
import { conflict, invalid, notFound } from '../../service-errors';

/** More products of one brand and series than this is no naming, it is a loop. */
const MAX_URL_ATTEMPTS = 1000;

/** The fields a new product has that the form does not set. */
const NEW_PRODUCT = {
  published: true,
  countriesOfDelivery: [],
  processing: [],
  elements: [],
  variants: [],
  reviews: [],
  binderVotes: [],
  rating: 0,
  ratingCount: 0,
} satisfies Partial<Product>;

/** What the API answers about a saved product. */
export const savedProduct = (p: Product) => ({
  _id: p._id,
  urlExtension: p.urlExtension,
  series: p.series,
  rev: formRevisionOf(p),
});

/**
 * The product entry and edit form's writes: checked with the form's own rules, mapped to the
 * product, written through product writes (which reindex it).
 */
export function createAdminProductService(deps: {
  store: Store;
  files: FileStore;
  productWrites: ProductWrites;
  images: ProductImages;
}) {
  const products = deps.store.collection<Product>(COLLECTIONS.products);
  const brands = deps.store.collection<Brand>(COLLECTIONS.brands);

  const check = async (values: ProductFormValues, context: FormContext): Promise<Brand> => {
    const failure = checkProductForm(values, context);
    if (failure) throw invalid(failure.message, { field: failure.field });
    const brand = await brands.findOne({ _id: values.brand });
    if (!brand) throw invalid(M.brandMissing, { field: 'brand' });
    return brand;
  };

  const find = async (id: string) => {
    const product = isObjectId(id) ? await products.findOne({ _id: id }) : null;
    if (!product) throw notFound(M.productMissing);
    return product;
  };

  return {
    /** The edit form's data: the values, the id and revision the save must name, the images' addresses. */
    async form(urlExtension: string) {
      const product = await products.findOne({ urlExtension });
      if (!product) throw notFound(M.productMissing);
      const images = IMAGE_FIELDS.flatMap((f) => product[f] ?? []);
      return {
        ...savedProduct(product),
        product: formFromProduct(product),
        imageUrls: Object.fromEntries(images.map((name) => [name, deps.files.publicUrl(name)])),
      };
    },

    async create(values: ProductFormValues): Promise<Product> {
      const brand = await check(values, { variant: 'create' });
      const fields = productFromForm(values);
      for (let attempt = 1; attempt <= MAX_URL_ATTEMPTS; attempt++) {
        const urlExtension = urlExtensionCandidate(brand.name, fields.series, attempt);
        if (await products.findOne({ urlExtension }, { projection: { _id: 1 } })) continue;
        try {
          return await deps.productWrites.insert({ ...NEW_PRODUCT, ...fields, urlExtension });
        } catch (error) {
          // Taken between the look-up and the insert: the unique index decides, the next number follows.
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
      throw conflict(M.saveFailed);
    },

    /** Saves an edit made at revision `rev`; a later save by someone else answers 409 and changes nothing. */
    async update(id: string, rev: number, values: ProductFormValues): Promise<Product> {
      const stored = await find(id);
      await check(values, { variant: 'edit', stored: formFromProduct(stored) });
      const { set, unset } = productUpdateFromForm(values, stored.sizes);
      const saved = await deps.productWrites.updateAtFormRevision(id, rev, {
        $set: set,
        $unset: Object.fromEntries(unset.map((key) => [key, true as const])),
      });
      if (!saved) throw conflict(M.staleRevision);
      await deps.images.removeUnused(IMAGE_FIELDS.flatMap((f) => (stored[f] ? [stored[f]] : [])));
      return saved;
    },
  };
}

export type AdminProductService = ReturnType<typeof createAdminProductService>;
