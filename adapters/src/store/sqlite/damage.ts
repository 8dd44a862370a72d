/**
 * A finding that keeps the embedded store from opening; the message says what to do. The start
 * refuses before it writes anything: every file stays as it was, the evidence where it lies.
 */
export class DamagedStoreError extends Error {
  override name = 'DamagedStoreError';
  constructor(
    readonly file: string,
    readonly findings: readonly string[],
    /** Files beside the database that hold the evidence (a WAL), named in the message. */
    readonly evidence: readonly string[] = [],
  ) {
    super(
      `Der Datenbestand ist beschädigt: ${file}: ${findings.join('; ')}. Der Server startet nicht, damit keine Daten verloren gehen; keine Datei wurde verändert${evidence.length > 0 ? ` (auch nicht ${evidence.join(', ')})` : ''}. Bitte 'npm run ops -- store check' ausführen; 'npm run ops -- store repair' rettet, was in den Dateien noch lesbar ist, ergänzt es aus der letzten verzeichneten Sicherung und nennt jedes Dokument, das verloren ist; 'npm run ops -- restore <sicherung>' spielt eine bestimmte Sicherung ein.`,
    );
  }
}

/** A document whose stored text no longer matches its checksum: it is not used. */
export class DocumentIntegrityError extends Error {
  override name = 'DocumentIntegrityError';
  constructor(
    readonly file: string,
    readonly collection: string,
    readonly id: string,
  ) {
    super(
      `Das Dokument ${id} in ${collection} (${file}) hat sich auf der Platte verändert: seine Prüfsumme stimmt nicht mehr, es wird nicht verwendet. Bitte 'npm run ops -- store check' ausführen; 'npm run ops -- store repair' nimmt es aus der letzten Sicherung oder legt es zur Prüfung beiseite.`,
    );
  }
}
