import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>404 Seite nicht gefunden</h1>
      <p>Hups, da ist etwas schief gegangen!</p>
      <p className="button-row">
        <Link className="button" to={ROUTES.products}>
          Zurück zur Futtersuche
        </Link>
        <Link className="button button-secondary" to={ROUTES.contact}>
          Zum Kontakt
        </Link>
      </p>
    </section>
  );
}
