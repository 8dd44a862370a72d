import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ErrorLevel,
  type IndexItem,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
} from 'sitemap';

/** Only the sitemap protocol's own namespace: the portal lists no news, videos, images or alternates. */
const PLAIN = { news: false, video: false, image: false, xhtml: false };

async function written(items: Iterable<unknown> | AsyncIterable<unknown>, xml: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from(items), xml, async (source: AsyncIterable<string | Buffer>) => {
    for await (const chunk of source) chunks.push(Buffer.from(chunk));
  });
  return Buffer.concat(chunks);
}

/** Addresses written between two turns of the event loop. */
const SLICE = 1_000;

/** The items in slices, with a turn of the event loop between two: other requests wait little. */
async function* inTurns<T>(items: readonly T[]): AsyncIterable<T> {
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    yield* items.slice(start, start + SLICE);
  }
}

/**
 * A sitemap of absolute addresses, written by the `sitemap` package (escaping, the protocol's
 * limits, W3C dates); an address it refuses is an error, never a silently broken file. Writing
 * 50,000 takes a second, so it gives other requests their turns.
 */
export const urlsetXml = (items: readonly SitemapItemLoose[]) =>
  written(inTurns(items), new SitemapStream({ level: ErrorLevel.THROW, xmlns: PLAIN }));

/** A sitemap index naming its child sitemaps by absolute address. */
export const sitemapIndexXml = (items: Iterable<IndexItem>) =>
  written(items, new SitemapIndexStream({ level: ErrorLevel.THROW }));
