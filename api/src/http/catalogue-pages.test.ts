import { COLLECTIONS } from '@futterkompass/adapters';
import {
  type Brand,
  type BrandListing,
  type BrandPageData,
  PAGE_DATA,
  type Product,
} from '@futterkompass/domain';
import { aBrand, aProduct, aVariant } from '@futterkompass/domain/testing';
import { reindexAll } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaContent } from '../testing/loopback';
import { recordingRenderer } from '../testing/recording-renderer';
import { startSmallApp } from '../testing/small-app';

const SITE = 'https://futterkompass.example';
const ALLGAEU = aBrand({
  _id: 'b00000000000000000000001',
  name: 'Allgäuer Tierkost',
  slug: 'allgaeuer-tierkost',
});
const NORD = aBrand({ _id: 'b00000000000000000000002', name: 'Nordmeer', slug: 'nordmeer' });
/** Pairs of an address and where it moves. */
const moves = (pairs: [string, string][]) => pairs;
const id = (n: number) => `a${n.toString(16).padStart(23, '0')}`;

/** 30 wet foods for dogs of one brand (every third grain-free), 2 dry foods for cats of another. */
function catalogue(): Product[] {
  const dogs = Array.from({ length: 30 }, (_, i) =>
    aProduct({
      _id: id(i + 1),
      urlExtension: `allgaeu-${i + 1}`,
      brand: ALLGAEU._id,
      series: `Sorte ${i + 1}`,
      attributes: i % 3 === 0 ? ['grainfree'] : [],
      variants: [aVariant()],
    }),
  );
  const cats = [31, 32].map((n) =>
    aProduct({
      _id: id(n),
      urlExtension: `nordmeer-${n}`,
      brand: NORD._id,
      animal: ['cat'],
      type1: 'dried',
      variants: [aVariant()],
    }),
  );
  return [...dogs, ...cats];
}

describe('the catalogue’s pages for search engines: categories, brands, list indexing', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const { renderer, dataOf } = recordingRenderer({ title: 'Liste | Futterkompass', html: '<h1>Liste</h1>' });
  const page = async (path: string) => {
    const answer = await fetch(`${app.url}${path}`, { redirect: 'manual' });
    const html = await answer.text();
    return {
      status: answer.status,
      location: answer.headers.get('location'),
      html,
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
      robots: metaContent(html, 'robots'),
    };
  };

  beforeAll(async () => {
    app = await startSmallApp({ renderer });
    const { store } = app.adapters;
    await store.collection<Brand>(COLLECTIONS.brands).insertMany([ALLGAEU, NORD]);
    await store.collection<Product>(COLLECTIONS.products).insertMany(catalogue());
    await reindexAll(app.adapters);
  });
  afterAll(() => app.close());

  it('renders a category page as a list with its own canonical address and its first answer', async () => {
    const dogs = await page('/hund/nassfutter');
    expect(dogs).toMatchObject({ status: 200, canonical: `${SITE}/hund/nassfutter`, robots: undefined });
    expect(dataOf('/hund/nassfutter')?.[PAGE_DATA.listAnswer]).toMatchObject({ answer: { nOfProducts: 30 } });
    const grainFree = await page('/hund/nassfutter/getreidefrei');
    expect(grainFree.canonical).toBe(`${SITE}/hund/nassfutter/getreidefrei`);
    expect(dataOf('/hund/nassfutter/getreidefrei')?.[PAGE_DATA.listAnswer]).toMatchObject({
      answer: { nOfProducts: 10 },
    });
  });

  it('answers a page past the last with 404 and keeps an empty list out of the index', async () => {
    expect(await page('/hund/nassfutter?currentPage=3')).toMatchObject({
      status: 200,
      canonical: `${SITE}/hund/nassfutter?currentPage=3`,
    });
    const past = await page('/hund/nassfutter?currentPage=4');
    expect(past).toMatchObject({ status: 404, canonical: undefined, robots: 'noindex, follow' });
    expect((await page('/produkte?animal=dog&type1=wet&currentPage=999')).status).toBe(404);
    const empty = await page('/katze/flocken');
    expect(empty).toMatchObject({ status: 200, robots: 'noindex, follow' });
  });

  it('points a sorted or resized page to the same page of the default order, and ranges out of the index', async () => {
    expect((await page('/produkte?animal=dog&type1=wet&sortBy=price_asc&currentPage=2')).canonical).toBe(
      `${SITE}/hund/nassfutter?currentPage=2`,
    );
    expect((await page('/hund/nassfutter?currentPage=2&productsPerPage=24')).canonical).toBe(
      `${SITE}/hund/nassfutter?currentPage=3`,
    );
    const spec = await page(
      '/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet',
    );
    expect(spec).toMatchObject({ status: 200, canonical: `${SITE}/hund/nassfutter` });
    expect((await page('/produkte?animal=dog&type1=wet&proteinsMin=5')).robots).toBe('noindex, follow');
  });

  it('moves a list address naming a brand by id, and a landing page in another form, to the app’s (301)', async () => {
    expect(await page(`/produkte?animal=dog&type1=wet&brand=${ALLGAEU._id}`)).toMatchObject({
      status: 301,
      location: '/produkte?animal=dog&brand=allgaeuer-tierkost&type1=wet',
    });
    for (const [from, to] of moves([
      ['/hund/nassfutter?currentPage=1', '/hund/nassfutter'],
      ['/hund/nassfutter/', '/hund/nassfutter'],
      ['/hund/nassfutter?attributes=grainfree', '/hund/nassfutter/getreidefrei'],
      ['/hund/nassfutter?sortBy=price_asc&currentPage=2', '/hund/nassfutter?currentPage=2&sortBy=price_asc'],
      [
        '/marken/nordmeer?attributes=grainfree',
        '/produkte?animal=dog&animal=cat&attributes=grainfree&brand=nordmeer&type1=wet&type1=dried&type1=raw&type1=flakes&type1=suplement',
      ],
    ]))
      expect(await page(from), from).toMatchObject({ status: 301, location: to });
    // An unknown id moves nowhere: that list is simply empty.
    expect((await page(`/produkte?brand=${'f'.repeat(24)}`)).status).toBe(200);
  });

  it('renders a brand page with its brand, a brand there is none of as the 404 page', async () => {
    const brand = await page('/marken/allgaeuer-tierkost');
    // Indexed as the landing page it is, though its filters (both animals, every type) are many.
    expect(brand).toMatchObject({
      status: 200,
      canonical: `${SITE}/marken/allgaeuer-tierkost`,
      robots: undefined,
    });
    expect(dataOf('/marken/allgaeuer-tierkost')?.[PAGE_DATA.brand]).toEqual({
      slug: 'allgaeuer-tierkost',
      brand: { slug: 'allgaeuer-tierkost', name: 'Allgäuer Tierkost', description: null },
    } satisfies BrandPageData);
    expect(dataOf('/marken/allgaeuer-tierkost')?.[PAGE_DATA.listAnswer]).toMatchObject({
      answer: { nOfProducts: 30 },
    });
    const none = await page('/marken/gibt-es-nicht');
    expect(none).toMatchObject({ status: 404, canonical: undefined, robots: 'noindex, follow' });
    expect(dataOf('/marken/gibt-es-nicht')?.[PAGE_DATA.brand]).toEqual({
      slug: 'gibt-es-nicht',
      missing: 'Diese Marke gibt es nicht.',
    });
  });

  it('lists every brand with products on the brand index and through the API', async () => {
    const expected: BrandListing[] = [
      { slug: 'allgaeuer-tierkost', name: 'Allgäuer Tierkost', count: 30 },
      { slug: 'nordmeer', name: 'Nordmeer', count: 2 },
    ];
    expect((await page('/marken')).status).toBe(200);
    expect(dataOf('/marken')?.[PAGE_DATA.brands]).toEqual(expected);
    const api = await (await fetch(`${app.url}/api/brands`)).json();
    expect(api).toEqual({ success: true, brands: expected });
    expect(await (await fetch(`${app.url}/api/brands/nordmeer`)).json()).toEqual({
      success: true,
      brand: { slug: 'nordmeer', name: 'Nordmeer', description: null },
    });
    const missing = await fetch(`${app.url}/api/brands/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Diese Marke gibt es nicht.' });
  });

  it('filters the list by brand slug (and still by id), naming each brand option’s slug', async () => {
    const list = async (brand: string[]) =>
      (
        await fetch(`${app.url}/api/filter-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ filters: { animal: ['dog', 'cat'], type1: ['wet', 'dried'], brand } }),
        })
      ).json();
    const bySlug = await list(['nordmeer']);
    expect(bySlug.nOfProducts).toBe(2);
    expect(bySlug.newFilters.availableBrands).toEqual([
      { _id: ALLGAEU._id, name: 'Allgäuer Tierkost', slug: 'allgaeuer-tierkost', count: 30 },
      { _id: NORD._id, name: 'Nordmeer', slug: 'nordmeer', count: 2 },
    ]);
    expect((await list([ALLGAEU._id])).nOfProducts).toBe(30);
    expect((await list(['keine-marke'])).nOfProducts).toBe(0);
    const filters = await (await fetch(`${app.url}/api/filters`)).json();
    expect(filters.filters.brands).toContainEqual({ _id: NORD._id, name: 'Nordmeer', slug: 'nordmeer' });
  });

  it('lists the category and brand pages with products in the sitemap, and no empty one', async () => {
    const pages = await (await fetch(`${app.url}/sitemaps/pages.xml`)).text();
    for (const path of [
      '/marken',
      '/hund/nassfutter',
      '/hund/nassfutter/getreidefrei',
      '/katze/trockenfutter',
      '/marken/allgaeuer-tierkost',
      '/marken/nordmeer',
    ])
      expect(pages, path).toContain(`<loc>${SITE}${path}</loc>`);
    for (const path of ['/katze/flocken', '/hund/trockenfutter', '/hund/nassfutter/bio'])
      expect(pages, path).not.toContain(`<loc>${SITE}${path}</loc>`);
  });
});

describe('addresses that name a page in another form', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  beforeAll(async () => {
    app = await startSmallApp();
    const products = app.adapters.store.collection<Product>(COLLECTIONS.products);
    await products.insert(aProduct({ urlExtension: 'waldhof-lamm', variants: [aVariant()] }));
  });
  afterAll(() => app.close());
  const head = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' });

  it('moves an old tab address of a product to its section, and the shell’s own address to the start', async () => {
    for (const [from, to] of moves([
      ['/produkte/waldhof-lamm?tab=info', '/produkte/waldhof-lamm#produktinformationen'],
      ['/produkte/waldhof-lamm?tab=bewertungen', '/produkte/waldhof-lamm#bewertungen'],
      ['/produkte/waldhof-lamm?tab=bindemittel', '/produkte/waldhof-lamm#bindemittel'],
      ['/produkte/waldhof-lamm?tab=preise', '/produkte/waldhof-lamm'],
      ['/produkte/waldhof-lamm?tab=%3Cx%3E', '/produkte/waldhof-lamm'],
      ['/index.html', '/'],
    ])) {
      const answer = await head(from);
      expect([answer.status, answer.headers.get('location')], from).toEqual([301, to]);
    }
  });

  it('moves a page’s path in another case to the right one, and keeps a product’s address as it is', async () => {
    for (const [from, to] of moves([
      ['/Impressum', '/impressum'],
      ['/IMPRESSUM?x=1', '/impressum?x=1'],
      ['/Hund/Nassfutter', '/hund/nassfutter'],
    ])) {
      const answer = await head(from);
      expect([answer.status, answer.headers.get('location')], from).toEqual([301, to]);
    }
    expect((await head('/Produkte/Waldhof-Lamm')).status).toBe(404);
    expect((await head('/Gibt-Es-Nicht')).status).toBe(404);
  });

  it('lets other sites show the pictures in link previews, and nothing else', async () => {
    await app.adapters.files.write('bild.png', Buffer.from('png'), 'image/png');
    const picture = await head('/files/bild.png');
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await head('/api/posts')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await head('/')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
