import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import type { Logger } from 'pino';
import { syncPath } from '../../fs-sync';
import { PRIVATE_DIR_MODE } from '../../private-dir';
import type { Doc, Store } from '../port';

/** The upgrade from the NeDB files was not done; nothing was changed, the message says why and what to do. */
export class UpgradeRefusedError extends Error {
  override name = 'UpgradeRefusedError';
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `Upgrade des Datenbestands von NeDB auf SQLite nicht durchgeführt: ${file}: ${reason}. Nichts wurde geändert; die NeDB-Dateien bleiben, wie sie sind, und der Server startet erst nach dem Upgrade.`,
    );
  }
}

/**
 * The store of earlier versions: one NeDB file per collection, `<name>.db`, JSON lines appended on
 * every write (a later line of an id replaces the earlier one, `$$deleted` removes it, dates as
 * `{"$$date": ms}`). Read here without NeDB, to import it once.
 */
const SUFFIX = '.db';
const COLLECTION = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** NeDB's reader splits at every Unicode line boundary, not only at '\n'. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
const INSERT_BATCH = 1000;
/** Where a finished import leaves the old files, in the data folder. */
export const LEGACY_FOLDER_PREFIX = 'nedb-vor-sqlite-';

export async function legacyFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(SUFFIX) && COLLECTION.test(name.slice(0, -SUFFIX.length)))
    .sort()
    .map((name) => path.join(dir, name));
}

function reviveDates(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const ms = (value as { $$date?: unknown }).$$date;
    if (keys.length === 1 && typeof ms === 'number') return new Date(ms);
  }
  return value;
}

async function* lines(file: string): AsyncGenerator<{ number: number; text: string }> {
  let rest = '';
  let number = 0;
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const parts = (rest + (chunk as string)).split(LINE_BREAK);
    rest = parts.pop() ?? '';
    for (const text of parts) yield { number: ++number, text };
  }
  if (rest !== '') yield { number: ++number, text: rest };
}

/** The documents of one NeDB file as NeDB loads them; unreadable lines are returned, not dropped. */
export async function readNedbFile(file: string): Promise<{ docs: Doc[]; bad: number[] }> {
  const byId = new Map<string, Doc>();
  const bad: number[] = [];
  for await (const { number, text } of lines(file)) {
    if (text.trim() === '') continue;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(text, reviveDates) as Record<string, unknown>;
    } catch {
      bad.push(number);
      continue;
    }
    if (record.$$indexCreated !== undefined || record.$$indexRemoved !== undefined) continue;
    if (typeof record._id !== 'string' || record._id === '') {
      bad.push(number);
      continue;
    }
    if (record.$$deleted === true) byId.delete(record._id);
    else byId.set(record._id, record as unknown as Doc);
  }
  return { docs: [...byId.values()], bad };
}

/**
 * Imports the NeDB files of `dir` into the (new, empty) SQLite store in one transaction, then moves
 * them into a folder beside it, where they stay. An unreadable line stops the import with its file
 * and line: nothing is left out without a word.
 */
export async function importNedbFiles(store: Store, dir: string, files: string[], logger?: Logger) {
  if (existsSync(path.join(dir, '.staging-commit.json')))
    throw new UpgradeRefusedError(
      path.join(dir, '.staging-commit.json'),
      'ein Seed oder eine Wiederherstellung der vorigen Version (NeDB) ist nicht abgeschlossen; bitte die vorige Version einmal starten und beenden, dann diese',
    );
  const counts: Record<string, number> = {};
  await store.transaction(async (tx) => {
    for (const file of files) {
      const name = path.basename(file, SUFFIX);
      const { docs, bad } = await readNedbFile(file);
      if (bad.length > 0)
        throw new UpgradeRefusedError(
          file,
          `Zeile ${bad.slice(0, 10).join(', ')}${bad.length > 10 ? ` und ${bad.length - 10} weitere` : ''} der NeDB-Datei ist unlesbar, die Übernahme in SQLite hat nichts geändert. Bitte die Zeilen prüfen (mit der vorigen Version: 'npm run ops -- store repair') und neu starten`,
        );
      const collection = tx.collection(name);
      for (let i = 0; i < docs.length; i += INSERT_BATCH)
        await collection.insertMany(docs.slice(i, i + INSERT_BATCH));
      counts[name] = docs.length;
    }
  });
  const aside = path.join(dir, `${LEGACY_FOLDER_PREFIX}${new Date().toISOString().replaceAll(':', '-')}`);
  await mkdir(aside, { mode: PRIVATE_DIR_MODE });
  for (const file of files) await rename(file, path.join(aside, path.basename(file)));
  await rm(path.join(dir, '.staging'), { recursive: true, force: true });
  await syncPath(dir);
  logger?.warn(
    { collections: counts, keptIn: aside },
    `Upgrade von NeDB auf SQLite: der NeDB-Bestand ist übernommen: ${Object.entries(counts)
      .map(([name, n]) => `${name} ${formatNumber(n, 0)}`)
      .join(', ')}; die alten Dateien liegen in ${aside}.`,
  );
  return counts;
}
