import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Config, createLogger, ensureIndexes } from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { createIndexProcessor } from '@futterkompass/indexer';
import {
  adminLines,
  adminTarget,
  createProgressBar,
  type OpsCommand,
  openExclusive,
  out,
  UsageError,
  withServer,
} from '@futterkompass/indexer/cli';
import { FeedFormatError, type FeedRecord, readCsvFeed, readJsonFeed } from '../offers/feed-reader';
import type { ImportSummary } from '../offers/import-offers';
import { createStandaloneOfferImport } from '../offers/standalone-import';

/** Rejected rows the summary prints; the count covers all. */
const LISTED = 20;

type Feed = { file: string; format: 'csv' | 'json' };
type ServerLine =
  | { type: 'progress'; rows: number }
  | ({ type: 'summary' } & ImportSummary)
  | { type: 'error'; message: string };

function feedOf(file: string): Feed {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json')
    throw new UsageError(`${file}: der Feed muss eine .csv- oder .json-Datei sein.`);
  return { file, format: extension === '.csv' ? 'csv' : 'json' };
}

/** The rows a feed holds, for the progress bar: the array's length, or the CSV's lines less the header. */
async function countRows(feed: Feed): Promise<{ rows: number; json?: unknown }> {
  const unreadable = () => {
    throw new UsageError(`Die Datei ${feed.file} lässt sich nicht lesen.`);
  };
  if (feed.format === 'json') {
    const text = await readFile(feed.file, 'utf8').catch(unreadable);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new FeedFormatError(`${feed.file} ist kein gültiges JSON.`);
    }
    return { rows: Array.isArray(json) ? json.length : 0, json };
  }
  let lines = 0;
  let last = 10;
  try {
    for await (const chunk of createReadStream(feed.file) as AsyncIterable<Buffer>) {
      for (const byte of chunk) if (byte === 10) lines++;
      last = chunk.at(-1) ?? last;
    }
  } catch {
    unreadable();
  }
  return { rows: Math.max(0, lines + (last === 10 ? 0 : 1) - 1) };
}

function report(summary: ImportSummary, format: Feed['format']): number {
  const where = format === 'csv' ? 'Zeile' : 'Eintrag';
  const n = (value: number) => formatNumber(value, 0);
  out(
    `Import fertig in ${formatNumber(summary.durationMs / 1000, 1)} s: ${n(summary.rows)} ${format === 'csv' ? 'Zeilen' : 'Einträge'}, ${n(summary.imported)} übernommen, ${n(summary.rejected)} abgelehnt; Produkte geändert: ${n(summary.productsChanged)} (Angebote neu: ${n(summary.offersAdded)}, geändert: ${n(summary.offersUpdated)}).`,
  );
  for (const row of summary.rejectedRows.slice(0, LISTED)) out(`  ${where} ${row.line}: ${row.reason}`);
  if (summary.rejected > LISTED) out(`  … und ${n(summary.rejected - LISTED)} weitere`);
  return summary.rejected > 0 ? 1 : 0;
}

async function viaServer(url: string, token: string, feed: Feed, total: number): Promise<number> {
  const bar = createProgressBar('Zeilen');
  let code = 1;
  await adminLines<ServerLine>(
    url,
    token,
    '/offers',
    {
      body: Readable.toWeb(createReadStream(feed.file)) as ReadableStream,
      contentType: feed.format === 'csv' ? 'text/csv' : 'application/json',
    },
    (line) => {
      if (line.type === 'progress') bar.update(line.rows, total);
      else {
        bar.finish();
        if (line.type === 'summary') code = report(line, feed.format);
        else out(`Fehler beim Import: ${line.message}`);
      }
    },
    'Der Server hat den Feed abgelehnt',
  );
  return code;
}

/**
 * Upserts the feed's offers. Against the embedded store while the server runs, it goes through the
 * server's admin API; otherwise it writes through the same product writes, and with the embedded
 * queue it runs the index jobs itself before it ends, so that none is lost.
 */
async function importOffers(feed: Feed, server: string | undefined, config: Config): Promise<number> {
  const { rows: total, json } = await countRows(feed);
  const target = await adminTarget(config, server);
  if (target) return viaServer(target.url, target.token, feed, total);

  const { adapters, close } = await openExclusive(config, 'import-offers');
  try {
    const logger = createLogger('warn', 'import-offers');
    await ensureIndexes(adapters.store);
    const { store, queue, search, mailer, offerAge } = adapters;
    if (queue.kind === 'in-process') queue.process(createIndexProcessor({ store, search, logger, offerAge }));
    const offerImport = createStandaloneOfferImport({
      store,
      queue,
      mailer,
      offerAge,
      logger,
      publicUrl: config.publicUrl,
    });
    const records: AsyncIterable<FeedRecord> | Iterable<FeedRecord> =
      feed.format === 'csv' ? readCsvFeed(createReadStream(feed.file)) : readJsonFeed(json);
    const bar = createProgressBar('Zeilen');
    const summary = await offerImport(records, { onProgress: (rows) => bar.update(rows, total) });
    bar.finish();
    if (queue.kind === 'in-process') await queue.idle();
    return report(summary, feed.format);
  } finally {
    await close();
  }
}

/** `npm run ops -- import-offers <datei>`: exit code 1 when rows were rejected. */
export const importOffersCommand: OpsCommand = {
  command: 'import-offers <datei>',
  describe: 'Angebots-Feed (CSV oder JSON) importieren',
  title: 'Angebotsimport',
  builder: (yargs) =>
    withServer(yargs).positional('datei', { type: 'string', describe: 'Feed als .csv- oder .json-Datei' }),
  async run(args: { datei: string; server?: string }, { config }) {
    try {
      return await importOffers(feedOf(args.datei), args.server, config);
    } catch (error) {
      // A feed the reader cannot take is the operator's input, said as it is.
      if (error instanceof FeedFormatError) throw new UsageError(error.message, { cause: error });
      throw error;
    }
  },
};
