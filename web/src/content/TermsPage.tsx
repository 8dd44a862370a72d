import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { ContentPage } from './ContentPage';

/** /agb: terms of use (spec part 2 section 2). */
export default function TermsPage() {
  return (
    <ContentPage
      title="Allgemeine Geschäftsbedingungen"
      crumb="AGB"
      intro="Diese Bedingungen gelten für die Nutzung von Futterkompass. Bitte lies sie in Ruhe durch – sie sind kurz."
    >
      <h2>1. Geltungsbereich</h2>
      <p>
        Futterkompass ist eine Suchmaschine für Hunde- und Katzenfutter mit Spezialfiltern, betrieben von
        einer Ernährungsberatung für Hunde und Katzen. Diese Bedingungen gelten für alle Besucherinnen und
        Besucher der Website und der installierten App sowie für alle, die ein Nutzerkonto anlegen.
        Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zugestimmt haben.
      </p>

      <h2>2. Nutzerkonto</h2>
      <p>
        Suchen, Vergleichen, die Rechner und alle Beiträge stehen dir ohne Anmeldung zur Verfügung. Für einige
        Funktionen brauchst du ein kostenloses Nutzerkonto. Bei der Registrierung gibst du einen Nutzernamen,
        deine E-Mail Adresse und ein Passwort an; das Konto wird erst aktiv, wenn du deine E-Mail Adresse über
        den Link bestätigt hast, den wir dir schicken.
      </p>
      <p>Als registrierte Nutzerin oder registrierter Nutzer kannst du</p>
      <ul>
        <li>Produkte bewerten,</li>
        <li>Produkte kommentieren und über Bindemittel abstimmen,</li>
        <li>Favoriten anlegen und in den Rechnern verwenden.</li>
      </ul>
      <p>
        Halte dein Passwort geheim und gib dein Konto nicht an andere weiter. Du kannst dein Konto jederzeit
        in deinem Profil löschen; dabei werden auch deine Listen, Bewertungen und Abstimmungen entfernt. Wir
        dürfen Konten sperren, die gegen diese Bedingungen verstoßen.
      </p>

      <h2>3. Mitwirkung der Nutzer</h2>
      <p>
        Bewertungen, Kommentare und Hinweise auf Produkte machen Futterkompass für alle besser. Was du
        veröffentlichst, muss auf deinen eigenen Erfahrungen beruhen, sachlich sein und darf keine Rechte
        Dritter verletzen. Beleidigungen, Werbung, Links auf eigene Angebote und Bewertungen im Auftrag eines
        Herstellers oder Händlers sind nicht erlaubt. Wir prüfen Beiträge stichprobenartig und entfernen
        Inhalte, die gegen diese Regeln verstoßen.
      </p>
      <p>
        Mit dem Veröffentlichen räumst du uns das einfache, unentgeltliche Recht ein, deinen Beitrag auf
        Futterkompass anzuzeigen. Du bleibst Urheberin oder Urheber und kannst deine Beiträge mit deinem Konto
        löschen.
      </p>

      <h2>4. Informationen</h2>
      <p>
        Wir stellen Zusammensetzung, Analysewerte und Preise nach bestem Wissen zusammen. Sie stammen von den
        Herstellern, aus den Angaben der Shops und von unseren Nutzern und können sich jederzeit ändern;
        maßgeblich ist immer die Angabe auf der Verpackung und im Shop. Die Rechner und Beiträge ersetzen
        keine tierärztliche Untersuchung und keine individuelle Ernährungsberatung. Bei kranken, tragenden
        oder sehr jungen Tieren sprich bitte mit deiner Tierärztin oder deinem Tierarzt.
      </p>

      <h2>5. Kein Onlineshop</h2>
      <p>
        Futterkompass verkauft nichts. Über die Links zu den Angeboten gelangst du in die Shops der Händler;
        ein Kaufvertrag kommt ausschließlich zwischen dir und dem jeweiligen Shop zustande, zu dessen
        Bedingungen. Für Lieferung, Preise und Gewährleistung ist der Shop verantwortlich.
      </p>

      <h2>6. Änderungen und Kontakt</h2>
      <p>
        Wir passen diese Bedingungen an, wenn sich Futterkompass ändert; registrierte Nutzer informieren wir
        über wesentliche Änderungen per E-Mail. Fragen beantworten wir gern über das{' '}
        <Link to={ROUTES.contact}>Kontaktformular</Link>. Wie wir mit deinen Daten umgehen, steht in der{' '}
        <Link to={ROUTES.privacy}>Datenschutzerklärung</Link>.
      </p>
    </ContentPage>
  );
}
