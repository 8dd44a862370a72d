import { DEFAULT_CATALOG_SEARCH, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

export default function HomePage() {
  return (
    <section className="hero">
      <h1>Das richtige Futter für Hund und Katze finden</h1>
      <p>
        Tausende Futtersorten, offene Zusammensetzung, Preise vieler Shops: filtern, vergleichen, günstig
        kaufen.
      </p>
      <Link className="button" to={`${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`}>
        Zur Futtersuche
      </Link>
    </section>
  );
}
