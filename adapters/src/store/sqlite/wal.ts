import { closeSync, openSync, readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/**
 * A WAL file as SQLite's recovery reads it (https://www.sqlite.org/fileformat2.html#walformat): a
 * 32-byte header (magic, format 3007000, page size, checkpoint sequence, two salts, a checksum of
 * the first 24 bytes), then frames of a 24-byte header (page number, the database's size in pages
 * on a commit frame, else 0, the two salts, a checksum chained from the header's) and a page. Frames
 * count while their salts equal the header's and the checksums chain; SQLite replays them up to the
 * last commit frame and ignores the rest. A checkpoint that restarts the log adds 1 to salt-1 and
 * the checkpoint sequence and draws a new salt-2, so frames of an earlier round stop counting.
 */
export interface WalHeader {
  pageSize: number;
  checkpointSequence: number;
  salts: [number, number];
}

/** What the WAL left by a process holds, as SQLite will read it at the next open. */
export interface WalFindings {
  bytes: number;
  /** Null when the header is no valid WAL header: SQLite then takes the file for an empty log. */
  header: WalHeader | null;
  /** Frames written completely. */
  frames: number;
  /** Frames up to the last commit whose salts and checksums hold: what SQLite replays. */
  replayed: number;
  /** Transactions (commit frames) among them. */
  transactions: number;
  /**
   * Frames after those (a transaction not committed, or frames of an earlier round through the file
   * that were checkpointed already), and bytes of a frame cut short: what SQLite ignores.
   */
  discardedFrames: number;
  tornBytes: number;
  /**
   * Commit frames of this round (the header's salts) from a frame whose checksum fails on, but the
   * last: transactions that were synced and acknowledged, which SQLite will not replay because
   * something before them changed. Damage.
   */
  strandedCommits: number;
}

const HEADER = 32;
const FRAME_HEADER = 24;
const FORMAT = 3007000;

/** SQLite's WAL checksum over 32-bit words, continuing from `s`. */
function checksum(data: Buffer, bigEndian: boolean, s: [number, number]): [number, number] {
  let [s0, s1] = s;
  for (let i = 0; i + 8 <= data.length; i += 8) {
    const a = bigEndian ? data.readUInt32BE(i) : data.readUInt32LE(i);
    const b = bigEndian ? data.readUInt32BE(i + 4) : data.readUInt32LE(i + 4);
    s0 = (s0 + a + s1) >>> 0;
    s1 = (s1 + b + s0) >>> 0;
  }
  return [s0, s1];
}

function parseHeader(header: Buffer): { header: WalHeader; bigEndian: boolean } | null {
  const magic = header.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) return null;
  const bigEndian = magic === 0x377f0683;
  const sum = checksum(header.subarray(0, 24), bigEndian, [0, 0]);
  if (sum[0] !== header.readUInt32BE(24) || sum[1] !== header.readUInt32BE(28)) return null;
  if (header.readUInt32BE(4) !== FORMAT) return null;
  return {
    bigEndian,
    header: {
      pageSize: header.readUInt32BE(8) || 65536,
      checkpointSequence: header.readUInt32BE(12),
      salts: [header.readUInt32BE(16), header.readUInt32BE(20)],
    },
  };
}

/**
 * Reads the WAL frame by frame; `onPage` gets every page SQLite would replay, in order (a later
 * frame of the same page replaces an earlier one), and the database's size in pages at each commit.
 */
async function readFrames(
  handle: FileHandle,
  size: number,
  onPage?: (page: number, data: Buffer, committedPages: number) => void,
  /** Also the transactions committed after a frame whose checksum fails (a repair's salvage). */
  stranded = false,
): Promise<WalFindings> {
  const empty = { bytes: size, header: null, frames: 0, replayed: 0, transactions: 0, strandedCommits: 0 };
  if (size < HEADER) return { ...empty, discardedFrames: 0, tornBytes: size };
  const headerBytes = Buffer.alloc(HEADER);
  await handle.read(headerBytes, 0, HEADER, 0);
  const parsed = parseHeader(headerBytes);
  if (!parsed) return { ...empty, discardedFrames: 0, tornBytes: 0 };
  const { header, bigEndian } = parsed;
  const frameSize = FRAME_HEADER + header.pageSize;
  const frames = Math.floor((size - HEADER) / frameSize);
  let sum = checksum(headerBytes.subarray(0, 24), bigEndian, [0, 0]);
  let replayed = 0;
  let transactions = 0;
  let strandedCommits = 0;
  let valid = true;
  const pending: { page: number; data: Buffer }[] = [];
  const frame = Buffer.alloc(frameSize);
  for (let i = 0; i < frames; i++) {
    await handle.read(frame, 0, frameSize, HEADER + i * frameSize);
    const saltsMatch =
      frame.readUInt32BE(8) === header.salts[0] && frame.readUInt32BE(12) === header.salts[1];
    const commit = frame.readUInt32BE(4);
    if (valid) {
      sum = checksum(frame.subarray(FRAME_HEADER), bigEndian, checksum(frame.subarray(0, 8), bigEndian, sum));
      valid = saltsMatch && sum[0] === frame.readUInt32BE(16) && sum[1] === frame.readUInt32BE(20);
      // Frames of an earlier round carry other salts: the log simply ends there.
      if (!saltsMatch) break;
    }
    if (!valid) {
      if (!saltsMatch) continue;
      if (commit !== 0) strandedCommits++;
      if (!stranded) continue;
    }
    if (onPage)
      pending.push({ page: frame.readUInt32BE(0), data: Buffer.from(frame.subarray(FRAME_HEADER)) });
    if (commit !== 0) {
      if (valid) {
        replayed = i + 1;
        transactions++;
      }
      for (const p of pending.splice(0)) onPage?.(p.page, p.data, commit);
    }
  }
  return {
    bytes: size,
    header,
    frames,
    replayed,
    transactions,
    discardedFrames: frames - replayed,
    tornBytes: (size - HEADER) % frameSize,
    // The last commit after the break may be the transaction a crash cut short, never acknowledged
    // (its frames reach the disk in any order before its sync); every earlier one was synced.
    strandedCommits: Math.max(0, strandedCommits - 1),
  };
}

/** The WAL's findings; null when there is no file or it is empty. */
export async function inspectWal(file: string): Promise<WalFindings | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    return size === 0 ? null : await readFrames(handle, size);
  } finally {
    await handle.close();
  }
}

/**
 * The database as SQLite would see it after replaying the WAL, built in memory from the two files
 * without changing either: the pages of every committed frame laid over the database's. With
 * `stranded`, also those of transactions committed after a damaged frame, which SQLite drops.
 */
export async function replayedImage(database: Buffer, walFile: string, stranded = false): Promise<Buffer> {
  const handle = await open(walFile, 'r');
  try {
    const { size } = await handle.stat();
    const pages = new Map<number, Buffer>();
    let pageCount = 0;
    let pageSize = 0;
    await readFrames(
      handle,
      size,
      (page, data, committed) => {
        pages.set(page, data);
        pageCount = committed;
        pageSize = data.length;
      },
      stranded,
    );
    if (pages.size === 0) return database;
    const image = Buffer.alloc(pageCount * pageSize);
    database.copy(image, 0, 0, Math.min(database.length, image.length));
    for (const [page, data] of pages) if (page <= pageCount) data.copy(image, (page - 1) * pageSize);
    return image;
  } finally {
    await handle.close();
  }
}

/** The WAL's header as it is now; null without a WAL or before its first frame. */
export function readWalHeader(file: string): WalHeader | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const bytes = Buffer.alloc(HEADER);
    return readSync(fd, bytes, 0, HEADER, 0) === HEADER ? (parseHeader(bytes)?.header ?? null) : null;
  } finally {
    closeSync(fd);
  }
}

/** Whether two WAL headers are the same round of the same log. */
export const sameRound = (a: WalHeader | null | undefined, b: WalHeader | null | undefined) =>
  a?.checkpointSequence === b?.checkpointSequence &&
  a?.salts[0] === b?.salts[0] &&
  a?.salts[1] === b?.salts[1];
