import { contactPath, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../links';
import { ContentPage } from './ContentPage';

const SUBJECT = 'Werben auf Futterkompass';

/** /werben: advertising, contact by form or e-mail (spec part 2 section 2). */
export default function AdvertisePage() {
  return (
    <ContentPage
      title="Werben auf Futterkompass"
      crumb="Werben"
      intro="Futterkompass erreicht Hunde- und Katzenhalter genau dann, wenn sie sich mit der Ernährung ihres Tieres beschäftigen."
    >
      <h2>Was wir anbieten</h2>
      <ul>
        <li>
          <strong>Hersteller:</strong> vollständige Produktdaten mit offener Deklaration, Bildern und deiner
          Support-Adresse, damit Kundinnen und Kunden dir Fragen direkt stellen können.
        </li>
        <li>
          <strong>Händler:</strong> deine Angebote im Preisvergleich, mit Grundpreis und Link in deinen Shop –
          wie das geht, steht im <Link to={ROUTES.b2b}>Händlerbereich</Link>.
        </li>
        <li>
          <strong>Dienstleister:</strong> eine Anzeige im Hinweisbalken oder in unserem Tipp der Woche, zum
          Beispiel für Tierphysiotherapie, Futtermittelanalysen oder Kurse.
        </li>
      </ul>

      <h2>Was sich nicht kaufen lässt</h2>
      <p>
        Filter, Sortierung, Bewertungen und Analysewerte sind für alle Produkte gleich. Bezahlte Platzierungen
        kennzeichnen wir als Anzeige, und unsere Ernährungsberatung empfiehlt nur, wovon sie fachlich
        überzeugt ist.
      </p>

      <div className="content-card">
        <h2>So erreichst du uns</h2>
        <p>
          Schreib uns über das <Link to={contactPath('Werben')}>Kontaktformular mit dem Betreff Werben</Link>{' '}
          oder per E-Mail an{' '}
          <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(SUBJECT)}`}>{CONTACT_EMAIL}</a> mit
          dem Betreff „{SUBJECT}“. Nenn uns kurz dein Unternehmen und was du vorhast – wir melden uns mit
          Mediadaten und einem Angebot.
        </p>
      </div>
    </ContentPage>
  );
}
