import { useState } from 'react';
import { ApiError, getBlob } from '../../api/http';
import { saveBlob } from '../../b2b/download';
import { FormMessage } from '../Field';
import { describeFailure } from '../failure';

export const EXPORT_FAILED =
  'Deine Daten konnten leider nicht heruntergeladen werden. Bitte versuche es erneut.';

/** "Meine Daten herunterladen": everything the account holds, as one JSON file (DSGVO Art. 15, 20). */
export function DataExport({ onSignedOut }: { onSignedOut(): void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await getBlob('/api/account/export'), 'futterkompass-meine-daten.json');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      setFailure(describeFailure(error, EXPORT_FAILED).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-export" aria-labelledby="account-export-title">
      <h2 id="account-export-title">Deine Daten</h2>
      <p>
        Alles, was wir zu deinem Konto speichern, als eine JSON-Datei: Kontodaten, deine Tiere, Listen,
        Bewertungen, Abstimmungen, Preisalarme und Meldungen. Dein Passwort ist nicht dabei.
      </p>
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="button" className="button button-secondary" onClick={download} disabled={busy}>
        {busy ? 'Die Datei wird erstellt …' : 'Meine Daten herunterladen'}
      </button>
    </section>
  );
}
