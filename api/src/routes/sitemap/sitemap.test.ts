import { COLLECTIONS, type Collection, type Doc, type Store } from '@futterkompass/adapters';
import {
  CALCULATORS,
  catalogEntryPaths,
  MESSAGES,
  type Post,
  type Product,
  postPath,
  productPath,
  ROUTES,
} from '@futterkompass/domain';
import { aProduct } from '@futterkompass/domain/testing';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testProductWrites } from '../../testing/product-writes';
import { rawRequest } from '../../testing/raw-request';
import { startSmallApp } from '../../testing/small-app';

const SITE = 'https://futterkompass.example';
const CHILD_SIZE = 4;
const id = (n: number) => n.toString(16).padStart(24, '0');

/** Parsed by a real XML parser after its validator found the file well formed. */
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(text) as {
    sitemapindex?: { sitemap: { loc: string; lastmod?: string }[] };
    urlset?: { url: { loc: string; lastmod?: string }[] };
  };
}

describe('robots.txt and the sitemaps', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let store: Store;
  let writes: ReturnType<typeof testProductWrites>;
  /** Product reads with a projection of the sitemap's fields, counted. */
  let productReads = 0;
  /** The sitemap's product reads fail while set. */
  let storeDown = false;

  const get = (path: string) => fetch(`${app.url}${path}`);
  const xmlAt = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    return parseXml(await response.text());
  };
  /** Every product address of every child the index names, in order, with the children's sizes. */
  const listedProducts = async () => {
    const index = await xmlAt('/sitemap.xml');
    const children = index.sitemapindex?.sitemap ?? [];
    const sizes: number[] = [];
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const child of children.filter((c) => c.loc.includes('/products-'))) {
      const urlset = (await xmlAt(new URL(child.loc).pathname)).urlset?.url ?? [];
      sizes.push(urlset.length);
      urls.push(...urlset);
    }
    return { children, sizes, urls };
  };
  const addressOf = (urlExtension: string) => `${SITE}${productPath(urlExtension)}`;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00.000Z'));
    app = await startSmallApp({
      sitemap: { childSize: CHILD_SIZE },
      wrapStore: (inner) => ({
        ...inner,
        collection: <T extends Doc>(name: string): Collection<T> => {
          const collection = inner.collection<T>(name);
          if (name !== COLLECTIONS.products) return collection;
          return {
            ...collection,
            find: async (filter, options) => {
              if (options?.projection?.urlExtension || options?.projection?.updatedAt) {
                productReads++;
                if (storeDown) throw new Error('the store does not answer');
              }
              return collection.find(filter, options);
            },
          };
        },
      }),
    });
    store = app.adapters.store;
    writes = testProductWrites(app.adapters);
    const products: Product[] = [];
    // Eleven published products (three children of four), two unpublished, one to be deleted; the
    // addresses do not follow the id order, and one needs percent-encoding.
    for (let n = 1; n <= 14; n++)
      products.push(
        aProduct({
          _id: id(n),
          urlExtension: n === 5 ? 'müller-rind & reis' : `marke-${(20 - n).toString().padStart(2, '0')}`,
          published: n !== 3 && n !== 8,
          updatedAt: `2024-01-${String(n).padStart(2, '0')}T08:00:00.000Z`,
        }),
      );
    await store.collection<Product>(COLLECTIONS.products).insertMany(products);
    await writes.remove(id(14));
    await store.collection<Post>(COLLECTIONS.posts).insertMany([
      {
        _id: id(101),
        title: 'Tipp 1',
        category: 'Hund',
        createdAt: '2024-02-01T00:00:00.000Z',
        file: 'a.pdf',
      },
      {
        _id: id(102),
        title: 'Tipp 2',
        category: 'Katze',
        createdAt: '2024-03-01T00:00:00.000Z',
        file: 'b.pdf',
      },
    ]);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
  });
  afterEach(() => {
    vi.setSystemTime(new Date(Date.now() + 60_000));
  });

  it('robots.txt keeps crawlers out of admin, API and profile paths and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = robotsParser(`${SITE}/robots.txt`, await response.text());
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
    for (const path of ['/api/admin/reindex', '/auth/login', ROUTES.profile, ROUTES.b2b, '/weiter/x'])
      expect(robots.isAllowed(`${SITE}${path}`, 'Googlebot'), path).toBe(false);
    expect(robots.isAllowed(addressOf('marke-10'), 'Googlebot')).toBe(true);
  });

  it('lists every published product exactly once, nothing unpublished or deleted, in children of the set size', async () => {
    const { children, sizes, urls } = await listedProducts();
    const published = (await store.collection<Product>(COLLECTIONS.products).find({ published: true })).sort(
      (a, b) => (a._id < b._id ? -1 : 1),
    );
    expect(published).toHaveLength(11);
    expect(urls.map((u) => u.loc)).toEqual(published.map((p) => addressOf(p.urlExtension)));
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const hidden of ['marke-17', 'marke-12', 'marke-06'])
      expect(urls.map((u) => u.loc)).not.toContain(addressOf(hidden));
    expect(urls.map((u) => u.loc)).toContain(`${SITE}/produkte/m%C3%BCller-rind%20%26%20reis`);
    expect(sizes).toEqual([4, 4, 3]);
    expect(children.map((c) => c.loc)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/products-2.xml`,
      `${SITE}/sitemaps/products-3.xml`,
    ]);
  });

  it('dates each product by its updatedAt and each child by its newest product', async () => {
    const { children, urls } = await listedProducts();
    expect(urls.find((u) => u.loc === addressOf('marke-19'))?.lastmod).toBe('2024-01-01T08:00:00.000Z');
    // Child 1 holds ids 1, 2, 4, 5 (3 is unpublished).
    expect(children[1]?.lastmod).toBe('2024-01-05T08:00:00.000Z');
    expect(children[3]?.lastmod).toBe('2024-01-13T08:00:00.000Z');
  });

  it('lists the start page, the list entry pages, the calculators, the content pages and the posts', async () => {
    const urls = (await xmlAt('/sitemaps/pages.xml')).urlset?.url ?? [];
    const locs = urls.map((u) => u.loc);
    for (const path of [
      ROUTES.home,
      ...catalogEntryPaths(),
      ...CALCULATORS.map((c) => c.path),
      ROUTES.consultants,
      ROUTES.tips,
      ROUTES.about,
      ROUTES.imprint,
      ROUTES.privacy,
      ROUTES.terms,
      ROUTES.transparency,
    ])
      expect(locs).toContain(`${SITE}${path}`);
    expect(locs).toContain(`${SITE}/produkte?animal=cat&type1=dried`);
    expect(urls.find((u) => u.loc === `${SITE}${postPath(id(102))}`)?.lastmod).toBe(
      '2024-03-01T00:00:00.000Z',
    );
    expect(locs).toContain(`${SITE}${postPath(id(101))}`);
    for (const path of [
      ROUTES.profile,
      ROUTES.login,
      ROUTES.b2b,
      ROUTES.newProduct,
      ROUTES.compare,
      ROUTES.reviewReports,
    ])
      expect(locs).not.toContain(`${SITE}${path}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('answers 404 for a child beyond the last and for names that are no sitemap', async () => {
    for (const path of [
      '/sitemaps/products-4.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/sitemap.xml',
      '/sitemaps/pages.xml.gz',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Diese Sitemap gibt es nicht.' });
    }
  });

  it('serves a crawler that has the file a 304 and generates nothing while nothing changed', async () => {
    const first = await get('/sitemaps/products-2.xml');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    const reads = productReads;
    // Not through fetch: it adds Cache-Control: no-cache to a conditional request.
    const again = await rawRequest(app.url, {
      path: '/sitemaps/products-2.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again).toMatchObject({ status: 304, text: '' });
    expect((await get('/sitemap.xml')).status).toBe(200);
    expect(productReads).toBe(reads);
  });

  it('follows publishing, unpublishing, new products and deletions at once', async () => {
    await writes.update(id(3), { $set: { published: true } });
    await writes.update(id(1), { $set: { published: false } });
    vi.setSystemTime(new Date(Date.now() + 1000));
    await writes.insert({ ...aProduct({ _id: id(20), urlExtension: 'neu-im-katalog' }), _id: id(20) });
    vi.setSystemTime(new Date(Date.now() + 1000));
    await writes.remove(id(2));
    const { sizes, urls } = await listedProducts();
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(addressOf('marke-17'));
    expect(locs).toContain(addressOf('neu-im-katalog'));
    expect(locs).not.toContain(addressOf('marke-19'));
    expect(locs).not.toContain(addressOf('marke-18'));
    expect(sizes).toEqual([4, 4, 3]);
    expect((await get('/sitemaps/products-4.xml')).status).toBe(404);
  });

  it('answers a store failure with the general error, keeps nothing of it and recovers with the store', async () => {
    await writes.update(id(4), { $set: { series: 'Neue Serie' } });
    storeDown = true;
    const failed = await get('/sitemap.xml');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, message: MESSAGES.genericError });
    storeDown = false;
    const { urls } = await listedProducts();
    expect(urls.map((u) => u.loc)).toContain(addressOf('marke-16'));
  });

  it('refuses to write to the sitemaps', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
