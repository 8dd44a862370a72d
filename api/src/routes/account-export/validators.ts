import { z } from 'zod';

/** The export's format: JSON, the one machine-readable format offered (DSGVO Art. 20). */
export const ExportQuery = z.object({ format: z.literal('json').optional().default('json') });

export const EXPORT_MESSAGES = { format: 'Diese Daten gibt es nur als JSON-Datei.' } as const;
