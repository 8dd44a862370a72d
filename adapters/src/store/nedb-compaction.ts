/// <reference path="./nedb-model.d.ts" />
import { existsSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type Datastore from '@seald-io/nedb';
import model from '@seald-io/nedb/lib/model.js';
import { syncPath } from '../fs-sync';

/** Lines written per call: one buffer this size is live at a time. */
const CHUNK_CHARS = 256 * 1024;

/** The parts of NeDB's persistence a compaction reads; not in the library's typings. */
interface Persistence {
  filename: string;
  modes: { fileMode: number };
  /** NeDB wraps the store's hook into an async function. */
  afterSerialization(line: string): Promise<string>;
  persistCachedDatabaseAsync(): Promise<void>;
}

interface IndexDefinition {
  fieldName: string | string[];
  unique: boolean;
  sparse: boolean;
}

/** What a compacted file holds, a line each: the documents, then the index definitions (as NeDB writes them). */
function* compactedEntries(db: Datastore): Generator<unknown> {
  yield* db.getAllData();
  const indexes = (db as unknown as { indexes: Record<string, IndexDefinition> }).indexes;
  for (const [name, { fieldName, unique, sparse }] of Object.entries(indexes)) {
    if (name !== '_id') yield { $$indexCreated: { fieldName, unique, sparse } };
  }
}

/**
 * Writes the collection to `<file>~`, syncs it and renames it over the file, with the same syncs
 * around as NeDB's own crash-safe write (a kill leaves the old or the new file, and NeDB's start
 * takes `<file>~` when the file is missing). NeDB's version serialises every document first and
 * hands all lines to a write stream without waiting for it, so the whole file sat in small native
 * buffers at once: at 20,000 products about 80 MB that the C allocator kept after they were freed,
 * at every start (NeDB compacts on load) and every compaction. Here one chunk is written at a time.
 */
async function writeCompacted(db: Datastore, persistence: Persistence): Promise<void> {
  const file = persistence.filename;
  const temp = `${file}~`;
  await syncPath(path.dirname(file));
  if (existsSync(file)) await syncPath(file);
  const out = await open(temp, 'w', persistence.modes.fileMode);
  try {
    let chunk = '';
    for (const entry of compactedEntries(db)) {
      chunk += `${await persistence.afterSerialization(model.serialize(entry))}\n`;
      if (chunk.length >= CHUNK_CHARS) {
        await out.write(chunk);
        chunk = '';
      }
    }
    if (chunk) await out.write(chunk);
    await out.sync();
  } finally {
    await out.close();
  }
  await rename(temp, file);
  await syncPath(path.dirname(file));
}

/**
 * Makes NeDB's compaction (on load, on compactDatafileAsync) write chunk by chunk. It runs inside
 * NeDB's executor like the original, so no write of the collection interleaves.
 */
export function useChunkedCompaction(db: Datastore): void {
  const persistence = (db as unknown as { persistence: Persistence }).persistence;
  persistence.persistCachedDatabaseAsync = async () => {
    await writeCompacted(db, persistence);
    db.emit('compaction.done');
  };
}
