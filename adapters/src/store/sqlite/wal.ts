import { open } from 'node:fs/promises';

/** What the WAL left by a process holds, as SQLite will read it at the next open. */
export interface WalFindings {
  bytes: number;
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
}

const HEADER = 32;
const FRAME_HEADER = 24;

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

/**
 * Reads a WAL file as SQLite's recovery does (https://www.sqlite.org/fileformat2.html#walformat):
 * frames count while their salts match the header and their checksums chain; SQLite replays them up
 * to the last commit frame and ignores the rest. Null when the file is empty or has no valid header.
 */
export async function inspectWal(file: string): Promise<WalFindings | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    if (size < HEADER)
      return size === 0
        ? null
        : { bytes: size, frames: 0, replayed: 0, transactions: 0, discardedFrames: 0, tornBytes: size };
    const header = Buffer.alloc(HEADER);
    await handle.read(header, 0, HEADER, 0);
    const magic = header.readUInt32BE(0);
    if (magic !== 0x377f0682 && magic !== 0x377f0683) return null;
    const bigEndian = magic === 0x377f0683;
    const pageSize = header.readUInt32BE(8) || 65536;
    const frameSize = FRAME_HEADER + pageSize;
    const frames = Math.floor((size - HEADER) / frameSize);
    let sum = checksum(header.subarray(0, 24), bigEndian, [0, 0]);
    const headerValid = sum[0] === header.readUInt32BE(24) && sum[1] === header.readUInt32BE(28);
    let replayed = 0;
    let transactions = 0;
    let valid = headerValid;
    const frame = Buffer.alloc(frameSize);
    for (let i = 0; valid && i < frames; i++) {
      await handle.read(frame, 0, frameSize, HEADER + i * frameSize);
      const saltsMatch =
        frame.readUInt32BE(8) === header.readUInt32BE(16) &&
        frame.readUInt32BE(12) === header.readUInt32BE(20);
      sum = checksum(frame.subarray(FRAME_HEADER), bigEndian, checksum(frame.subarray(0, 8), bigEndian, sum));
      valid = saltsMatch && sum[0] === frame.readUInt32BE(16) && sum[1] === frame.readUInt32BE(20);
      if (valid && frame.readUInt32BE(4) !== 0) {
        replayed = i + 1;
        transactions++;
      }
    }
    return {
      bytes: size,
      frames,
      replayed,
      transactions,
      discardedFrames: frames - replayed,
      tornBytes: (size - HEADER) % frameSize,
    };
  } finally {
    await handle.close();
  }
}
