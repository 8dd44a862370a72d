import { canonicalCatalogSearch } from '../catalog-query/canonical';
import type { CatalogQuery } from '../catalog-query/params';
import { productPath, ROUTES } from '../routes';

/** An absolute address on the portal: its public origin (PUBLIC_URL) with a path and query. */
export const absoluteUrl = (publicUrl: string, pathAndQuery: string): string =>
  new URL(pathAndQuery, publicUrl).href;

/**
 * A product's one canonical address (docs/seo.md): its page by urlExtension, whatever tab, query or
 * trailing slash the visited address had. Page links, sitemap and structured data all use it.
 */
export const productCanonicalUrl = (publicUrl: string, urlExtension: string): string =>
  absoluteUrl(publicUrl, productPath(urlExtension));

/** The canonical path of a list: /produkte with its normalised query (canonicalCatalogSearch). */
export function listCanonicalPath(query: CatalogQuery): string {
  const search = canonicalCatalogSearch(query);
  return search ? `${ROUTES.products}?${search}` : ROUTES.products;
}
