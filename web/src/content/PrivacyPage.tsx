import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../links';
import { ContentPage } from './ContentPage';

/** /datenschutz: what the portal stores about its visitors, and why. */
export default function PrivacyPage() {
  return (
    <ContentPage
      title="Datenschutzerklärung"
      crumb="Datenschutz"
      intro="Wir erheben nur, was Futterkompass zum Funktionieren braucht. Hier steht, welche Daten das sind, wofür wir sie verwenden und welche Rechte du hast."
    >
      <h2>Verantwortlich</h2>
      <p>
        Verantwortlich ist die Betreiberin von Futterkompass, eine Ernährungsberatung für Hunde und Katzen. Du
        erreichst uns über das <Link to={ROUTES.contact}>Kontaktformular</Link> oder per E-Mail an{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h2>Besuch der Website</h2>
      <p>
        Beim Aufruf einer Seite verarbeitet unser Server die IP-Adresse, den Zeitpunkt, die aufgerufene
        Adresse und die Antwort, um die Seite auszuliefern, Missbrauch abzuwehren (zum Beispiel zu viele
        Anfragen von einer Adresse) und Fehler zu finden (Art. 6 Abs. 1 lit. f DSGVO). Wir setzen keine
        Cookies zur Analyse oder Werbung und binden keine Tracking-Dienste ein.
      </p>

      <h2>Speicher in deinem Browser</h2>
      <p>
        Vergleichsliste, zuletzt angesehene Produkte und deine Anmeldung merkt sich Futterkompass im Speicher
        deines Browsers (localStorage). Diese Daten verlassen dein Gerät nur, wenn du eine Funktion nutzt, die
        sie braucht. Schließt du die Hinweisleiste, merkt sich ein Cookie (fk_alert_closed) ein Jahr lang eine
        Prüfsumme dieses Hinweises, damit der Server ihn dir nicht wieder zeigt; es enthält nichts über dich.
        Die installierbare App speichert außerdem das Seitengerüst und Produktbilder, damit sie schnell
        startet; Antworten mit persönlichen Daten speichert sie nicht.
      </p>

      <h2>Nutzerkonto</h2>
      <p>
        Für ein Konto speichern wir Nutzernamen, E-Mail Adresse und dein Passwort (nur als sicheren Hash, nie
        im Klartext), dazu deine Favoriten, Bewertungen und Abstimmungen (Art. 6 Abs. 1 lit. b DSGVO). Die
        E-Mail Adresse nutzen wir für die Bestätigung, das Zurücksetzen des Passworts und wichtige Hinweise zu
        deinem Konto. Wenn du dein Konto im Profil löschst, löschen wir diese Daten.
      </p>

      <h2>Kontaktformular und Nachrichten</h2>
      <p>
        Schreibst du uns, speichern wir Name, E-Mail Adresse, Betreff und Nachricht, um dir zu antworten, und
        leiten sie per E-Mail an unser Team weiter. Fragen an einen Hersteller gehen an dessen
        Support-Adresse. Auf Wunsch löschen wir deine Nachrichten, sobald sie erledigt sind.
      </p>

      <h2>Gemeldete Bewertungen</h2>
      <p>
        Meldest du eine Bewertung, speichern wir, welche Bewertung es ist, den Grund, deine Erläuterung und
        den Zeitpunkt und schicken die Meldung per E-Mail an unsere Redaktion (Art. 6 Abs. 1 lit. c DSGVO,
        Art. 16 DSA). Damit du dieselbe Bewertung nur einmal meldest, speichern wir statt deiner IP-Adresse
        und deines Browsers nur einen mit einem geheimen Schlüssel daraus und aus der Bewertung gebildeten
        Prüfwert (HMAC), der beides nicht enthält. Meldest du angemeldet, merken wir uns dein Konto, um dir
        die Entscheidung per E-Mail zu schreiben; löschst du dein Konto, entfällt diese Verbindung. Entfernen
        wir eine Bewertung, erfährt ihre Verfasserin oder ihr Verfasser den Grund, aber nicht, wer sie
        gemeldet hat.
      </p>

      <h2>Schutz vor Spam</h2>
      <p>
        Formulare können mit Google reCAPTCHA vor automatisierten Anfragen geschützt sein. Nur dann lädt dein
        Browser beim Absenden ein Skript von Google, das Informationen über dein Gerät und dein Verhalten an
        Google übermittelt (Art. 6 Abs. 1 lit. f DSGVO). Es gelten die Datenschutzbestimmungen von Google.
      </p>

      <h2>Deine Rechte</h2>
      <p>
        Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf
        Datenübertragbarkeit und auf Widerspruch gegen Verarbeitungen aus berechtigtem Interesse. Schreib uns
        dazu einfach. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.
      </p>
    </ContentPage>
  );
}
