import path from 'node:path';

/** A finding that keeps the embedded store from opening; the message says what to do. */
export class DamagedStoreError extends Error {
  override name = 'DamagedStoreError';
  constructor(
    readonly file: string,
    readonly findings: readonly string[],
  ) {
    super(
      `Der Datenbestand ist beschädigt: ${file}: ${findings.join('; ')}. Der Server startet nicht, damit keine Daten verloren gehen. Bitte 'npm run ops -- store check' ausführen; 'npm run ops -- store repair' spielt die letzte verzeichnete Sicherung ein und nennt, was dabei verloren geht, 'npm run ops -- restore <sicherung>' eine bestimmte. Die beschädigte Datei bleibt daneben erhalten.`,
    );
  }
}

/** "in <dir>: <name>" shortened to the file's name where the folder is named elsewhere. */
export const named = (file: string) => path.basename(file);
