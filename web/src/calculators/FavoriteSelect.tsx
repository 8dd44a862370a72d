import { CALCULATOR_MESSAGES, type ListProduct, ROUTES } from '@futterkompass/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RECIPE_HINT } from '../product/RecipeHint';
import { useSession } from '../state/session';
import { InfoTip } from './InfoTip';
import { useFavoriteProducts } from './use-favorite-products';

export const productName = (p: ListProduct) => `${p.brand.name} ${p.series}`;

/**
 * Picks a product of the signed-in user's favourites to fill the calculator's fields; visitors see
 * it disabled with the login hint.
 */
export function FavoriteSelect({ onPick }: { onPick(product: ListProduct): void }) {
  const id = useId();
  const { signedIn } = useSession();
  const favorites = useFavoriteProducts(signedIn);
  const [chosen, setChosen] = useState('');
  const products = favorites.state === 'loaded' ? favorites.products : [];
  const hint =
    favorites.state === 'signed-out'
      ? CALCULATOR_MESSAGES.favoritesSignedOut
      : favorites.state === 'loaded' && products.length === 0
        ? 'Du hast noch keine Produkte in deinen Favoriten.'
        : null;
  return (
    <div className="form-field favorite-select">
      <span className="label-with-tip">
        <label htmlFor={id}>Produkt aus deinen Favoriten</label>
        <InfoTip label="Hinweis zu den Produktangaben">{RECIPE_HINT}</InfoTip>
      </span>
      <select
        id={id}
        value={chosen}
        disabled={favorites.state !== 'loaded' || products.length === 0}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setChosen(event.target.value);
          const product = products.find((p) => p._id === event.target.value);
          if (product) onPick(product);
        }}
      >
        <option value="">{favorites.state === 'loading' ? 'Lade Favoriten...' : 'Produkt wählen'}</option>
        {products.map((p) => (
          <option key={p._id} value={p._id}>
            {productName(p)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
          {favorites.state === 'signed-out' && (
            <>
              {' '}
              <Link to={ROUTES.login}>Zum Login</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
