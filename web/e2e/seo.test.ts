import {
  BRAND_PAGE_PATTERN,
  type BrandListing,
  brandPath,
  CATEGORY_PAGE_PATTERN,
  DEFAULT_CATALOG_SEARCH,
  PAGE_DATA,
  PUBLIC_ROUTES,
  ROUTES,
} from '@futterkompass/domain';
import { checkStructuredData } from '@futterkompass/domain/testing/structured-data';
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, pageData, pageOverflow, screenshot } from './browser';
import { canonical, h1, meta, plainText } from './html';

/** The text of the page's main element, without markup. */
const mainText = (html: string) =>
  plainText(/<main id="inhalt"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');

describeInBrowser('every public page as a crawler sees it, without script', ({ baseUrl, page: open }) => {
  let product = '';
  let post = '';
  let brand = '';
  beforeAll(async () => {
    const { brands } = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { brands: BrandListing[] };
    brand = brandPath(brands[0]?.slug ?? '');
    const list = await (await fetch(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`)).text();
    product = /href="(\/produkte\/[^"?]+)"/.exec(list)?.[1] ?? '';
    const posts = (await (await fetch(`${baseUrl}/api/posts`)).json()) as { posts: { _id: string }[] };
    post = `${ROUTES.tip}?id=${posts.posts[0]?._id}`;
    expect(product).not.toBe('');
  });

  const pathOf = (pattern: string) =>
    ({
      '/produkte/:urlExtension': product,
      [ROUTES.tip]: post,
      '*': '/gibt-es-nicht',
      [ROUTES.products]: `${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}&sortBy=price_asc`,
      [BRAND_PAGE_PATTERN]: brand,
      [CATEGORY_PAGE_PATTERN]: '/katze/trockenfutter/getreidefrei',
    })[pattern] ?? pattern;

  it('finds on each its h1, its main content, its canonical link and its link preview', async () => {
    for (const pattern of PUBLIC_ROUTES) {
      const path = pathOf(pattern);
      const answer = await fetch(`${baseUrl}${path}`);
      const html = await answer.text();
      expect(answer.status, path).toBe(pattern === '*' ? 404 : 200);
      expect(h1(html), path).toBeTruthy();
      expect(mainText(html).length, path).toBeGreaterThan(h1(html)?.length ?? 0);
      expect(mainText(html), path).not.toContain('Lade Seite...');
      for (const key of ['og:title', 'og:description', 'og:image', 'twitter:card'])
        expect(meta(html, key), `${path} ${key}`).toBeTruthy();
      if (pattern === '*') {
        expect(meta(html, 'robots')).toBe('noindex, follow');
        continue;
      }
      if (pattern === ROUTES.energy) {
        expect(meta(html, 'description')).toMatch(/^Wie viel Energie braucht/);
        expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      }
      expect(canonical(html), path).toMatch(/^http/);
      expect(meta(html, 'og:url'), path).toBe(canonical(html));
    }
  });

  it('answers a product or post there is none of with the 404 page, kept out of the index', async () => {
    for (const path of ['/produkte/gibt-es-nicht', `${ROUTES.tip}?id=ffffffffffffffffffffffff`]) {
      const answer = await fetch(`${baseUrl}${path}`);
      const html = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(meta(html, 'robots'), path).toBe('noindex, follow');
      expect(canonical(html), path).toBeUndefined();
    }
    expect(h1(await (await fetch(`${baseUrl}/produkte/gibt-es-nicht`)).text())).toBe(
      '404 Seite nicht gefunden',
    );
  });

  it('keeps the sign-in, profile and editor pages out of the index', async () => {
    for (const path of [
      ROUTES.login,
      ROUTES.register,
      ROUTES.profile,
      ROUTES.newProduct,
      '/produkt-bearbeiten/x',
    ]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(meta(html, 'robots'), path).toBe('noindex, follow');
    }
  });

  it('gives the list its normalised address, the start page its WebSite and Organization', async () => {
    const list = await (await fetch(`${baseUrl}${pathOf(ROUTES.products)}`)).text();
    // Sorted, the default list stands for its first page: the category page's address.
    expect(new URL(canonical(list) ?? '').pathname + new URL(canonical(list) ?? '').search).toBe(
      '/hund/nassfutter',
    );
    const home = await (await fetch(`${baseUrl}/`)).text();
    const { items, errors } = await checkStructuredData(home);
    expect(errors).toEqual([]);
    expect(Object.keys(items).sort()).toEqual(['Organization', 'WebSite']);
  });

  it('sends the product page with its offers, its price and valid structured data', async () => {
    const html = await (await fetch(`${baseUrl}${product}`)).text();
    expect(html).toContain('<table class="offers-table">');
    expect(html).toMatch(/<p class="key-price">ab <strong>\d+,\d\d(?:<!-- -->)? €<\/strong>/);
    const { items, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    const ld = items.Product?.[0] as { offers: { lowPrice: number; priceCurrency: string }; url: string };
    expect(ld.offers.priceCurrency).toBe('EUR');
    expect(meta(html, 'product:price:amount')).toBe(ld.offers.lowPrice.toFixed(2));
    expect(ld.url).toBe(canonical(html));
    expect(items.BreadcrumbList).toHaveLength(1);
    expect(pageData(html, PAGE_DATA.product)).toMatchObject({
      product: { urlExtension: expect.any(String) },
    });
  });

  it('lets the app take each page over, keeping the server’s nodes, without asking for the product again', async () => {
    const page = await open(390);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product?')) calls.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverH1: document.querySelector('main h1') });
      });
    });
    for (const pattern of PUBLIC_ROUTES) {
      const path = pathOf(pattern);
      await page.goto(`${baseUrl}${path}`);
      const kept = await page.evaluate(
        () => (window as { serverH1?: Element }).serverH1 === document.querySelector('main h1'),
      );
      expect(kept, path).toBe(true);
      // The 404 page's own status is the one message the browser may print.
      const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(
        page.problems.filter((p) => pattern !== '*' || p !== notFound),
        path,
      ).toEqual([]);
      page.problems.length = 0;
    }
    expect(calls).toEqual([]);
    await page.close();
  });

  it('shows the product page and a calculator readable with script off, on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width, { javaScript: false });
      for (const [name, path] of [
        ['produkt', product],
        ['rechner', ROUTES.energy],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await expect(page.locator('main h1').isVisible()).resolves.toBe(true);
        expect(await pageOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
        await screenshot(page, `ohne-js-${name}-${width}`);
      }
      // The sections are on the page: without script the link to the reviews scrolls to them.
      await page.goto(`${baseUrl}${product}`);
      await page
        .getByRole('navigation', { name: 'Produktbereiche' })
        .getByRole('link', { name: /Bewertungen/ })
        .click();
      await page.waitForURL(/#bewertungen$/);
      await expect
        .poll(() =>
          page
            .locator('#bewertungen h2')
            .first()
            .evaluate(
              (h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight,
            ),
        )
        .toBe(true);
      await page.close();
    }
  });
});
