export const EXPORT_MESSAGES = { format: 'Diese Daten gibt es nur als JSON-Datei.' } as const;
