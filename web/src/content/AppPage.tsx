import { ContentPage } from './ContentPage';

/** /mfc-als-app: how to put Futterkompass on the home screen (spec part 2 section 2). */
export default function AppPage() {
  return (
    <ContentPage
      title="Futterkompass als App"
      intro="Futterkompass lässt sich wie eine App auf deinem Startbildschirm ablegen – ohne App Store, ohne Download und kostenlos."
    >
      <div className="app-platforms">
        <div className="content-card">
          <h2>Android (Chrome)</h2>
          <ol>
            <li>Öffne futterkompass.de in Chrome.</li>
            <li>Tippe oben rechts auf das Menü (drei Punkte ⋮).</li>
            <li>
              Wähle <strong>„App installieren“</strong> oder <strong>„Zum Startbildschirm hinzufügen“</strong>
              .
            </li>
            <li>
              Bestätige mit <strong>„Installieren“</strong>. Das Futterkompass-Symbol erscheint auf deinem
              Startbildschirm.
            </li>
          </ol>
        </div>
        <div className="content-card">
          <h2>iPhone und iPad (Safari)</h2>
          <ol>
            <li>Öffne futterkompass.de in Safari.</li>
            <li>
              Tippe unten (auf dem iPad oben) auf das Teilen-Symbol – das Quadrat mit dem Pfeil nach oben.
            </li>
            <li>
              Scrolle nach unten und wähle <strong>„Zum Home-Bildschirm“</strong>.
            </li>
            <li>
              Tippe oben rechts auf <strong>„Hinzufügen“</strong>.
            </li>
          </ol>
        </div>
      </div>

      <h2>Was die App kann</h2>
      <ul>
        <li>Sie startet vom Startbildschirm im Vollbild, ohne Adressleiste.</li>
        <li>
          Seitengerüst, Menü und Rechner-Oberflächen sind nach dem ersten Besuch gespeichert und öffnen sich
          auch bei schlechter Verbindung schnell.
        </li>
        <li>
          Produkte, Preise und Beiträge lädt sie immer frisch aus dem Netz; ohne Verbindung sagt sie dir, was
          gerade nicht geladen werden konnte.
        </li>
        <li>Deine Daten bleiben, wo sie sind: Antworten mit persönlichen Daten speichert die App nicht.</li>
      </ul>

      <h2>Entfernen</h2>
      <p>
        Halte das Symbol gedrückt und wähle „Deinstallieren“ (Android) beziehungsweise „App entfernen“ (iOS).
        Dein Nutzerkonto bleibt davon unberührt.
      </p>
    </ContentPage>
  );
}
