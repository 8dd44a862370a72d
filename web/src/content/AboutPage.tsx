import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { ContentPage } from './ContentPage';

/** /ueber-uns: who runs Futterkompass and why. */
export default function AboutPage() {
  return (
    <ContentPage
      title="Über uns"
      intro="Hinter Futterkompass steht eine Ernährungsberatung für Hunde und Katzen – und die Frage, die wir in der Beratung jeden Tag hören: Welches Futter passt zu meinem Tier?"
    >
      <h2>Warum es Futterkompass gibt</h2>
      <p>
        Auf den Packungen stehen Rohprotein, Rohfett und Rohasche, aber kaum jemand kann daraus ablesen, ob
        ein Futter zum eigenen Tier passt. Nassfutter und Trockenfutter lassen sich nicht direkt vergleichen,
        offene und geschlossene Deklarationen sagen Unterschiedliches aus, und wer ein Tier mit Allergie hat,
        sucht oft wochenlang nach einem Futter mit nur einer Proteinquelle.
      </p>
      <p>
        Futterkompass nimmt dir diese Arbeit ab: Du filterst nach Tierart, Futterart, Zusammensetzung,
        Unverträglichkeiten und vielen weiteren Merkmalen, vergleichst die Werte in der Trockenmasse und
        siehst, was ein Futter pro Tag für dein Tier kostet.
      </p>

      <h2>Was uns wichtig ist</h2>
      <ul>
        <li>
          <strong>Unabhängigkeit:</strong> Kein Hersteller kann sich eine bessere Platzierung in den
          Ergebnissen kaufen.
        </li>
        <li>
          <strong>Transparenz:</strong> Wir zeigen die Angaben der Hersteller, rechnen nachvollziehbar und
          erklären unsere Rechner.
        </li>
        <li>
          <strong>Fachwissen:</strong> Die Rechner und der <Link to={ROUTES.tips}>Tipp der Woche</Link>{' '}
          entstehen aus unserer täglichen Beratungspraxis.
        </li>
      </ul>

      <h2>Persönliche Beratung</h2>
      <p>
        Manchmal reicht ein Filter nicht – etwa bei chronischen Erkrankungen oder wenn du selbst kochen oder
        barfen möchtest. Über die <Link to={ROUTES.consultants}>Beratersuche</Link> findest du
        Ernährungsberaterinnen und -berater in Deutschland, Österreich und der Schweiz.
      </p>

      <h2>Kontakt</h2>
      <p>
        Fehlt ein Produkt, stimmt ein Wert nicht oder hast du eine Idee? Schreib uns über das{' '}
        <Link to={ROUTES.contact}>Kontaktformular</Link>.
      </p>
    </ContentPage>
  );
}
