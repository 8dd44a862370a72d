import type { Doc } from '../port';
import type { Invariants } from './check';
import type { Salvaged } from './salvage';

export interface Revised {
  doc: Doc;
  rev: number;
}

/** A document that is not taken over, kept in the repair's file for `store reimport`. */
export interface SetAside {
  /** Null: its collection is not known. */
  collection: string | null;
  why: string;
  /** The document, where its text is one; else the text as it was stored. */
  doc?: Doc;
  raw?: string;
  rev: number;
}

export interface CollectionOutcome {
  name: string;
  /** Documents the damaged store recorded (null: not known). */
  recorded: number | null;
  /** Documents after the repair. */
  now: number;
  /** Taken from the backup: missing or older in the damaged files. */
  fromBackup: string[];
  /** Documents back at an older state than the damaged files' (their newest version was damaged). */
  older: string[];
  /** Documents that existed and are neither in the new store nor in the file of those set aside. */
  lost: string[];
  /** Documents set aside into the file (damaged, a duplicate of a unique key). */
  setAside: string[];
  /** Documents the store recorded whose ids nothing names any more. */
  lostUnnamed: number;
}

export interface Merged {
  collections: Map<string, Revised[]>;
  deletions: { collection: string; id: string; rev: number }[];
  /** The write counter the new store continues from: above every revision kept. */
  writes: number;
  outcomes: CollectionOutcome[];
  setAside: SetAside[];
}

const deletedAfter = (deletions: Map<string, number> | undefined, id: string, rev: number) =>
  Math.max(deletions?.get(id) ?? -1, deletions?.get('') ?? -1) > rev;

/**
 * Merges what the damaged files still hold with the last backup, document by document: the newer
 * revision of each wins (the files' on a tie), a backup's document deleted after it stays deleted,
 * and where the files held a collection whole the backup adds nothing to it. Damaged documents that
 * the backup cannot replace are set aside, as are duplicates of a unique key (the newer stays).
 * Every document the damaged store had that ends nowhere is named lost.
 */
export function mergeWithBackup(
  salvaged: Salvaged,
  backup: Map<string, Map<string, Revised>> | null,
  invariants: Invariants,
): Merged {
  const merged: Merged = {
    collections: new Map(),
    deletions: [],
    writes: salvaged.writes,
    outcomes: [],
    setAside: [],
  };
  const names = new Set([
    ...salvaged.docs.keys(),
    ...salvaged.damaged.keys(),
    ...salvaged.recorded.keys(),
    ...(backup?.keys() ?? []),
  ]);
  for (const name of [...names].sort()) {
    const found = salvaged.docs.get(name) ?? new Map();
    const damaged = salvaged.damaged.get(name) ?? new Map();
    const deletions = salvaged.deletions.get(name);
    const saved = backup?.get(name) ?? new Map<string, Revised>();
    const outcome: CollectionOutcome = {
      name,
      recorded: salvaged.recorded.get(name) ?? null,
      now: 0,
      fromBackup: [],
      older: [...(salvaged.older.get(name) ?? [])],
      lost: [],
      setAside: [],
      lostUnnamed: 0,
    };
    const result = new Map<string, Revised>();
    for (const [id, candidate] of found) result.set(id, { doc: candidate.doc as Doc, rev: candidate.rev });
    for (const [id, kept] of saved) {
      merged.writes = Math.max(merged.writes, kept.rev);
      const current = result.get(id);
      if (current) {
        if (kept.rev > current.rev) {
          result.set(id, kept);
          outcome.fromBackup.push(id);
        }
        continue;
      }
      if (deletedAfter(deletions, id, kept.rev)) continue;
      // Read whole from the files: what the backup has beyond it was deleted since.
      if (salvaged.complete.has(name) && !damaged.has(id)) continue;
      result.set(id, kept);
      outcome.fromBackup.push(id);
      // The same revision as the damaged one is the version it was before the damage.
      if ((damaged.get(id)?.rev ?? -1) > kept.rev) outcome.older.push(id);
    }
    for (const [id, candidate] of damaged) {
      if (result.has(id)) continue;
      merged.setAside.push({
        collection: name,
        why: candidate.doc ? 'Prüfsumme stimmt nicht (ein Byte hat sich verändert)' : 'kein gültiges JSON',
        ...(candidate.doc ? { doc: candidate.doc } : { raw: candidate.raw }),
        rev: candidate.rev,
      });
      outcome.setAside.push(id);
    }
    const unique = withoutDuplicates(name, result, invariants);
    for (const { id, kept } of unique) {
      result.delete(id);
      merged.setAside.push({
        collection: name,
        why: 'doppelter eindeutiger Schlüssel',
        doc: kept.doc,
        rev: kept.rev,
      });
      outcome.setAside.push(id);
    }
    const known = new Set([...found.keys(), ...damaged.keys(), ...(salvaged.named.get(name) ?? [])]);
    for (const id of salvaged.named.get(name) ?? [])
      if (!result.has(id) && !outcome.setAside.includes(id)) outcome.lost.push(id);
    const backupOnly = outcome.fromBackup.filter((id) => !known.has(id)).length;
    outcome.lostUnnamed = Math.max(0, (outcome.recorded ?? 0) - known.size - backupOnly);
    outcome.now = result.size;
    merged.collections.set(name, [...result.values()]);
    for (const [id, rev] of deletions ?? []) merged.deletions.push({ collection: name, id, rev });
    merged.outcomes.push(outcome);
  }
  for (const candidate of salvaged.unplaced)
    merged.setAside.push({
      collection: null,
      why: 'Sammlung unbekannt (ihr Baum und ihr Index sind zerstört)',
      ...(candidate.doc ? { doc: candidate.doc } : { raw: candidate.raw }),
      rev: candidate.rev,
    });
  return merged;
}

/** Keeps the newest document of each unique key; answers the others, which are set aside. */
function withoutDuplicates(name: string, docs: Map<string, Revised>, { indexes }: Invariants) {
  const unique = indexes.filter((i) => i.collection === name && i.spec.unique);
  const dropped: { id: string; kept: Revised }[] = [];
  if (unique.length === 0) return dropped;
  const seen = unique.map(() => new Map<string, string>());
  const newestFirst = [...docs.entries()].sort(([a, x], [b, y]) => y.rev - x.rev || (a < b ? -1 : 1));
  for (const [id, kept] of newestFirst) {
    const keys = unique.map(({ spec }) => {
      const values = spec.fields.map((f) =>
        f.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], kept.doc),
      );
      return values.some((v) => v === undefined || v === null) ? null : JSON.stringify(values);
    });
    if (keys.some((key, i) => key !== null && seen[i]?.has(key))) dropped.push({ id, kept });
    else for (const [i, key] of keys.entries()) if (key !== null) seen[i]?.set(key, id);
  }
  return dropped;
}

/** Whether a repair lost anything: its exit code. */
export const lostAnything = (merged: Merged) =>
  merged.setAside.length > 0 ||
  merged.outcomes.some((o) => o.lost.length > 0 || o.lostUnnamed > 0 || o.older.length > 0);
