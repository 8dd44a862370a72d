import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, type JourneyPage, screenshot, signIn } from './browser';

interface Card {
  _id: string;
  urlExtension: string;
  series: string;
  brand: { name: string };
}

describeInBrowser('product detail', ({ page: open, baseUrl }) => {
  /** Products of the list answer, as the list page would show them. */
  const listed = async (page: JourneyPage, filters: Record<string, unknown>): Promise<Card[]> =>
    page.evaluate(
      async (body) => {
        const response = await fetch('/api/filter-products', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return ((await response.json()) as { products: Card[] }).products;
      },
      { filters },
    );

  it('home -> detail: offers by base price, favourite as visitor, login, favourite, review, binder vote, report', async () => {
    const page = await open();
    await page.goto(baseUrl);
    const [product] = await listed(page, { animal: 'dog', type1: 'wet', sortBy: 'rating_dec' });
    if (!product) throw new Error('the demo catalogue lists products');

    await page.goto(`${baseUrl}/produkte/${product.urlExtension}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain(`${product.brand.name} ${product.series}`);
    // Buyable offers by Grundpreis; outdated and sold-out ones after them.
    const basePrices = await page
      .locator('.offers-table tbody tr:not(.is-unavailable) .offers-base-price')
      .allTextContents()
      .then((texts) => texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.'))));
    expect(basePrices.length).toBeGreaterThan(0);
    expect(basePrices).toEqual([...basePrices].sort((a, b) => a - b));
    await screenshot(page, 'produkt-1280');

    // A visitor learns why in a message on the page, not in a browser dialog.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss();
    });
    await page.getByLabel('Auf eine Liste setzen').selectOption('favorites');
    const toast = page.locator('.toast').filter({ hasText: 'Du musst eingeloggt sein' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(
      'Du musst eingeloggt sein, um diese Funktion nutzen zu können.',
    );
    expect(dialogs).toEqual([]);

    await signIn(page, baseUrl, 'demo', 'demo12345');
    await page.goto(`${baseUrl}/produkte/${product.urlExtension}`);
    // The server renders the page for a visitor; the stored session shows a task after the takeover.
    await page.getByRole('link', { name: 'Logout' }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/lists-update'));
    await page.getByLabel('Auf eine Liste setzen').selectOption('favorites');
    expect((await saved).status()).toBe(200);

    await page.getByRole('tab', { name: /^Bewertungen/ }).click();
    const form = page.getByRole('form', { name: 'Deine Bewertung' });
    await form.getByLabel('2 Sterne').check({ force: true });
    await form.getByLabel('Deine Erfahrung (optional)').fill('Mein Hund lässt die Hälfte stehen.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Bewertung absenden' }).click();
    expect(await form.getByRole('status').textContent()).toBe('Vielen Dank für deine Bewertung!');
    await page.getByText('Mein Hund lässt die Hälfte stehen.').waitFor();

    await page.getByRole('tab', { name: 'Produktinformationen' }).click();
    await page.getByRole('button', { name: 'Jetzt abstimmen' }).click();
    const vote = page.getByRole('tabpanel', { name: 'Bindemittel-Abstimmung' });
    await vote.getByLabel('Ja').check();
    await vote.getByRole('button', { name: 'Abstimmen' }).click();
    expect(await vote.getByRole('status').textContent()).toBe('Vielen Dank für deine Stimme!');

    await page.getByRole('button', { name: 'Produkt melden' }).click();
    const report = page.getByRole('dialog', { name: 'Produkt melden' });
    await report.getByRole('textbox').fill('Die Rezeptur wurde geändert.');
    await report.getByRole('button', { name: 'Absenden' }).click();
    await report.getByText('Vielen Dank für deine Meldung!', { exact: false }).waitFor();
    await report.getByRole('button', { name: 'Schließen' }).first().click();

    // Compare this product with a second one, both put on the list from their detail pages.
    await page.getByRole('button', { name: 'Vergleichen' }).click();
    const [, other] = await listed(page, { animal: 'dog', type1: 'wet', sortBy: 'rating_dec' });
    if (!other) throw new Error('a second product');
    await page.goto(`${baseUrl}/produkte/${other.urlExtension}`);
    await page.getByRole('button', { name: 'Vergleichen' }).click();
    await page.getByRole('link', { name: 'Vergleichsliste' }).first().click();
    await page.waitForURL(`${baseUrl}/vergleichsliste`);
    for (const card of [product, other])
      await page
        .getByRole('button', { name: `${card.brand.name} ${card.series} aus der Vergleichsliste entfernen` })
        .waitFor();
    await page.locator('.nutrient-chart canvas').waitFor();
    await page.getByLabel('Gewicht in kg').fill('12,5');
    await expect.poll(() => page.getByText(/pro Tag/).count()).toBeGreaterThan(0);
    await screenshot(page, 'vergleich-reise-1280');

    await page.goto(`${baseUrl}/profil`);
    await page.locator('details', { hasText: 'Favoriten' }).getByText(product.series).waitFor();

    await page.goto(baseUrl);
    const viewed = page.getByRole('region', { name: 'Zuletzt angesehene Produkte' });
    await viewed.getByText(other.series).first().waitFor();
    await viewed.getByText(product.series).first().waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('passes axe and has no page-level horizontal scroll at 390 and 1280 px, on every tab', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      await page.goto(baseUrl);
      const [product] = await listed(page, { animal: 'cat', type1: 'dried' });
      if (!product) throw new Error('the demo catalogue lists products');
      await page.goto(`${baseUrl}/produkte/${product.urlExtension}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel('Gewicht in kg').fill('4,5');
      await page
        .getByText(/pro Tag/)
        .first()
        .waitFor();
      for (const tab of [
        'Preisvergleich',
        'Produktinformationen',
        'Produkt- & Markenbeschreibung',
        'Bewertungen',
      ]) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await page.getByRole('tab', { name: 'Preisvergleich' }).click();
      if (width === 390) {
        // In an offer's card the price ends at the right edge, as every value does, and the time
        // of the price sits on its own line below it.
        const cell = await page
          .locator('.offers-table td[data-label="Preis"]')
          .first()
          .evaluate((td) => {
            // The price's text: React writes '21,12' and ' €' as two text nodes before the time.
            const stamp = td.querySelector('.offer-time') as Element;
            const price = document.createRange();
            price.setStart(td, 0);
            price.setEndBefore(stamp);
            const text = price.getBoundingClientRect();
            const time = stamp.getBoundingClientRect();
            return {
              priceAtRight: Math.abs(text.right - td.getBoundingClientRect().right) < 1,
              timeBelow: time.top >= text.bottom - 1,
            };
          });
        expect(cell).toEqual({ priceAtRight: true, timeBelow: true });
      }
      await screenshot(page, `produkt-preise-${width}`);
      await page.getByRole('tab', { name: 'Produktinformationen' }).click();
      await screenshot(page, `produkt-info-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('on a phone loads chart.js only when the price history comes near the screen', async () => {
    const page = await open(390);
    await page.goto(`${baseUrl}/`);
    const [dearest] = await listed(page, { animal: ['dog'], type1: ['wet'], sortBy: 'price_desc' });
    const charts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(line-)?chart-/.test(request.url())) charts.push(request.url());
    });
    await page.goto(`${baseUrl}/produkte/${dearest?.urlExtension}`);
    const canvas = page.locator('.price-history canvas');
    await canvas.waitFor({ state: 'attached' });
    expect(await canvas.evaluate((c) => c.getBoundingClientRect().top > window.innerHeight + 200)).toBe(true);
    // The page has started and is idle; the chart's code stays away until the visitor scrolls.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(charts).toEqual([]);
    await canvas.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
          return [...data].some((value) => value !== 0);
        }),
      )
      .toBe(true);
    expect(charts.length).toBeGreaterThan(0);
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('leads an unknown product to the 404 page', async () => {
    const page = await open();
    const response = await page.goto(`${baseUrl}/produkte/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Seite nicht gefunden' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Kein Produkt gefunden.');
    await page.close();
  });
});
