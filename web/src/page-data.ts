import type { PageDataName } from '@futterkompass/domain';

/** Page data by meta tag name (PAGE_DATA): read during render, dropped once its page has mounted. */
export interface PageDataSource {
  read(name: PageDataName): unknown;
  drop(name: PageDataName): void;
}

/**
 * The browser's page data: the JSON meta tags the server put into the page (api/src/http/static.ts),
 * so that the first render already has what would otherwise arrive later. null when absent or broken.
 */
export const metaPageData: PageDataSource = {
  read(name) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    if (!content) return null;
    try {
      return JSON.parse(content) as unknown;
    } catch {
      return null;
    }
  },
  drop(name) {
    document.querySelector(`meta[name="${name}"]`)?.remove();
  },
};

/** The server's page data: what it renders the page with, and writes into the page's meta tags. */
export function objectPageData(data: Partial<Record<PageDataName, unknown>>): PageDataSource {
  return { read: (name) => data[name] ?? null, drop: () => undefined };
}
