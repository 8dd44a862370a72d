// @vitest-environment node
import {
  PAGE_DATA,
  PRODUCT_PAGE_PATTERN,
  type ProductDetail,
  type ProductPageData,
  PUBLIC_ROUTES,
  ROUTES,
  toProductDetail,
} from '@futterkompass/domain';
import { aBrand, aProduct, aVariant, clockNow } from '@futterkompass/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';

const PRODUCT: ProductDetail = toProductDetail({
  product: aProduct({
    urlExtension: 'waldhof-lamm',
    series: 'Lamm & Reis',
    variants: [
      aVariant({ _id: 'v1', price: 3.49 }),
      aVariant({ _id: 'v2', price: 2.99, merchant_name: 'fressnapf.de' }),
    ],
    reviews: [
      {
        _id: 'r1',
        rating: 4,
        review: 'Frisst mein Hund gern.',
        from: { _id: 'u1', username: 'bello' },
        createdAt: '2024-02-01T00:00:00.000Z',
      },
    ],
    rating: 4,
    ratingCount: 1,
  }),
  brand: aBrand({ name: 'Waldhof' }),
  owners: new Map(),
  imageUrl: (file) => `/files/${file}`,
  clock: clockNow(),
});

/** A path of each public route pattern. */
const pathOf = (pattern: string) =>
  pattern === PRODUCT_PAGE_PATTERN ? '/produkte/waldhof-lamm' : pattern === '*' ? '/gibt-es-nicht' : pattern;

const text = (html: string) => html.replaceAll('<!-- -->', '');

describe('the server’s rendering of every public page', () => {
  it('renders each with its heading inside the main element', async () => {
    for (const pattern of PUBLIC_ROUTES) {
      const product: ProductPageData = { urlExtension: 'waldhof-lamm', product: PRODUCT };
      const { html } = await renderPage(pathOf(pattern), { [PAGE_DATA.product]: product });
      const main = /<main id="inhalt"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(text(main).replace(/<[^>]+>/g, '|'), pattern).toMatch(/\|\|?[^|]*\w[^|]*\|/);
      expect(main, pattern).toMatch(/<h1[\s>]/);
      expect(main, pattern).not.toContain('Lade Seite...');
    }
  });

  it('renders a product page with its offers, key facts and reviews from the page data', async () => {
    const data: ProductPageData = { urlExtension: 'waldhof-lamm', product: PRODUCT };
    const { html, pageData, breadcrumb } = await renderPage('/produkte/waldhof-lamm', {
      [PAGE_DATA.product]: data,
    });
    const page = text(html);
    expect(page).toContain('Waldhof Lamm &amp; Reis');
    expect(page).toContain('<th scope="row" data-label="Shop"><span class="offer-shop">Fressnapf');
    expect(page).toContain('<p class="key-price">ab <strong>2,99 €</strong>');
    expect(page).toContain('<ul class="key-facts"><li>Nassfutter</li><li>für Hund</li></ul>');
    expect(page).toContain('Bewertungen (1)');
    // The browser takes the product over from the page: it stays in the page data.
    expect(pageData[PAGE_DATA.product]).toEqual(data);
    expect(breadcrumb).toEqual([
      { label: 'Futtersuche', to: ROUTES.products },
      { label: 'Waldhof Lamm & Reis' },
    ]);
  });

  it('renders the reviews at the reviews tab’s address, which works without script', async () => {
    const data: ProductPageData = { urlExtension: 'waldhof-lamm', product: PRODUCT };
    const { html } = await renderPage('/produkte/waldhof-lamm?tab=bewertungen', {
      [PAGE_DATA.product]: data,
    });
    expect(html).toContain('Frisst mein Hund gern.');
    expect(html).toContain('bello');
  });

  it('gives a calculator its intro and a list what it lists as their description, others none', async () => {
    expect((await renderPage(ROUTES.energy, {})).description).toMatch(/^Wie viel Energie braucht dein Hund/);
    expect((await renderPage('/produkte?animal=cat&type1=dried', {})).description).toBe(
      'Trockenfutter für Katze vergleichen: Preise vieler Shops, Grundpreis, Zusammensetzung und Bewertungen.',
    );
    expect((await renderPage(ROUTES.about, {})).description).toBeUndefined();
  });

  it('gives the transparency page its own title and description', async () => {
    const page = await renderPage(ROUTES.transparency, {});
    expect(page.title).toBe('So sortieren wir und so prüfen wir Bewertungen | Futterkompass');
    expect(page.description).toMatch(/^Nach welchen Kriterien Futterkompass Produkte sortiert/);
  });

  it('renders the 404 page in place of a product there is none of, with the reason', async () => {
    const data: ProductPageData = { urlExtension: 'weg', missing: 'Kein Produkt gefunden.' };
    const { html } = await renderPage('/produkte/weg', { [PAGE_DATA.product]: data });
    expect(html).toContain('404 Seite nicht gefunden');
    expect(html).toContain('Kein Produkt gefunden.');
  });

  it('renders the 404 page for malformed paths (//, //host/…, broken escapes), quietly', async () => {
    const warned = vi.spyOn(console, 'warn');
    try {
      for (const url of ['//', '///', '//evil.example/produkte', '/a//b?x=1', '/%', '/produkte/%E0%A4%A']) {
        const { html } = await renderPage(url, {});
        expect(html, url).toContain('404 Seite nicht gefunden');
      }
      expect(warned).not.toHaveBeenCalled();
    } finally {
      warned.mockRestore();
    }
  });
});
