import { createHash } from 'node:crypto';
import type { Store } from '@futterkompass/adapters';
import {
  catalogEntryPaths,
  postPath,
  productPath,
  robotsTxt,
  SITEMAP_FIXED_PAGES,
  SITEMAPS_PREFIX,
} from '@futterkompass/domain';
import { LRUCache } from 'lru-cache';
import { LIMITS } from 'sitemap';
import { notFound } from '../../http/errors';
import { createSitemapSource, type ProductRange } from './sitemap-source';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';
import type { SitemapName } from './validators';

export interface SitemapOptions {
  /** Addresses per child sitemap; the protocol allows at most 50,000. */
  childSize?: number;
  /** The longest a generated file is served, even when the change mark saw nothing change. */
  maxAgeMs?: number;
}

export interface SitemapDeps extends SitemapOptions {
  store: Store;
  /** Where the portal is reached (PUBLIC_URL): sitemaps hold absolute addresses. */
  publicUrl: string;
}

export interface SitemapFile {
  body: Buffer;
  /** Weak: a compressed answer carries it too. */
  etag: string;
}

export const SITEMAP_NOT_FOUND = 'Diese Sitemap gibt es nicht.';
/** Generated files kept at most, in bytes (a child of 50,000 products is about 6 MB). */
const CACHED_BYTES = 64 * 1024 * 1024;

const childPath = (name: SitemapName) =>
  `${SITEMAPS_PREFIX}/${name.kind === 'pages' ? 'pages' : `products-${name.number}`}.xml`;

const fileOf = (body: Buffer): SitemapFile => ({
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

/**
 * robots.txt, the sitemap index and its children (one of the fixed pages, list entry pages and
 * posts, then the published products in id order, `childSize` each). Generated files are kept
 * while the store's change mark stays the same, `maxAgeMs` at most; requests for a file being
 * generated wait for that one generation.
 */
export function createSitemapService({
  store,
  publicUrl,
  childSize = LIMITS.MAX_URL_ENTRIES,
  maxAgeMs = 10 * 60_000,
}: SitemapDeps) {
  if (!Number.isInteger(childSize) || childSize < 1 || childSize > LIMITS.MAX_URL_ENTRIES)
    throw new Error(`childSize must be a whole number from 1 to ${LIMITS.MAX_URL_ENTRIES}`);
  const source = createSitemapSource(store);
  const absolute = (path: string) => `${publicUrl}${path}`;
  const robots = robotsTxt(publicUrl);

  const ranges = new LRUCache<string, ProductRange[]>({
    max: 2,
    ttl: maxAgeMs,
    fetchMethod: () => source.productRanges(childSize),
  });
  const rangesAt = async (mark: string) => (await ranges.fetch(mark)) ?? [];

  async function generate(name: SitemapName | 'index', mark: string): Promise<SitemapFile | undefined> {
    if (name === 'index') {
      const children = (await rangesAt(mark)).map((range, i) => ({
        url: absolute(childPath({ kind: 'products', number: i + 1 })),
        ...(range.lastmod && { lastmod: range.lastmod }),
      }));
      return fileOf(await sitemapIndexXml([{ url: absolute(childPath({ kind: 'pages' })) }, ...children]));
    }
    if (name.kind === 'pages') {
      const posts = await source.posts();
      return fileOf(
        await urlsetXml([
          ...[...SITEMAP_FIXED_PAGES, ...catalogEntryPaths()].map((path) => ({ url: absolute(path) })),
          ...posts.map((post) => ({ url: absolute(postPath(post._id)), lastmod: post.createdAt })),
        ]),
      );
    }
    const range = (await rangesAt(mark))[name.number - 1];
    if (!range) return undefined;
    const products = source.productsIn(range, childSize);
    return fileOf(await urlsetXml(withAddresses(products)));
  }

  async function* withAddresses(products: AsyncIterable<{ urlExtension: string; updatedAt: string }>) {
    for await (const product of products)
      yield { url: absolute(productPath(product.urlExtension)), lastmod: product.updatedAt };
  }

  const files = new LRUCache<string, SitemapFile, { name: SitemapName | 'index'; mark: string }>({
    maxSize: CACHED_BYTES,
    sizeCalculation: (file) => file.body.length,
    ttl: maxAgeMs,
    fetchMethod: (_key, _stale, { context }) => generate(context.name, context.mark),
  });

  return {
    robots: () => robots,

    /** The index or a child sitemap as it stands; a child beyond the last is a 404. */
    async file(name: SitemapName | 'index'): Promise<SitemapFile> {
      const mark = await source.changeMark();
      const key = `${mark}\n${name === 'index' ? name : childPath(name)}`;
      const file = await files.fetch(key, { context: { name, mark } });
      if (!file) throw notFound(SITEMAP_NOT_FOUND);
      return file;
    },

    /** Seconds a client may keep a file. */
    maxAgeSeconds: Math.round(maxAgeMs / 1000),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
