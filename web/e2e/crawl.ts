import { ROBOTS_PATH } from '@futterkompass/domain';
import robotsParser from 'robots-parser';
import { canonical as canonicalOf, fromHtml, noindex } from './html';

/** A page as a crawler that reads the server's HTML (no script) found it. */
export interface CrawledPage {
  /** Path and query, as linked. */
  address: string;
  /** Clicks from the start page. */
  depth: number;
  status: number;
  /** The canonical link's path and query; undefined without one. */
  canonical: string | undefined;
  noindex: boolean;
  links: string[];
}

/**
 * The addresses a page links to as a crawler follows them: every `<a href>` to the portal itself,
 * without its fragment, leaving out what `allowed` (the site's robots.txt) keeps crawlers off and
 * files (the posts' PDFs).
 */
export function linksOf(html: string, allowed: (address: string) => boolean): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = fromHtml(raw ?? '').split('#')[0] ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    if (href.startsWith('/files/') || !allowed(href)) continue;
    links.add(href);
  }
  return [...links];
}

/**
 * Crawls the portal from `/` as search engines do: the server's HTML only, following `<a href>`
 * that the site's robots.txt allows, breadth first, up to `maxDepth` clicks (pages at the last
 * depth are read for their canonical link, not followed). `concurrency` requests at a time.
 */
export async function crawl(baseUrl: string, maxDepth: number, concurrency = 4): Promise<CrawledPage[]> {
  const robotsUrl = `${baseUrl}${ROBOTS_PATH}`;
  const robots = robotsParser(robotsUrl, await (await fetch(robotsUrl)).text());
  const allowed = (address: string) => robots.isAllowed(`${baseUrl}${address}`, 'Googlebot') !== false;
  const pages = new Map<string, CrawledPage>();
  let level = ['/'];
  const depthOf = new Map<string, number>([['/', 0]]);
  for (let depth = 0; depth <= maxDepth && level.length > 0; depth++) {
    const next: string[] = [];
    const queue = [...level];
    const worker = async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const response = await fetch(`${baseUrl}${address}`, { redirect: 'manual' });
        const html = await response.text();
        const canonical = canonicalOf(html);
        const page: CrawledPage = {
          address,
          depth,
          status: response.status,
          canonical: canonical?.replace(/^https?:\/\/[^/]+/, ''),
          noindex: noindex(html),
          links: response.status === 200 ? linksOf(html, allowed) : [],
        };
        pages.set(address, page);
        if (depth === maxDepth) continue;
        for (const link of page.links)
          if (!depthOf.has(link)) {
            depthOf.set(link, depth + 1);
            next.push(link);
          }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    level = next;
  }
  return [...pages.values()];
}
