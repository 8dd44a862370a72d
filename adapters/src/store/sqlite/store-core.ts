import type { Logger } from 'pino';
import { FULL_BELOW_BYTES, freeBytes } from '../../data-dir-access';
import type { Collections, Doc, StoreHealth, TransactionOptions } from '../port';
import { type Access, sqliteCollection } from './collection';
import type { Connection } from './connection';
import type { Merged } from './merge';
import { quoted } from './names';
import { type FileMove, finishFileMoves, recordFileMove } from './pending-files';
import { countWrite, readState, recordedCounts, writeState as writeDbState, writesOf } from './schema';
import type { StoreState } from './state-file';
import { createTables } from './tables';
import { readWalHeader, sameRound, type WalHeader } from './wal';

const LOAD_BATCH = 500;
const UNRECORDED = 'Der Stand des Datenbestands ließ sich nicht verzeichnen (store-state.json).';
/** After a write, the state file records the write counter within this time (a crash's witness). */
const STATE_EVERY_MS = 1000;

export interface StoreHooks {
  dir: string;
  writeState(state: StoreState): Promise<void>;
  logger?: Logger;
  /** Collections read only whole, each read checked against its checksum. */
  wholeOnly: readonly string[];
  /** A second connection (a worker thread's): every commit is synced, `durable: false` or not. */
  syncsEveryCommit?: boolean;
}

const isDiskFull = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
};

/** The store over its two connections: one writes, one reads what is committed. */
export function storeOver(file: string, writer: Connection, reader: Connection, hooks: StoreHooks) {
  const { writeState, logger } = hooks;
  const tables = createTables();
  /**
   * The transaction that runs. Whoever waits for it (`while (active) await active`) claims its turn
   * or writes in the same step as the last check: an await in between (a helper function's) would
   * let two waiters both find it free, and the second BEGIN would fail or a write join a transaction.
   */
  let active: Promise<void> | null = null;
  let closed = false;
  /** A write or state record that failed for want of space, until one succeeds again. */
  let diskFull = false;
  let stateTimer: NodeJS.Timeout | undefined;

  /**
   * While commits without a sync (`durable: false`) wait for the next synced one: the write counter
   * up to which everything is on disk. The state file records no more than that, so that a power
   * loss that undoes those commits is not taken for lost writes.
   */
  let syncedWrites: number | null = null;
  /** The WAL's header as last recorded in the state file. */
  let recordedWal: WalHeader | null | undefined;
  const recordState = async (closedNow: boolean) => {
    const wal = readWalHeader(`${file}-wal`);
    try {
      await writeState({
        closed: closedNow,
        writes: syncedWrites ?? writesOf(writer),
        documents: Object.fromEntries(recordedCounts(writer)),
        at: new Date().toISOString(),
        wal,
      });
      recordedWal = wal;
      diskFull = false;
    } catch (error) {
      if (isDiskFull(error)) diskFull = true;
      throw error;
    }
  };
  /**
   * After a write: a WAL that a checkpoint has started over is recorded before the write is
   * acknowledged, so that an older copy of the log put in its place is told apart by its header
   * (examine.ts); the counts follow within a second.
   */
  const afterWrite = async () => {
    if (sameRound(readWalHeader(`${file}-wal`), recordedWal)) return;
    // The write is committed: a record that fails (a full disk) is reported, the write stands.
    await recordState(false).catch((error: unknown) => logger?.error({ err: error }, UNRECORDED));
  };
  /** Soon after a write, the state file learns the new count: a lost WAL then shows what it held. */
  const written = () => {
    if (stateTimer || closed) return;
    stateTimer = setTimeout(() => {
      stateTimer = undefined;
      if (closed) return;
      recordState(false).catch((error: unknown) => logger?.error({ err: error }, UNRECORDED));
    }, STATE_EVERY_MS);
    stateTimer.unref();
  };
  const watched = <R>(write: () => R): R => {
    try {
      const result = write();
      diskFull = false;
      written();
      return result;
    } catch (error) {
      if (isDiskFull(error)) diskFull = true;
      throw error;
    }
  };

  const atomically = <R>(work: (conn: Connection, rev: number) => R): R =>
    writer.db.transaction(() => work(writer, countWrite(writer))).immediate();

  const common = { tables, file, wholeOnly: new Set(hooks.wholeOnly) };
  const outside: Access = {
    reads: () => reader,
    async write(work) {
      while (active) await active;
      const result = watched(() => atomically(work));
      // A synced commit brings the WAL frames of earlier unsynced ones to disk with its own.
      syncedWrites = null;
      await afterWrite();
      return result;
    },
    ...common,
  };
  const inside: Access = { reads: () => writer, write: async (work) => atomically(work), ...common };
  const txCollections: Collections = {
    collection: <T extends Doc>(name: string) => sqliteCollection<T>(name, inside),
  };

  const store = {
    kind: 'sqlite' as const,
    file,
    collection: <T extends Doc>(name: string) => sqliteCollection<T>(name, outside),
    async transaction<T>(
      work: (tx: Collections) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      while (active) await active;
      let end = () => {};
      active = new Promise<void>((resolve) => {
        end = resolve;
      });
      // Only this transaction's commit skips the sync; every other commit stays FULL.
      const deferred = options.durable === false && !hooks.syncsEveryCommit;
      if (deferred) {
        syncedWrites ??= writesOf(writer);
        writer.db.pragma('synchronous = NORMAL');
      }
      watched(() => writer.db.exec('BEGIN IMMEDIATE'));
      try {
        const result = await work(txCollections);
        watched(() => {
          countWrite(writer);
          writer.db.exec('COMMIT');
        });
        if (!deferred) syncedWrites = null;
        await afterWrite();
        return result;
      } catch (error) {
        if (writer.db.inTransaction) writer.db.exec('ROLLBACK');
        tables.forget();
        throw error;
      } finally {
        if (deferred) writer.db.pragma('synchronous = FULL');
        active = null;
        end();
      }
    },
    async transactionWithFiles<T>(work: (tx: Collections) => Promise<T>, move: FileMove): Promise<T> {
      const result = await store.transaction(async (tx) => {
        const done = await work(tx);
        recordFileMove(writer, move);
        return done;
      });
      await finishFileMoves(writer, logger);
      return result;
    },
    collectionNames: () => [...recordedCounts(writer).keys()],
    async backupTo(target: string) {
      // From the reading connection, in one step: it sees only committed data, and a single step
      // is not restarted by the writes that go on meanwhile.
      const copied = reader.db.transaction(() => writesOf(reader)).deferred();
      await reader.db.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
      await pruneDeletions(copied);
    },
    async ping() {
      reader.statement('SELECT 1').get();
    },
    /** When a repair made this database, if one did. */
    repairedAt: (): string | null => readState(reader, 'repairedAt') ?? null,
    /**
     * A repair's merged documents, with the revisions they had, into this new store in one
     * transaction; its write counter continues above every revision, and `notes` go into its state.
     */
    async loadRevised(
      merged: Pick<Merged, 'collections' | 'deletions' | 'writes'>,
      notes: Record<string, string>,
    ) {
      await store.transaction(async (tx) => {
        for (const [name, docs] of merged.collections) {
          if (docs.length === 0) continue;
          for (let i = 0; i < docs.length; i += LOAD_BATCH)
            await tx.collection(name).insertMany(docs.slice(i, i + LOAD_BATCH).map((d) => d.doc));
          const revise = writer.statement(`UPDATE ${quoted(name)} SET rev = ? WHERE id = ?`);
          for (const { doc, rev } of docs) revise.run(rev, doc._id);
        }
        const deleted = writer.statement(
          'INSERT OR REPLACE INTO _fk_deleted (collection, id, rev) VALUES (?, ?, ?)',
        );
        for (const d of merged.deletions) deleted.run(d.collection, d.id, d.rev);
        writer
          .statement(`UPDATE _fk_state SET value = ? WHERE key = 'writes' AND CAST(value AS INTEGER) < ?`)
          .run(String(merged.writes), merged.writes);
        for (const [key, value] of Object.entries(notes)) writeDbState(writer, key, value);
      });
    },
    /** Whether the data folder's disk has room: a full one lets the server read, not write. */
    async health(): Promise<StoreHealth> {
      const free = await freeBytes(hooks.dir).catch(() => Number.POSITIVE_INFINITY);
      return { disk: diskFull || free < FULL_BELOW_BYTES ? 'full' : 'ok' };
    },
    /** Records that the store is open (a crash leaves it so), with its write counter. */
    async markOpen() {
      await recordState(false);
    },
    async close() {
      if (closed) return;
      while (active) await active;
      closed = true;
      clearTimeout(stateTimer);
      // Unsynced commits go to disk first (a checkpoint syncs the WAL), then count in the record.
      if (syncedWrites !== null) {
        writer.db.pragma('wal_checkpoint(FULL)');
        syncedWrites = null;
      }
      // Recorded first: a kill after it leaves a WAL, which the next open replays and reports. If
      // it cannot be recorded (a full disk), the connections stay open: closing the last one would
      // write the WAL into the database and remove it, and the next start would find a store
      // recorded as open without its WAL. The process ends; the next start replays the WAL.
      await recordState(true);
      reader.db.close();
      writer.db.close();
    },
  };

  /**
   * Deletions are kept for a repair's merge with the last backup; those older than the backup
   * before the last one (`pruneBelow`) are no longer needed: only the last backup is merged.
   */
  async function pruneDeletions(copiedWrites: number) {
    await outside.write((conn) => {
      const below = Number(readState(conn, 'pruneDeletionsBelow') ?? 0);
      conn.statement('DELETE FROM _fk_deleted WHERE rev <= ?').run(below);
      writeDbState(conn, 'pruneDeletionsBelow', String(copiedWrites));
    });
  }
  return store;
}
