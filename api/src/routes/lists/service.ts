import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES,
  isObjectId,
  LIST_LIMIT,
  type ListProduct,
  type ListType,
  type Product,
  type User,
} from '@futterkompass/domain';
import { loadListProducts } from '../../products/list-products';
import { invalid, notFound } from '../../service-errors';

const OTHER: Record<ListType, ListType> = { favorites: 'negFavorites', negFavorites: 'favorites' };

/**
 * Favourites and negative experiences. A product is in at most one of the two lists; each write is
 * one atomic update of the user document.
 */
export function createListsService(deps: { store: Store; files: FileStore }) {
  const users = deps.store.collection<User>(COLLECTIONS.users);
  const products = deps.store.collection<Product>(COLLECTIONS.products);
  // Newest first, as a list the user builds up reads best.
  const load = (ids: readonly string[]) => loadListProducts(deps, [...ids].reverse());

  return {
    async lists(user: User): Promise<Record<ListType, ListProduct[]>> {
      const [favorites, negFavorites] = await Promise.all([load(user.favorites), load(user.negFavorites)]);
      return { favorites, negFavorites };
    },

    favorites: (user: User) => load(user.favorites),

    /** Adds the product to the list (and takes it out of the other), or removes it if it is there. */
    async toggle(user: User, productRef: string, listType: ListType) {
      const product = await products.findOne(
        isObjectId(productRef)
          ? { _id: productRef, published: true }
          : { urlExtension: productRef, published: true },
        { projection: { _id: 1 } },
      );
      if (!product) throw notFound(ACCOUNT_MESSAGES.productMissing);
      const id = product._id;
      const present = await users.updateOne({ _id: user._id, [listType]: id }, { $pull: { [listType]: id } });
      if (present.matched === 0) {
        const { matched } = await users.updateOne(
          { _id: user._id, [`${listType}.${LIST_LIMIT - 1}`]: { $exists: false } },
          { $addToSet: { [listType]: id }, $pull: { [OTHER[listType]]: id } },
        );
        if (matched === 0) throw invalid(`Eine Liste kann höchstens ${LIST_LIMIT} Produkte enthalten.`);
      }
      const saved = await users.findOne({ _id: user._id }, { projection: { favorites: 1, negFavorites: 1 } });
      return {
        added: present.matched === 0,
        favorites: saved?.favorites ?? [],
        negFavorites: saved?.negFavorites ?? [],
      };
    },

    async remove(user: User, listType: ListType, productId: string): Promise<void> {
      await users.updateOne({ _id: user._id }, { $pull: { [listType]: productId } });
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
