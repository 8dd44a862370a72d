import { createHash } from 'node:crypto';
import type { Store } from '@futterkompass/adapters';
import {
  postPath,
  productPath,
  robotsTxt,
  SITEMAP_FIXED_PAGES,
  SITEMAPS_PREFIX,
} from '@futterkompass/domain';
import { LRUCache } from 'lru-cache';
import { type IndexItem, LIMITS, type SitemapItemLoose } from 'sitemap';
import { notFound } from '../../service-errors';
import { createSitemapSource } from './sitemap-source';
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
  /** The paths of the category and brand pages that have products (an empty one is no page for the index). */
  listPages?: () => Promise<string[]>;
}

export interface SitemapFile {
  body: Buffer;
  /** Weak: a compressed answer carries it too. */
  etag: string;
}

export const SITEMAP_NOT_FOUND = 'Diese Sitemap gibt es nicht.';

const INDEX = 'index';
const childPath = (name: SitemapName) =>
  `${SITEMAPS_PREFIX}/${name.kind === 'pages' ? 'pages' : `products-${name.number}`}.xml`;

const fileOf = (body: Buffer): SitemapFile => ({
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

/** Every file of the sitemap at one state of the store, by path (the index under `index`). */
type Edition = Map<string, SitemapFile>;

/**
 * robots.txt, the sitemap index and its children (one of the fixed pages, the category and brand
 * pages with products and the posts, then the published products in id order, `childSize` each). All files are made in one
 * pass over the products when a crawler asks after the store's change mark moved, and kept while
 * it stays the same, `maxAgeMs` at most; requests meanwhile wait for that one pass.
 */
export function createSitemapService({
  store,
  publicUrl,
  listPages = async () => [],
  childSize = LIMITS.MAX_URL_ENTRIES,
  maxAgeMs = 10 * 60_000,
}: SitemapDeps) {
  if (!Number.isInteger(childSize) || childSize < 1 || childSize > LIMITS.MAX_URL_ENTRIES)
    throw new Error(`childSize must be a whole number from 1 to ${LIMITS.MAX_URL_ENTRIES}`);
  const source = createSitemapSource(store);
  const absolute = (path: string) => `${publicUrl}${path}`;
  const robots = robotsTxt(publicUrl);

  async function pagesFile(): Promise<SitemapFile> {
    const [posts, lists] = await Promise.all([source.posts(), listPages()]);
    return fileOf(
      await urlsetXml([
        ...[...SITEMAP_FIXED_PAGES, ...lists].map((path) => ({ url: absolute(path) })),
        ...posts.map((post) => ({ url: absolute(postPath(post._id)), lastmod: post.createdAt })),
      ]),
    );
  }

  async function generate(): Promise<Edition> {
    const pages = childPath({ kind: 'pages' });
    const edition: Edition = new Map([[pages, await pagesFile()]]);
    const children: IndexItem[] = [{ url: absolute(pages) }];
    let items: SitemapItemLoose[] = [];
    let lastmod: string | undefined;
    const closeChild = async () => {
      const path = childPath({ kind: 'products', number: children.length });
      edition.set(path, fileOf(await urlsetXml(items)));
      children.push({ url: absolute(path), ...(lastmod && { lastmod }) });
      items = [];
      lastmod = undefined;
    };
    for await (const batch of source.published()) {
      for (const { urlExtension, updatedAt } of batch) {
        items.push({ url: absolute(productPath(urlExtension)), lastmod: updatedAt });
        if (updatedAt && (lastmod === undefined || updatedAt > lastmod)) lastmod = updatedAt;
        if (items.length === childSize) await closeChild();
      }
    }
    if (items.length > 0) await closeChild();
    edition.set(INDEX, fileOf(await sitemapIndexXml(children)));
    return edition;
  }

  // One edition: a new mark replaces the old one (a large catalogue's edition takes megabytes).
  const editions = new LRUCache<string, Edition>({ max: 1, ttl: maxAgeMs, fetchMethod: generate });

  return {
    robots: () => robots,

    /** The index or a child sitemap as it stands; a child beyond the last is a 404. */
    async file(name: SitemapName | typeof INDEX): Promise<SitemapFile> {
      const edition = await editions.fetch(await source.changeMark());
      const file = edition?.get(name === INDEX ? INDEX : childPath(name));
      if (!file) throw notFound(SITEMAP_NOT_FOUND);
      return file;
    },

    /** Seconds a client may keep a file. */
    maxAgeSeconds: Math.round(maxAgeMs / 1000),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
