import {
  NOT_FOUND_PATTERN,
  PRODUCT_PAGE_PATTERN,
  type ProductDetail,
  ROUTES,
  toProductDetail,
} from '@futterkompass/domain';
import { aBrand, aProduct, aVariant, clockNow } from '@futterkompass/domain/testing';
import { checkStructuredData } from '@futterkompass/domain/testing/structured-data';
import { describe, expect, it } from 'vitest';
import { jsonForScript, type SeoPage, seoTags } from './page-seo';

const ORIGIN = 'https://futterkompass.example';
const EVIL = 'Lamm</script><script>alert(1)</script><!--';

const detail = (over: Parameters<typeof aProduct>[0] = {}): ProductDetail =>
  toProductDetail({
    product: aProduct({
      urlExtension: 'waldhof-lamm',
      series: EVIL,
      imageFront: 'lamm.png',
      variants: [aVariant({ _id: 'v1', price: 3.49 }), aVariant({ _id: 'v2', price: 2.99 })],
      reviews: [
        {
          _id: 'r1',
          rating: 4,
          review: 'Gern gefressen.',
          from: { _id: 'u1', username: 'bello' },
          createdAt: '2024-02-01T00:00:00.000Z',
        },
      ],
      rating: 4,
      ratingCount: 1,
      ...over,
    }),
    brand: aBrand({ name: 'Waldhof' }),
    owners: new Map(),
    imageUrl: (file) => `/files/${file}`,
    clock: clockNow(),
  });

const page = (over: Partial<SeoPage>): string =>
  `<html><head>${seoTags(
    { pattern: ROUTES.about, pathname: ROUTES.about, search: '', title: 'T', description: 'D', ...over },
    ORIGIN,
  )}</head><body></body></html>`;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const canonical = (html: string) =>
  /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('a product page’s head', () => {
  const product = detail();
  const html = page({
    pattern: PRODUCT_PAGE_PATTERN,
    pathname: '/produkte/waldhof-lamm/',
    search: '?tab=info',
    title: 'Waldhof Lamm | Futterkompass',
    product: { detail: product, barcodes: ['4006381333931', '4006381333931'] },
    breadcrumb: [{ label: 'Futtersuche', to: ROUTES.products }, { label: `Waldhof ${EVIL}` }],
  });

  it('has valid structured data: Product with brand, image, GTIN, price range and rating, and its breadcrumb', async () => {
    const { items, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    const [ld] = items.Product ?? [];
    expect(ld).toMatchObject({
      name: `Waldhof ${EVIL}`,
      url: `${ORIGIN}/produkte/waldhof-lamm`,
      image: [`${ORIGIN}/files/lamm.png`],
      brand: { '@type': 'Brand', name: 'Waldhof' },
      gtin13: '4006381333931',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 2.99,
        highPrice: 3.49,
        offerCount: 2,
        priceCurrency: 'EUR',
      },
      aggregateRating: { ratingValue: 4, ratingCount: 1 },
    });
    expect(items.BreadcrumbList?.[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Futtersuche', item: `${ORIGIN}/produkte` },
      { '@type': 'ListItem', position: 3, name: `Waldhof ${EVIL}`, item: `${ORIGIN}/produkte/waldhof-lamm` },
    ]);
  });

  it('keeps a product name with </script> inside its JSON-LD element', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(JSON.parse(jsonForScript({ name: EVIL, line: '\u2028' }))).toEqual({ name: EVIL, line: '\u2028' });
  });

  it('has one canonical address whatever tab or slash was visited, a preview with picture and price', () => {
    expect(canonical(html)).toBe(`${ORIGIN}/produkte/waldhof-lamm`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/produkte/waldhof-lamm`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/files/lamm.png`);
    expect(meta(html, 'og:title')).toBe('Waldhof Lamm | Futterkompass');
    expect(meta(html, 'product:price:amount')).toBe('2.99');
    expect(meta(html, 'product:price:currency')).toBe('EUR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('gives no GTIN for a product whose sizes carry different codes, no rating without reviews', async () => {
    const plain = page({
      pattern: PRODUCT_PAGE_PATTERN,
      pathname: '/produkte/waldhof-lamm',
      product: {
        detail: detail({ reviews: [], rating: 0, ratingCount: 0 }),
        barcodes: ['4006381333931', '96385074'],
      },
    });
    const { items, errors } = await checkStructuredData(plain);
    expect(errors).toEqual([]);
    expect(items.Product?.[0]).not.toHaveProperty('gtin13');
    expect(items.Product?.[0]).not.toHaveProperty('gtin8');
    expect(items.Product?.[0]).not.toHaveProperty('aggregateRating');
  });
});

describe('other pages’ heads', () => {
  it('gives the start page WebSite with the quick search and Organization, valid', async () => {
    const html = page({ pattern: ROUTES.home, pathname: '/' });
    const { items, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    const action = items.WebSite?.[0]?.potentialAction as { target: { urlTemplate: string } } | undefined;
    const target = { urlTemplate: '', ...action?.target };
    expect(target.urlTemplate).toContain('query={search_term_string}');
    expect(target.urlTemplate.startsWith(`${ORIGIN}/produkte?`)).toBe(true);
    expect(items.Organization?.[0]).toMatchObject({
      name: 'Futterkompass',
      logo: `${ORIGIN}/pwa-512x512.png`,
    });
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/pwa-512x512.png`);
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('normalises a list’s address and keeps lists beyond two facets out of the index', () => {
    const list = (search: string) => page({ pattern: ROUTES.products, pathname: ROUTES.products, search });
    const plain = list('?type1=wet&sortBy=price_asc&animal=dog&productsPerPage=36&currentPage=1');
    expect(canonical(plain)).toBe(`${ORIGIN}/produkte?animal=dog&type1=wet`);
    expect(meta(plain, 'robots')).toBeUndefined();
    const narrow = list('?animal=cat&type1=dried&attributes=biological&ageGroup=senior&binder=false');
    expect(meta(narrow, 'robots')).toBe('noindex, follow');
  });

  it('keeps the 404 page and the visitor’s own compare list out of the index, without a canonical for the 404', () => {
    const missing = page({ pattern: NOT_FOUND_PATTERN, pathname: '/gibt-es-nicht' });
    expect(meta(missing, 'robots')).toBe('noindex, follow');
    expect(canonical(missing)).toBeUndefined();
    const compare = page({ pattern: ROUTES.compare, pathname: ROUTES.compare });
    expect(meta(compare, 'robots')).toBe('noindex, follow');
    expect(canonical(compare)).toBe(`${ORIGIN}/vergleichsliste`);
  });

  it('drops a calculator’s inputs from its canonical address', () => {
    const html = page({ pattern: ROUTES.energy, pathname: `${ROUTES.energy}/`, search: '?weight=12' });
    expect(canonical(html)).toBe(`${ORIGIN}${ROUTES.energy}`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${ROUTES.energy}`);
  });
});
