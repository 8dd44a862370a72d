import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * A sitemap of absolute addresses, written by the `sitemap` package (escaping, the protocol's
 * limits, W3C dates); an address it refuses is an error, never a silently broken file.
 */
export const urlsetXml = (items: Iterable<SitemapItemLoose> | AsyncIterable<SitemapItemLoose>) =>
  written(items, new SitemapStream({ level: ErrorLevel.THROW, xmlns: PLAIN }));

/** A sitemap index naming its child sitemaps by absolute address. */
export const sitemapIndexXml = (items: Iterable<IndexItem>) =>
  written(items, new SitemapIndexStream({ level: ErrorLevel.THROW }));
