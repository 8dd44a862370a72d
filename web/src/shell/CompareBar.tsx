import { ROUTES } from '@futterkompass/domain';
import { Link, useLocation } from 'react-router-dom';
import { useCompareList } from '../state/compare';

const products = (n: number) => (n === 1 ? '1 Produkt' : `${n} Produkte`);

/**
 * On phones and tablets, where the navigation's links sit in the menu: the compare list's count as
 * a bar above the bottom edge with the way to the comparison (the page leaves room for it below).
 * Not on the compare page itself.
 */
export function CompareBar() {
  const count = useCompareList().ids.length;
  const { pathname } = useLocation();
  if (count === 0 || pathname === ROUTES.compare) return null;
  return (
    <aside className="compare-bar" aria-label="Vergleichsliste">
      <p>
        <strong>{products(count)}</strong> im Vergleich
      </p>
      <Link className="button" to={ROUTES.compare}>
        Vergleichen
      </Link>
    </aside>
  );
}

/** The count in the phone header beside the menu button: a link to the comparison. */
export function CompareHeaderLink() {
  const count = useCompareList().ids.length;
  if (count === 0) return null;
  return (
    <Link
      className="compare-header-link"
      to={ROUTES.compare}
      aria-label={`Vergleichsliste, ${products(count)}`}
    >
      <span aria-hidden="true">⇄</span>
      <span className="badge">{count}</span>
    </Link>
  );
}
