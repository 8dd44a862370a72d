import { contactPath, FEED_FIELDS, type FeedField, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { LoginForm } from '../accounts/LoginForm';
import { MerchantArea } from '../b2b/MerchantArea';
import { CONTACT_EMAIL } from '../links';
import { useSession } from '../state/session';
import { ContentPage } from './ContentPage';
import '../accounts/accounts.css';

const SUBJECT = 'Händleranfrage Futterkompass';

/** What each column of an offer feed holds (the columns themselves: FEED_FIELDS in domain). */
const FEED_COLUMNS: Record<FeedField, string> = {
  product: 'das Produkt: seine Futterkompass-Adresse (z. B. waldhof-huhn-pur) oder Produkt-ID',
  barcode: 'oder statt dessen die EAN/GTIN der Packung',
  merchant_name: 'dein Shopname, wie er in der Preistabelle steht',
  link: 'die Seite des Angebots in deinem Shop',
  price: 'der Preis in Euro inklusive Mehrwertsteuer, z. B. 12,49',
  size: 'die Größe einer Packung, z. B. 400',
  unit: 'ihre Einheit: g, kg, ml oder l',
  amount: 'wie viele Packungen das Angebot enthält (Standard 1)',
  packaging: 'die Verpackung, z. B. can (Dose), pouch (Frischebeutel) oder bag (Beutel)',
  in_stock: 'lieferbar: true oder false (optional)',
  deliveryCost: 'die Versandkosten in Euro (optional)',
  deliveryTime: 'die Lieferzeit in Tagen, z. B. 2 oder 2-3 (optional)',
};

/** The top of the page for who is not (yet) a signed-in merchant: the login, or why it is not for them. */
function MerchantLogin() {
  const { signedIn, user } = useSession();
  if (signedIn && !user) return <p className="hint">Deine Anmeldung wird geprüft …</p>;
  if (signedIn && user)
    return (
      <>
        <h2 id="haendler-konto">Kein Händlerkonto</h2>
        <p>
          Du bist als {user.username} angemeldet. Dieses Konto ist kein Händlerkonto, deshalb gibt es hier für
          dich nichts zu verwalten. Als Händler <Link to={ROUTES.logout}>meldest du dich ab</Link> und mit
          deinem Händlerzugang wieder an.
        </p>
      </>
    );
  return (
    <>
      <h2 id="haendler-konto">Schon Händler bei Futterkompass?</h2>
      <p>
        Melde dich mit deinem Händlerzugang an: Hier trägst du deine Feeds ein, siehst jeden Abruf, deine
        Angebote und wie oft Besucher zu deinem Shop geklickt haben. Fragen zu deinem Konto beantworten wir
        dir per E-Mail an{' '}
        <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(SUBJECT)}`}>{CONTACT_EMAIL}</a>.
      </p>
      <LoginForm merchant onSignedIn={() => undefined} />
    </>
  );
}

/**
 * /b2b, the merchant area. A signed-in merchant manages feeds, offers and clicks here; everyone else
 * sees what merchants get and how to become one, with the login (or why it is not for them) on top.
 */
export default function MerchantPage() {
  const { user } = useSession();
  if (user?.role === 'merchant') return <MerchantArea />;
  return (
    <ContentPage
      title="Händlerbereich"
      intro="Futterkompass vergleicht Hunde- und Katzenfutter nach Zusammensetzung, Analyse und Preis. Mit deinen Angeboten in der Preistabelle erreichst du Tierhalter genau dann, wenn sie kaufen wollen."
    >
      <aside className="content-card merchant-account" aria-labelledby="haendler-konto">
        <MerchantLogin />
      </aside>

      <h2>Was du bekommst</h2>
      <ul>
        <li>
          Deine Angebote in der Preistabelle jedes passenden Produkts, mit deinem Shopnamen und einem Link
          direkt in deinen Shop.
        </li>
        <li>
          Den Grundpreis je Kilogramm oder Liter, den Futterkompass für jedes Angebot ausrechnet, mit deinen
          Versandkosten daneben – dein günstigstes Angebot wird als „Bestes Angebot“ hervorgehoben und auf den
          Produktkarten der Suche gezeigt, solange dein Feed den Preis regelmäßig bestätigt.
        </li>
        <li>
          Käufer, die wiederkommen: Wer einen Preisalarm setzt, bekommt eine E-Mail, sobald ein Angebot den
          Wunschpreis erreicht.
        </li>
        <li>Keine Kosten für die Listung; Filter und Sortierung sind für alle Shops gleich.</li>
      </ul>

      <h2>So listest du deine Angebote</h2>
      <ol>
        <li>
          Schreib uns über das <Link to={contactPath('Allgemein')}>Kontaktformular</Link> mit deinem Shopnamen
          und der Adresse deines Shops.
        </li>
        <li>
          Wir prüfen deinen Shop, richten dein Händlerkonto ein und schicken dir einen Link, mit dem du dein
          Passwort festlegst.
        </li>
        <li>
          Du sendest deine Angebote als Feed, als CSV-Datei (Spalten getrennt durch Semikolon oder Komma) oder
          als JSON, so oft du willst. Ein Angebot wird über Produkt und Link wiedererkannt; was du neu
          sendest, ersetzt Preis und Lieferbarkeit sofort.
        </li>
        <li>
          Angezeigt wird ein Angebot, sobald es Preis, Packungsgröße, Einheit, Verpackung, Shopname und Link
          hat und dein Händlerkonto aktiv ist.
        </li>
      </ol>

      <h3>Die Spalten des Feeds</h3>
      <dl className="feed-columns">
        {FEED_FIELDS.map((field) => (
          <div key={field}>
            <dt>
              <code>{field}</code>
            </dt>
            <dd>{FEED_COLUMNS[field]}</dd>
          </div>
        ))}
      </dl>

      <div className="content-card">
        <h2>Kontakt für Händler</h2>
        <p>
          Schreib uns über das <Link to={contactPath('Allgemein')}>Kontaktformular</Link> oder per E-Mail an{' '}
          <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(SUBJECT)}`}>{CONTACT_EMAIL}</a> mit
          dem Betreff „{SUBJECT}“. Wir melden uns in der Regel innerhalb weniger Werktage.
        </p>
      </div>
    </ContentPage>
  );
}
