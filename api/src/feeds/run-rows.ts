import { COLLECTIONS, newId, type Store } from '@futterkompass/adapters';
import type { RefusedRow } from '@futterkompass/domain';
import { createTimeSlices } from './time-slices';

/** A run's refused rows in one document of a few hundred kilobytes at most. */
const ROWS_PER_CHUNK = 1_000;

interface RunRows {
  _id: string;
  run: string;
  feed: string;
  seq: number;
  rows: RefusedRow[];
}

/** Keeps every refused row of a run, for its download (the run itself lists only the first). */
export async function saveRefusedRows(
  store: Store,
  { run, feed }: { run: string; feed: string },
  rows: readonly RefusedRow[],
): Promise<void> {
  const chunks: RunRows[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_CHUNK)
    chunks.push({ _id: newId(), run, feed, seq: chunks.length, rows: rows.slice(i, i + ROWS_PER_CHUNK) });
  const inSlices = createTimeSlices({ startItems: 2, maxItems: 20 });
  // The run's record, written next, syncs them to disk.
  await inSlices(chunks, async (slice) => {
    await store.transaction((tx) => tx.collection<RunRows>(COLLECTIONS.feedRunRows).insertMany(slice), {
      durable: false,
    });
  });
}

/** A run's refused rows in the order of the file, chunk by chunk. */
export async function* refusedRowsOf(store: Store, run: string): AsyncGenerator<RefusedRow> {
  const chunks = store.collection<RunRows>(COLLECTIONS.feedRunRows);
  for (let seq = 0; ; seq++) {
    const chunk = await chunks.findOne({ run, seq });
    if (!chunk) return;
    yield* chunk.rows;
  }
}

export const hasRefusedRows = async (store: Store, run: string) =>
  (await store.collection(COLLECTIONS.feedRunRows).count({ run, seq: 0 })) > 0;

/** The full lists of a feed's runs other than `keep` go (a feed keeps them for its newest runs). */
export async function pruneRunRows(store: Store, feed: string, keep: readonly string[]): Promise<void> {
  await store.collection(COLLECTIONS.feedRunRows).deleteMany({ feed, run: { $nin: [...keep] } });
}
