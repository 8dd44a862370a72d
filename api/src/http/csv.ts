import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spreadsheetCell } from '@futterkompass/domain';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Logger } from 'pino';

type Cell = string | number | undefined;

/**
 * Rows as CSV the way German spreadsheets open it (semicolons, a BOM), every text cell made safe
 * from formula injection (domain's spreadsheetCell), streamed.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<readonly Cell[]>): Readable {
  const safe = async function* () {
    for await (const row of rows) yield row.map(spreadsheetCell);
  };
  return Readable.from(safe()).pipe(
    stringify({ header: true, columns: [...columns], delimiter: ';', bom: true }),
  );
}

/** Sends a CSV stream as a download named `file`; a failure midway can only cut it off. */
export async function sendCsv(res: Response, file: string, csv: Readable, logger: Logger): Promise<void> {
  res.type('text/csv; charset=utf-8');
  res.attachment(file);
  await pipeline(csv, res).catch((err: unknown) => {
    logger.warn({ err, file }, 'download cut off');
    res.destroy();
  });
}
