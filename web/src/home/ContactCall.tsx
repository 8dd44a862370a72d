import { contactPath } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

/** Asks visitors to tell the operators about missing products, ideas, or events such as recalls. */
export function ContactCall() {
  return (
    <section className="contact-call" aria-labelledby="contact-call-heading">
      <h2 id="contact-call-heading">Hilf uns, Futterkompass besser zu machen</h2>
      <p>
        Fehlt ein Futter in unserer Datenbank, hast du eine Anregung, oder weißt du von einem öffentlichen
        Ereignis wie einem Rückruf? Schreib uns.
      </p>
      <p className="button-row">
        <Link className="button" to={contactPath('Produkt')}>
          Fehlendes Produkt melden
        </Link>
        <Link className="button button-secondary" to={contactPath('Anregungen')}>
          Anregung senden
        </Link>
        <Link className="button button-secondary" to={contactPath('Ereignis')}>
          Ereignis oder Rückruf melden
        </Link>
      </p>
    </section>
  );
}
