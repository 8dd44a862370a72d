import {
  type BrandListing,
  brandPath,
  CALCULATORS,
  type PostListing,
  postPath,
  ROUTES,
} from '@futterkompass/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOwnServer } from './browser';
import { type CrawledPage, crawl } from './crawl';

/** Clicks from the start page within which a search engine finds the catalogue (issue 43). */
const MAX_CLICKS = 6;
const isProductPage = (address: string) => /^\/produkte\/[^/?]+$/.test(address);

// 2,446 pages rendered: on a server of its own (web/e2e/browser.ts).
describeOnOwnServer('a crawler from the start page, following the server’s links only', (server) => {
  let pages: CrawledPage[] = [];
  const reached = (address: string) => pages.find((p) => p.address === address);

  beforeAll(async () => {
    pages = await crawl(server.baseUrl, MAX_CLICKS);
  }, 600_000);

  it('reaches at least 98 % of the published products within six clicks', async () => {
    const all = (await (
      await fetch(`${server.baseUrl}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          filters: { animal: ['dog', 'cat'], type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'] },
        }),
      })
    ).json()) as { nOfProducts: number };
    const products = pages.filter((p) => isProductPage(p.address));
    expect(all.nOfProducts).toBeGreaterThan(1000);
    expect(products.length / all.nOfProducts).toBeGreaterThanOrEqual(0.98);
  });

  it('reaches every brand with products, the brand index, every calculator and every post', async () => {
    const { brands } = (await (await fetch(`${server.baseUrl}/api/brands`)).json()) as {
      brands: BrandListing[];
    };
    const { posts } = (await (await fetch(`${server.baseUrl}/api/posts`)).json()) as { posts: PostListing[] };
    expect(brands.length).toBeGreaterThan(10);
    const wanted = [
      ROUTES.brands,
      ...brands.map((b) => brandPath(b.slug)),
      ...CALCULATORS.map((c) => c.path),
      ...posts.map((p) => postPath(p._id)),
    ];
    expect(wanted.filter((address) => !reached(address))).toEqual([]);
  });

  it('reaches only pages that answer 200, each its own canonical address or none that it reached too', () => {
    expect(pages.filter((p) => p.status !== 200).map((p) => `${p.status} ${p.address}`)).toEqual([]);
    const duplicates = pages.filter(
      (p) => p.canonical !== undefined && p.canonical !== p.address && reached(p.canonical),
    );
    expect(duplicates.map((p) => `${p.address} -> ${p.canonical}`)).toEqual([]);
    // Every indexable page names itself: the crawler met no address of a page under another name.
    const strays = pages.filter((p) => !p.noindex && p.canonical !== p.address);
    expect(strays.map((p) => `${p.address} -> ${p.canonical}`)).toEqual([]);
  });
});
