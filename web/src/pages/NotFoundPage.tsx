import { ROUTES } from '@futterkompass/domain';
import { Link, useLocation } from 'react-router-dom';

/** The 404 page; a page that led here may name why ('Kein Produkt gefunden.'). */
export default function NotFoundPage() {
  const reason = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <section className="not-found">
      {typeof reason === 'string' && (
        <p role="alert" className="alert alert-error">
          {reason}
        </p>
      )}
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
