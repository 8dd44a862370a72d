import {
  type ListProduct,
  type ListType,
  ACCOUNT_MESSAGES as M,
  productPath,
  ROUTES,
} from '@futterkompass/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getJson, isSignedOutAnswer, postJson } from '../../api/http';
import { SIGNED_OUT_REDIRECT_MS } from '../../pages/guards';
import { ProductImage } from '../../products/ProductImage';
import { useFavorites } from '../../state/favorites';
import { useSession } from '../../state/session';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useToast } from '../../ui/toast';

const TITLES: Record<ListType, string> = { favorites: 'Favoriten', negFavorites: 'Negative Erfahrungen' };
type Lists = Record<ListType, ListProduct[]>;

/** The profile's lists tab: favourites and negative experiences, collapsible, each entry removable. */
export function ProductLists() {
  const [lists, setLists] = useState<Lists | null>(null);
  const [failed, setFailed] = useState(false);
  const { signOut } = useSession();
  const toast = useToast();
  const favorites = useFavorites();
  const navigate = useNavigate();

  const signedOut = useCallback(() => {
    signOut();
    setTimeout(() => navigate(ROUTES.login), SIGNED_OUT_REDIRECT_MS);
  }, [signOut, navigate]);

  const load = useCallback(async () => {
    try {
      const answer = await getJson('/api/product-lists');
      if (!answer.success) throw new Error('lists');
      setLists({ favorites: answer.favorites, negFavorites: answer.negFavorites });
      setFailed(false);
    } catch (error) {
      if (isSignedOutAnswer(error)) signedOut();
      else setFailed(true);
    }
  }, [signedOut]);

  useEffect(() => {
    load();
  }, [load]);

  const remove = async (listType: ListType, product: ListProduct) => {
    try {
      const answer = await postJson('/api/delete-from-list', {
        listType,
        productId: product._id,
      });
      if (!answer.success) throw new Error('not removed');
      if (listType === 'favorites') favorites.forget(product._id);
    } catch (error) {
      if (isSignedOutAnswer(error)) return signedOut();
      toast({ text: M.listRemoveFailed, kind: 'error' });
    }
    await load();
  };

  if (failed)
    return (
      <p role="alert" className="alert alert-error">
        {M.listsFetchFailed}
      </p>
    );
  if (!lists) return <LoadingOverlay text="Lade Produktlisten..." />;
  return (
    <div className="profile-lists">
      {(Object.keys(TITLES) as ListType[]).map((listType) => (
        <details key={listType} className="profile-list" open>
          <summary>
            <span>{TITLES[listType]}</span>
            <span className="badge">
              {lists[listType].length}
              <span className="visually-hidden"> Produkte</span>
            </span>
          </summary>
          {lists[listType].length === 0 ? (
            <p className="empty">{M.listEmpty}</p>
          ) : (
            <ul>
              {lists[listType].map((product) => (
                <li key={product._id} className="profile-list-item">
                  <ProductImage src={product.imageFront} alt="" width={56} height={56} />
                  <Link to={productPath(product.urlExtension)}>
                    <span className="profile-list-brand">{product.brand.name}</span> {product.series}
                  </Link>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => remove(listType, product)}
                    aria-label={`${product.brand.name} ${product.series} aus ${TITLES[listType]} entfernen`}
                  >
                    Entfernen
                  </button>
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </div>
  );
}
