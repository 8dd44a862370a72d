import path from 'node:path';
import { DEFAULT_CATALOG_SEARCH, parseCatalogSearch } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { describeInBrowser, loadedList, RESULTS_DIR, resultCount, settled } from './browser';

const listUrl = (base: string) => `${base}/produkte?${DEFAULT_CATALOG_SEARCH}`;
const state = (url: string) => parseCatalogSearch(new URL(url).search);

describeInBrowser('product list journey', ({ page: open, baseUrl }) => {
  it('filters, switches mode, sorts, pages, reloads, goes back and clears', async () => {
    const page = await open(1280);
    const first = await loadedList(page, () => page.goto(listUrl(baseUrl)));
    expect(first.success).toBe(1);
    const initial = await resultCount(page);
    expect(initial).toBe(first.nOfProducts);
    expect(initial).toBeGreaterThan(100);
    await expect.poll(() => page.locator('.product-card').count()).toBe(12);

    // Filters from three groups, each applied in its popup; the count follows.
    const counts = [initial];
    for (const [group, option, param, value] of [
      ['Alter & Futterart', /^Adult/, 'ageGroup', 'adult'],
      ['Verpackung', /^Dose/, 'packaging', 'can'],
      ['Marke & Herkunft', /^Deutschland/, 'countryOfProduction', 'de'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^${group}\\s*\\d*$`) }).click();
      const dialog = page.getByRole('dialog', { name: group });
      await dialog.getByRole('checkbox', { name: option }).check();
      const answer = await settled(page, () =>
        dialog.getByRole('button', { name: 'Filter anwenden' }).click(),
      );
      expect(state(page.url())[param]).toEqual([value]);
      await expect.poll(() => resultCount(page)).toBe(answer.nOfProducts);
      counts.push(answer.nOfProducts);
    }
    expect(counts[3]).toBeLessThan(counts[0] as number);
    expect(new Set(counts).size).toBe(4);
    await expect
      .poll(() => page.getByRole('list', { name: 'Aktive Filter' }).getByRole('listitem').count())
      .toBe(3);

    // Exact mode: dog food only (no food for both).
    const exact = await settled(page, () => page.getByRole('button', { name: 'Exakt' }).click());
    expect(state(page.url()).filterOption).toBe(2);
    expect(exact.nOfProducts).toBeLessThanOrEqual(counts[3] as number);

    // Sort by price, 24 a page, page 2.
    const byPrice = await settled(page, () => page.getByLabel('Sortierung').selectOption('price_asc'));
    const prices = byPrice.products.map((p) => p.bestOffer?.unitPrice ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const wide = await settled(page, () => page.getByLabel('Pro Seite').selectOption('24'));
    expect(wide.products).toHaveLength(24);
    await expect.poll(() => page.locator('.product-card').count()).toBe(24);
    const firstOnPageOne = wide.products[0]?._id;
    const second = await settled(page, () =>
      page.getByRole('button', { name: 'Seite 2', exact: true }).click(),
    );
    expect(second.products[0]?._id).not.toBe(firstOnPageOne);
    const pageTwoUrl = page.url();
    expect(state(pageTwoUrl)).toMatchObject({
      sortBy: 'price_asc',
      productsPerPage: 24,
      currentPage: 2,
      filterOption: 2,
    });

    // Reload: the same state from the URL.
    const reloaded = await loadedList(page, () => page.reload());
    expect(page.url()).toBe(pageTwoUrl);
    expect(reloaded.products.map((p) => p._id)).toEqual(second.products.map((p) => p._id));
    await expect
      .poll(() => page.getByRole('button', { name: 'Seite 2', exact: true }).getAttribute('aria-current'))
      .toBe('page');

    // Back: page 1 again.
    const back = await settled(page, () => page.goBack());
    expect(state(page.url()).currentPage).toBe(1);
    expect(back.products[0]?._id).toBe(firstOnPageOne);

    // Clear everything.
    await settled(page, () => page.getByRole('link', { name: 'Filter zurücksetzen' }).click());
    expect(new URL(page.url()).search).toBe(`?${DEFAULT_CATALOG_SEARCH}`);
    await expect.poll(() => resultCount(page)).toBe(initial);
    await expect.poll(() => page.getByRole('list', { name: 'Aktive Filter' }).count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(RESULTS_DIR, 'produktliste-1280.png') });
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('finds a brand typed with a typo in the quick search and opens a hit', async () => {
    const page = await open(1280);
    await page.goto(baseUrl);
    const box = page.getByRole('combobox', { name: 'Futter suchen' });
    await box.fill('Alpenschmas');
    const hit = page.getByRole('option').first();
    await hit.waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    expect(await hit.textContent()).toContain('Alpenschmaus');
    await hit.click();
    await page.waitForURL(/\/produkte\/alpenschmaus-/);
    await page.getByRole('tab', { name: 'Preisvergleich' }).waitFor();
    expect(await page.locator('.product-brand').textContent()).toContain('Alpenschmaus');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('submits the quick search to the list with all animals and types', async () => {
    const page = await open(1280);
    await page.goto(listUrl(baseUrl));
    await page.locator('.product-card').first().waitFor();
    const answer = await settled(page, async () => {
      await page.getByRole('combobox', { name: 'Futter suchen' }).fill('Lachs');
      await page.getByRole('combobox', { name: 'Futter suchen' }).press('Enter');
    });
    expect(state(page.url())).toMatchObject({
      query: 'Lachs',
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
    });
    expect(answer.nOfProducts).toBeGreaterThan(0);
    await page.getByText('Suchbegriff: „Lachs“').waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('works at 390 px: a full-screen filter sheet with a live count, overlay menu, cards', async () => {
    const page = await open(390);
    const initial = await loadedList(page, () => page.goto(listUrl(baseUrl)));
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#filter-panel').isVisible()).toBe(false);
    await page.locator('.product-card').first().waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'produktliste-390.png') });

    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    const show = sheet.getByRole('button', { name: /Produkte? anzeigen$/ });
    expect(await show.textContent()).toBe(`${initial.nOfProducts.toLocaleString('de-DE')} Produkte anzeigen`);
    const dried = await settled(page, () => sheet.getByRole('button', { name: 'Trockenfutter' }).click());
    await expect
      .poll(() => show.textContent())
      .toBe(`${dried.nOfProducts.toLocaleString('de-DE')} Produkte anzeigen`);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'produktliste-filter-390.png') });
    await show.click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.locator('#filter-panel').isVisible()).toBe(false);
    await page.locator('.product-card').first().waitFor();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('link', { name: 'Fettrechner' }).click();
    await page.getByRole('heading', { name: 'Fettmenge' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('shows the pages around the current one in one row: two either side, one on a phone', async () => {
    for (const [width, around] of [
      [390, ['4', '5', '6']],
      [1280, ['3', '4', '5', '6', '7']],
    ] as const) {
      const page = await open(width);
      const url = `${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH.replace('currentPage=1', 'currentPage=5')}`;
      const answer = await loadedList(page, () => page.goto(url));
      const last = String(Math.ceil(answer.nOfProducts / 12));
      const bar = page.getByRole('navigation', { name: 'Seiten' });
      // The phone's narrower window replaces the server's once the app knows the screen.
      await expect
        .poll(() => bar.getByRole('button').allTextContents())
        .toEqual(['‹', '1', ...around, last, '›']);
      const tops = await bar
        .locator('button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(tops).size, `at ${width} px`).toBe(1);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('keeps the focus inside a filter popup and closes it with Escape', async () => {
    const page = await open(1280);
    await loadedList(page, () => page.goto(listUrl(baseUrl)));
    await page.getByRole('button', { name: /^Gesundheit\s*\d*$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Gesundheit' });
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Gesundheit/);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
