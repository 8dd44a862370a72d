import {
  AGE_GROUPS,
  ANIMALS,
  ATTRIBUTES,
  type BrandListing,
  brandPath,
  CATEGORY_PAGES,
  type CatalogQuery,
  DECLARATIONS,
  DISEASES,
  defaultCatalogQuery,
  FILTER_OPTIONS,
  listAddress,
  PAGE_SIZES,
  type ProductDetail,
  REVIEWS_PAGE_SIZE,
  SORT_OPTIONS,
  STRUCTURED_DATA_REVIEWS,
  TYPE1,
} from '@futterkompass/domain';
import { checkStructuredData } from '@futterkompass/domain/testing/structured-data';
import { beforeAll, expect, it } from 'vitest';
import { describeOnServer } from './browser';
import { canonical, fromHtml, h1, meta, noindex, plainText, title } from './html';

interface Card {
  urlExtension: string;
  ratingCount: number;
}

/** A small seeded generator (mulberry32): the same 50 addresses on every run, any failure repeatable. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const some = <T>(values: readonly T[], most: number): T[] => {
    const count = Math.floor(next() * (most + 1));
    return [...new Set(Array.from({ length: count }, () => pick(values)))];
  };
  return { next, pick, some };
}

/** A filter address as the list's filters make them: animals, types, a few properties, a brand, sort, page. */
function randomListQuery(rng: ReturnType<typeof random>, brands: readonly string[]): CatalogQuery {
  const animal = rng.some(ANIMALS.values, 2);
  const type1 = rng.some(TYPE1.values, 2);
  return {
    ...defaultCatalogQuery(),
    animal: animal.length > 0 ? animal : [rng.pick(ANIMALS.values)],
    type1: type1.length > 0 ? type1 : [rng.pick(TYPE1.values)],
    attributes: rng.some(ATTRIBUTES.values, 2),
    ageGroup: rng.some(AGE_GROUPS.values, 1),
    declaration: rng.some(DECLARATIONS.values, 1),
    diseases: rng.some(DISEASES.values, 1),
    brand: rng.some(brands, 1),
    filterOption: rng.pick(FILTER_OPTIONS.values),
    sortBy: rng.next() < 0.3 ? rng.pick(SORT_OPTIONS.values) : 'brand',
    productsPerPage: rng.next() < 0.3 ? rng.pick(PAGE_SIZES) : 12,
    currentPage: rng.next() < 0.3 ? 2 : 1,
  };
}

/** Of the first 36 products by brand, the one with the most reviews. */
async function mostReviewed(baseUrl: string): Promise<Card> {
  const answer = await fetch(`${baseUrl}/api/filter-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: { animal: ['dog', 'cat'], sortBy: 'brand', productsPerPage: 36 } }),
  });
  const { products } = (await answer.json()) as { products: Card[] };
  return products.reduce((most, p) => (p.ratingCount > most.ratingCount ? p : most));
}

const read = async (baseUrl: string, address: string) => {
  const answer = await fetch(`${baseUrl}${address}`, { redirect: 'manual' });
  const html = await answer.text();
  return { address, status: answer.status, html, canonical: canonical(html), title: title(html) };
};

// The server's HTML as search engines read it, on the journeys' server with the demo catalogue.
describeOnServer('what search engines index of the catalogue', ({ baseUrl }) => {
  let brands: BrandListing[] = [];
  beforeAll(async () => {
    ({ brands } = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { brands: BrandListing[] });
    expect(brands.length).toBeGreaterThan(10);
  });

  it('holds on a product’s one address its composition, analysis, descriptions and first reviews, the newest in its JSON-LD', async () => {
    const answer = await fetch(`${baseUrl}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        filters: { animal: ['dog', 'cat'], type1: ['wet', 'dried'], sortBy: 'rating_dec' },
      }),
    });
    const { products } = (await answer.json()) as { products: Card[] };
    const reviewed = products.filter((p) => p.ratingCount > 0).slice(0, 5);
    expect(reviewed.length).toBe(5);
    // The demo catalogue's most reviewed product too: it has more than a page of reviews.
    const most = await mostReviewed(baseUrl);
    expect(most.ratingCount).toBeGreaterThan(REVIEWS_PAGE_SIZE);
    for (const { urlExtension } of [...reviewed, most]) {
      const address = `/produkte/${encodeURIComponent(urlExtension)}`;
      const page = await read(baseUrl, address);
      expect([page.status, page.canonical?.endsWith(address)], address).toEqual([200, true]);
      const text = plainText(page.html);
      for (const heading of [
        'Zusammensetzung',
        'Weender Analyse',
        'Über das Produkt',
        'Über die Marke',
        'Bewertungen',
      ])
        expect(text, `${address}: ${heading}`).toContain(heading);
      // The visible reviews: stars, author and date, text.
      const list = /<ul class="reviews">([\s\S]*?)<\/ul>/.exec(page.html)?.[1] ?? '';
      const visible = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item = '']) => ({
        rating: Number(/aria-label="(\d) von 5 Sternen"/.exec(item)?.[1]),
        author: fromHtml(/<span class="review-author">([^<]*)<\/span>/.exec(item)?.[1] ?? ''),
        date: /<time dateTime="(\d{4}-\d\d-\d\d)/i.exec(item)?.[1],
        body: fromHtml(/<\/p><p>([^<]*)<\/p>/.exec(item)?.[1] ?? '') || undefined,
      }));
      const { product } = (await (
        await fetch(`${baseUrl}/api/product?url=${encodeURIComponent(urlExtension)}`)
      ).json()) as { product: ProductDetail };
      expect(visible.length, address).toBe(Math.min(product.reviews.length, REVIEWS_PAGE_SIZE));
      // Neither the markup nor the page's data carries the reviews past the first page.
      const inHtml = product.reviews.map((r) => page.html.includes(r._id));
      expect(inHtml, address).toEqual(product.reviews.map((_, i) => i < REVIEWS_PAGE_SIZE));
      const { items, errors } = await checkStructuredData(page.html);
      expect(errors, address).toEqual([]);
      const ld = items.Product?.[0] as {
        aggregateRating: { ratingCount: number };
        review: {
          author: { name: string };
          datePublished: string;
          reviewBody?: string;
          reviewRating: { ratingValue: number };
        }[];
      };
      expect(
        ld.review.map((r) => ({
          rating: r.reviewRating.ratingValue,
          author: r.author.name,
          date: r.datePublished,
          body: r.reviewBody,
        })),
        address,
      ).toEqual(visible.slice(0, STRUCTURED_DATA_REVIEWS));
      expect(ld.aggregateRating.ratingCount, address).toBe(product.reviews.length);
    }
  });

  it('keeps pages past the last and lists without results out of the index', async () => {
    const past = await read(baseUrl, '/hund/nassfutter?currentPage=999');
    expect([past.status, noindex(past.html), past.canonical]).toEqual([404, true, undefined]);
    const pastList = await read(
      baseUrl,
      '/produkte?animal=cat&type1=flakes&attributes=grainfree&currentPage=50',
    );
    expect([pastList.status, noindex(pastList.html)]).toEqual([404, true]);
    // A list with no result: a brand there is none of (a slug is any word, so the list is just empty).
    const empty = await read(baseUrl, '/produkte?animal=dog&brand=keine-marke&type1=wet');
    expect([empty.status, noindex(empty.html)]).toEqual([200, true]);
    const brand = await read(baseUrl, brandPath(brands[0]?.slug ?? ''));
    expect([brand.status, noindex(brand.html)]).toEqual([200, false]);
  });

  it('gives 50 random filter addresses titles that differ wherever their canonical lists differ', async () => {
    const rng = random(43);
    const slugs = brands.map((b) => b.slug);
    const addresses = [
      ...new Set(Array.from({ length: 50 }, () => listAddress(randomListQuery(rng, slugs)))),
    ];
    const pages = [];
    for (const address of addresses) pages.push(await read(baseUrl, address));
    const listed = pages.filter((p) => p.status === 200);
    expect(listed.length).toBeGreaterThanOrEqual(40);
    const canonicalByTitle = new Map<string, Set<string>>();
    for (const page of listed) {
      expect(page.title, page.address).toBeTruthy();
      expect(page.canonical, page.address).toBeTruthy();
      const canonicals = canonicalByTitle.get(page.title ?? '') ?? new Set();
      canonicalByTitle.set(page.title ?? '', canonicals.add(page.canonical ?? ''));
    }
    const shared = [...canonicalByTitle].filter(([, canonicals]) => canonicals.size > 1);
    expect(shared.map(([t, canonicals]) => `${t}: ${[...canonicals].join(' ')}`)).toEqual([]);
    expect(new Set(listed.map((p) => p.canonical)).size).toBeGreaterThanOrEqual(30);
  });

  it('gives every brand page and every category page a title and an h1 of its own', async () => {
    const addresses = [...brands.map((b) => brandPath(b.slug)), ...CATEGORY_PAGES.map((c) => c.path)];
    const pages = await Promise.all(
      addresses.map(async (address) => {
        const page = await read(baseUrl, address);
        return { ...page, h1: h1(page.html), description: meta(page.html, 'description') };
      }),
    );
    for (const page of pages) {
      expect(page.status, page.address).toBe(200);
      expect(page.h1, page.address).toBeTruthy();
    }
    const repeated = (values: (string | undefined)[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(pages.map((p) => p.title))).toEqual([]);
    expect(repeated(pages.map((p) => p.h1))).toEqual([]);
    // A brand's h1 is its name; a category page's its heading, not the list's generic one.
    expect(pages.map((p) => p.h1)).not.toContain('Futtersuche');
    expect(pages[0]?.h1).toBe(brands[0]?.name);
  });
});
