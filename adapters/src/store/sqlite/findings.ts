import { formatNumber } from '@futterkompass/domain';
import type { Connection } from './connection';
import { CHECKSUM_SQL } from './documents';
import { quoted } from './names';
import { recordedCounts } from './schema';

/** Lines of SQLite's check named in a message; `store check` names more. */
const NAMED = 5;
const IDS_NAMED = 5;
const n = (value: number) => formatNumber(value, 0);

export const listed = (ids: readonly string[], named = IDS_NAMED) =>
  `${ids.slice(0, named).join(', ')}${ids.length > named ? ` und ${n(ids.length - named)} weitere` : ''}`;

/**
 * SQLite's check in a few lines: its messages (one row may hold several), those of pages no tree
 * uses counted as one (a damaged interior page leaves hundreds), the first `named` of the rest.
 */
export function summarizeCheck(check: string, rows: readonly string[], named = NAMED): string | null {
  const lines = rows.flatMap((row) => row.split('\n')).filter((line) => line.trim() !== '');
  if (lines.length === 1 && lines[0] === 'ok') return null;
  const unused = lines.filter((line) => /^Page \d+: never used$/i.test(line.trim()));
  const rest = lines.filter((line) => !unused.includes(line) && !/^\*\*\* in database/.test(line));
  const parts = rest.slice(0, named).map((line) => (line.length > 200 ? `${line.slice(0, 200)} …` : line));
  if (rest.length > named) parts.push(`und ${n(rest.length - named)} weitere Meldungen`);
  if (unused.length > 0) parts.push(`${n(unused.length)} Seiten gehören zu keinem Baum mehr`);
  return `SQLites ${check} meldet ${n(rest.length + unused.length)} Fehler: ${parts.join(' | ')}`;
}

const tableExists = (conn: Connection, name: string) =>
  !!conn.statement(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);

const hasChecksums = (conn: Connection, name: string) =>
  (conn.db.pragma(`table_info(${quoted(name)})`) as { name: string }[]).some((c) => c.name === 'sum');

/** Documents of a collection whose text is no JSON: the start would fail on the first read. */
function brokenJson(conn: Connection, name: string): string | null {
  const ids = (
    conn.statement(`SELECT id FROM ${quoted(name)} WHERE json_valid(doc) = 0 ORDER BY id`).all() as {
      id: string;
    }[]
  ).map((row) => row.id);
  return ids.length > 0
    ? `${n(ids.length)} Dokumente in ${name} sind kein gültiges JSON mehr (${listed(ids)})`
    : null;
}

/** Documents of a collection whose text has changed since it was written. */
function changedBytes(conn: Connection, name: string): string | null {
  if (!hasChecksums(conn, name)) return null;
  const ids = (
    conn
      .statement(
        `SELECT id FROM ${quoted(name)} WHERE sum IS NOT NULL AND sum IS NOT ${CHECKSUM_SQL}(doc) ORDER BY id`,
      )
      .all() as { id: string }[]
  ).map((row) => row.id);
  return ids.length > 0
    ? `${n(ids.length)} Dokumente in ${name} haben sich auf der Platte verändert, ihre Prüfsumme stimmt nicht (${listed(ids)})`
    : null;
}

export interface FindingOptions {
  check: 'quick_check' | 'integrity_check';
  /** Collections whose checksums are verified: 'all', or the named ones (the start's: accounts). */
  checksums: 'all' | readonly string[];
}

/**
 * What a database says of itself: SQLite's check (quick or full), the documents per collection
 * against the record, documents that are no JSON, and documents whose checksum fails.
 */
export function databaseFindings(conn: Connection, options: FindingOptions): string[] {
  const rows = (conn.db.pragma(options.check) as Record<string, string>[]).map(
    (row) => Object.values(row)[0] as string,
  );
  const check = summarizeCheck(options.check, rows);
  if (check) return [check];
  const findings: string[] = [];
  for (const [name, recorded] of recordedCounts(conn)) {
    if (!tableExists(conn, name)) {
      findings.push(`die Tabelle der Sammlung ${name} fehlt (verzeichnet sind ${n(recorded)} Dokumente)`);
      continue;
    }
    const actual = (conn.statement(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n;
    if (actual !== recorded)
      findings.push(`${name} enthält ${n(actual)} Dokumente, verzeichnet sind ${n(recorded)}`);
    const json = brokenJson(conn, name);
    if (json) findings.push(json);
    if (options.checksums === 'all' || options.checksums.includes(name)) {
      const changed = changedBytes(conn, name);
      if (changed) findings.push(changed);
    }
  }
  return findings;
}
