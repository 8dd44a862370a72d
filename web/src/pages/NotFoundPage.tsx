import { ROUTES } from '@futterkompass/domain';
import { Link, useLocation } from 'react-router-dom';

/**
 * The 404 page; a page that led here may name why ('Kein Produkt gefunden.'), or a page showing it
 * in its place (`message`).
 */
export default function NotFoundPage({ message }: { message?: string }) {
  const led = (useLocation().state as { message?: unknown } | null)?.message;
  const reason = message ?? led;
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
