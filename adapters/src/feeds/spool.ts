import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { FeedFetchError } from './fetch-errors';

/** A feed's body on disk, read back at the import's own pace; `dispose` removes it. */
export interface SpooledFile {
  file: string;
  bytes: number;
  dispose(): Promise<void>;
}

const tooLarge = (maxBytes: number) =>
  new FeedFetchError(`Der Feed ist größer als ${Math.round(maxBytes / 2 ** 20)} MB.`, false);

/** Passes bytes on until they grow past the limit (a feed, or what a small gzip file unpacks to). */
function limit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
}

/** The decoder of a Content-Encoding; gzip is recognised by its bytes afterwards, like a .gz file. */
function contentDecoder(encoding: string | undefined): Transform | null {
  const name = encoding?.trim().toLowerCase();
  if (!name || name === 'identity' || name === 'gzip' || name === 'x-gzip') return null;
  if (name === 'deflate') return createInflate();
  if (name === 'br') return createBrotliDecompress();
  throw new FeedFetchError(
    `Der Feed-Server schickt den Feed in einer unbekannten Kodierung („${name.slice(0, 30)}“).`,
    false,
  );
}

async function startsWithGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Writes a feed's body to a private temporary file as fast as the network brings it, so that the
 * download's deadline covers the transfer and not the import. A body in gzip (sent with
 * `Content-Encoding: gzip`, or a `.xml.gz` file) is unpacked by its magic bytes, deflate and br by
 * the header; the size limit holds for what arrives and for what it unpacks to.
 */
export async function spoolBody(
  body: AsyncIterable<Buffer>,
  {
    contentEncoding,
    maxBytes,
    signal,
    dir = tmpdir(),
  }: { contentEncoding?: string; maxBytes: number; signal: AbortSignal; dir?: string },
): Promise<SpooledFile> {
  const folder = await mkdtemp(path.join(dir, 'fk-feed-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const raw = path.join(folder, 'body');
    const decoder = contentDecoder(contentEncoding);
    const unpack = decoder ? [decoder, limit(maxBytes)] : [];
    await pipeline(
      [Readable.from(body), limit(maxBytes), ...unpack, createWriteStream(raw, { mode: 0o600 })],
      { signal },
    );
    let file = raw;
    // Twice at most: a .gz file a server also sent with Content-Encoding: gzip.
    for (let round = 1; round <= 2 && (await startsWithGzip(file)); round++) {
      const unpacked = path.join(folder, `unpacked-${round}`);
      await pipeline(
        createReadStream(file),
        createGunzip(),
        limit(maxBytes),
        createWriteStream(unpacked, { mode: 0o600 }),
      ).catch((error: unknown) => {
        if (error instanceof FeedFetchError) throw error;
        throw new FeedFetchError('Der Feed ist als gzip gepackt, aber beschädigt.', false);
      });
      await rm(file, { force: true });
      file = unpacked;
    }
    const handle = await open(file, 'r');
    const { size } = await handle.stat().finally(() => handle.close());
    return { file, bytes: size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
