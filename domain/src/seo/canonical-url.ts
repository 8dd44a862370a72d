import { productPath } from '../routes';

/** An absolute address on the portal: its public origin (PUBLIC_URL) with a path and query. */
export const absoluteUrl = (publicUrl: string, pathAndQuery: string): string =>
  new URL(pathAndQuery, publicUrl).href;

/**
 * A product's one canonical address (docs/seo.md): its page by urlExtension, whatever tab, query or
 * trailing slash the visited address had. Page links, sitemap and structured data all use it.
 */
export const productCanonicalUrl = (publicUrl: string, urlExtension: string): string =>
  absoluteUrl(publicUrl, productPath(urlExtension));
