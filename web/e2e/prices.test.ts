import {
  defaultCatalogQuery,
  formatEuro,
  PUBLIC_ROUTES,
  ROUTES,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { beforeAll, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/storage';
import {
  axeViolations,
  describeInBrowser,
  type JourneyPage,
  loadedList,
  pageOverflow,
  screenshot,
  settled,
} from './browser';

/** The default list sorted by price, with or without shipping. */
const BY_PRICE = serializeCatalogQuery({ ...defaultCatalogQuery(), sortBy: 'price_asc' });
const BY_DELIVERED_PRICE = serializeCatalogQuery({
  ...defaultCatalogQuery(),
  sortBy: 'price_asc',
  shipping: 'included',
});

/** A price per 100 g or 100 ml beside a euro amount: what PAngV § 5 no longer allows. */
const PER_HUNDRED =
  /€[^\n€]{0,12}(\/|je|pro)\s*100\s*(g|ml)\b|(\/|je|pro)\s*100\s*(g|ml)\b[^\n€]{0,12}€|€\s*\/?\s*100\s*ml/i;
/** Shipping at a glance and VAT, in the portal's one wording. */
const SHIPPING_AND_VAT =
  /^(zzgl\. \d+,\d\d € Versand|inkl\. \d+,\d\d € Versand|versandkostenfrei|Versand unbekannt) · inkl\. MwSt\.$/;

/** The lines of the page's text that name a price per 100 g or ml. */
const perHundredLines = async (page: JourneyPage) =>
  (await page.evaluate(() => document.body.innerText)).split('\n').filter((line) => PER_HUNDRED.test(line));

describeInBrowser('prices a German court and a pet owner accept', ({ page: open, baseUrl }) => {
  /** The default list's first page: ids for the compare list, addresses of product pages. */
  let listed: { _id: string; urlExtension: string }[] = [];
  const products = () => listed.map((p) => p.urlExtension);
  beforeAll(async () => {
    const answer = await fetch(`${baseUrl}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { animal: 'dog', type1: 'wet', sortBy: 'price_asc' } }),
    });
    listed = ((await answer.json()) as { products: typeof listed }).products;
    expect(listed.length).toBeGreaterThan(1);
  });

  it('no public page shows a price per 100 g or 100 ml, with and without shipping, as served and as run', async () => {
    const page = await open(1280);
    // The compare list of two products, and the product pages of the first list page.
    await page.goto(baseUrl);
    await page.evaluate(([key, ids]) => window.localStorage.setItem(key as string, JSON.stringify(ids)), [
      STORAGE_KEYS.compareList,
      [listed[0]?._id, listed[1]?._id],
    ] as const);
    const paths = [
      ...PUBLIC_ROUTES.filter((p) => !p.includes(':') && p !== '*' && p !== ROUTES.tip),
      `${ROUTES.products}?${BY_PRICE}`,
      `${ROUTES.products}?${BY_DELIVERED_PRICE}`,
      ...products()
        .slice(0, 4)
        .flatMap((p) => [`/produkte/${p}`, `/produkte/${p}?shipping=included`]),
      `${ROUTES.compare}?shipping=included`,
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const served = (await (await fetch(`${baseUrl}${path}`)).text()).replace(/<[^>]+>/g, '\n');
      const servedLines = served.split('\n').filter((line) => PER_HUNDRED.test(line));
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('.loading-overlay').waitFor({ state: 'detached' });
      const lines = [...servedLines, ...(await perHundredLines(page))];
      if (lines.length > 0) found[path] = lines;
    }
    // The quick search's hits.
    await page.getByRole('combobox', { name: 'Futter suchen' }).fill('Huhn');
    await page.getByRole('option', { name: /Treffer anzeigen/ }).waitFor();
    const quick = await perHundredLines(page);
    if (quick.length > 0) found.quickSearch = quick;
    expect(found).toEqual({});
    // Nutrition per 100 g stays: the check would see it if it were a price.
    expect(PER_HUNDRED.test('Energie je 100 g: 90 kcal')).toBe(false);
    expect(PER_HUNDRED.test('0,54 € / 100 g')).toBe(true);
    expect(PER_HUNDRED.test('Grundpreis je 100 ml 1,20 €')).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it('shows shipping and "inkl. MwSt." on every card and quick-search hit with a price, at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      await loadedList(page, () => page.goto(`${baseUrl}/produkte?${BY_PRICE}`));
      const cards = page.locator('.product-card');
      const count = await cards.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        if ((await card.locator('.unit-price').count()) === 0) continue;
        const notes = card.locator('.price-notes');
        expect(await notes.textContent()).toMatch(SHIPPING_AND_VAT);
        expect(await card.locator('.from-price').textContent()).toMatch(/^Angebote ab \d+,\d\d €$/);
        // Shown, not cut off: the line lies within its card.
        const [box, within] = [await notes.boundingBox(), await card.boundingBox()];
        expect(box && within && box.width > 0 && box.x + box.width <= within.x + within.width + 1).toBe(true);
      }
      expect(await pageOverflow(page)).toBe(0);
      await screenshot(page, `preise-liste-${width}`);

      await page.getByRole('combobox', { name: 'Futter suchen' }).fill('Huhn');
      await page.getByRole('option', { name: /Treffer anzeigen/ }).waitFor();
      const hits = page.locator('.quick-search-price');
      expect(await hits.count()).toBeGreaterThan(0);
      for (const text of await hits.allTextContents())
        expect(text).toMatch(
          /^\d+,\d\d €\/(kg|l) · (zzgl\. \d+,\d\d € Versand|versandkostenfrei|Versand unbekannt) · inkl\. MwSt\.$/,
        );
      await screenshot(page, `preise-schnellsuche-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('"Preise inkl. Versand": the list sorts by delivered Grundpreis, the product page keeps the choice', async () => {
    const page = await open(1280);
    await loadedList(page, () => page.goto(`${baseUrl}/produkte?${BY_PRICE}`));
    const answer = await settled(page, () =>
      page.getByRole('checkbox', { name: 'Preise inkl. Versand' }).check(),
    );
    expect(new URL(page.url()).searchParams.get('shipping')).toBe('included');
    const delivered = answer.products.flatMap((p) => {
      const offer = p.bestOffer as { deliveredUnitPrice?: number } | null;
      return offer?.deliveredUnitPrice === undefined ? [] : [offer.deliveredUnitPrice];
    });
    expect(delivered.length).toBeGreaterThan(6);
    expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
    await page.locator('.product-card .unit-price').first().filter({ hasText: 'inkl. Versand' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'preise-inkl-versand-liste-1280');

    // To the product page with the choice: its offers by the total with shipping.
    await page.locator('.product-card').first().getByRole('link', { name: 'Alle Angebote' }).click();
    await page.getByRole('table', { name: /^Angebote, kaufbare nach Gesamtpreis mit Versand/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('shipping')).toBe('included');
    const totals = await page
      .locator('.offers-table tbody tr:not(.is-unavailable) td.offers-price > span:not(.offer-time)')
      .allTextContents();
    const euros = totals.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(euros).toEqual([...euros].sort((a, b) => a - b));
    expect(await page.locator('.key-price').textContent()).toMatch(/^ab \d+,\d\d €( inkl\. Versand)?$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'preise-inkl-versand-produkt-1280');
    expect(page.problems).toEqual([]);
  });

  it('says on the product page, as the structured data does, the lowest price a visitor can buy now', async () => {
    const page = await open(390);
    for (const path of products()
      .slice(0, 6)
      .map((p) => `/produkte/${p}`)) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1] as string) as { '@type': string; offers?: { lowPrice: number } })
        .find((d) => d['@type'] === 'Product');
      await page.goto(`${baseUrl}${path}`);
      const said = (await page.locator('.key-price').first().textContent()) ?? '';
      if (said === 'Zurzeit kein Angebot') expect(ld?.offers, path).toBeUndefined();
      else expect(said, path).toBe(`ab ${formatEuro(ld?.offers?.lowPrice as number)}`);
    }
    await screenshot(page, 'preise-produkt-390');
    expect(await pageOverflow(page)).toBe(0);
    expect(page.problems).toEqual([]);
  });
});
