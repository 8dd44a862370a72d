import { isSoundLine, readStoreLines, type StoreLine } from './nedb-lines';

const STRING = /"(?:[^"\\]|\\.)*"/y;
const STRING_VALUE = /\s*:\s*("(?:[^"\\]|\\.)*")/y;

/** The top-level _id of a store line, also of one cut short; undefined where none can be read. */
export function lineId(text: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
    else if (char === '"') {
      STRING.lastIndex = i;
      const key = STRING.exec(text);
      if (!key) return undefined;
      const end = i + key[0].length;
      if (depth === 1 && key[0] === '"_id"') {
        STRING_VALUE.lastIndex = end;
        const value = STRING_VALUE.exec(text)?.[1];
        if (value === undefined) return undefined;
        try {
          return (JSON.parse(value) as string) || undefined;
        } catch {
          return undefined;
        }
      }
      i = end - 1;
    }
  }
  return undefined;
}

export interface RemovalEffects {
  /** Documents that load from an earlier line once the damaged ones are gone: an older version. */
  older: string[];
  /** Documents left with no line, or whose line before the damaged one deleted them. */
  missing: string[];
  /** Documents whose current version is a later, sound line: the damaged one was an old version. */
  unchanged: string[];
  /** Damaged lines whose id cannot be read. */
  unknown: StoreLine[];
}

/**
 * What taking the damaged lines out of a NeDB file does to their documents. NeDB appends every
 * version of a document (a deletion too) and loads the last line of each id, so removing the
 * latest line of a document brings back the one before it, if there is one.
 */
export async function removalEffects(file: string): Promise<RemovalEffects> {
  const lastDamaged = new Map<string, number>();
  const lastSound = new Map<string, { number: number; deleted: boolean }>();
  const unknown: StoreLine[] = [];
  for await (const line of readStoreLines(file)) {
    if (line.text === '') continue;
    if (!isSoundLine(line.text)) {
      const id = lineId(line.text);
      if (id === undefined) unknown.push(line);
      else lastDamaged.set(id, line.number);
      continue;
    }
    const doc = JSON.parse(line.text) as { _id?: unknown; $$deleted?: unknown };
    if (typeof doc._id === 'string')
      lastSound.set(doc._id, { number: line.number, deleted: doc.$$deleted === true });
  }
  const effects: RemovalEffects = { older: [], missing: [], unchanged: [], unknown };
  for (const [id, damagedAt] of lastDamaged) {
    const sound = lastSound.get(id);
    if (sound && sound.number > damagedAt) effects.unchanged.push(id);
    else if (sound && !sound.deleted) effects.older.push(id);
    else effects.missing.push(id);
  }
  return effects;
}
