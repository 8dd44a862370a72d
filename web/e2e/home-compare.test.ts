import { feedingCost, formatPrice } from '@futterkompass/domain';
import type { CompareProduct, ProductCard } from '@futterkompass/search-config';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/storage';
import { axeViolations, describeInBrowser, type JourneyPage, pageOverflow, screenshot } from './browser';

/** Sends a call of the web app from the page, so that it goes to the real server. */
const post = <T>(page: JourneyPage, url: string, body: unknown): Promise<T> =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { url, body },
  );

const listed = async (page: JourneyPage) =>
  (
    await post<{ products: ProductCard[] }>(page, '/api/filter-products', {
      filters: { animal: ['dog'], type1: ['wet', 'dried'], productsPerPage: 24 },
    })
  ).products;

const store = (page: JourneyPage, key: string, ids: string[]) =>
  page.evaluate(
    ([k, v]) => window.localStorage.setItem(k as string, v as string),
    [key, JSON.stringify(ids)],
  );

describeInBrowser('home and compare list', ({ page: open, baseUrl }) => {
  it('home: best rated carousel pages to its end, recently viewed shows the stored products', async () => {
    const page = await open(1280, { enforceCsp: true });
    await page.goto(baseUrl);
    const best = page.getByRole('region', { name: 'Am besten bewertete Produkte' });
    await best.getByRole('article').first().waitFor();
    expect(await best.getByRole('article').count()).toBeGreaterThan(4);
    const viewed = page.getByRole('region', { name: 'Zuletzt angesehene Produkte' });
    expect(await viewed.textContent()).toContain('Du hast dir noch keine Produkte angesehen.');

    // 4 cards per view at 1280 px: paging moves by one view, and stops at the end.
    const track = best.getByRole('list');
    const visible = () =>
      track.evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        return [...ul.children].filter((li) => {
          const r = li.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    expect(await visible()).toBe(4);
    const back = best.getByRole('button', { name: 'Zurück blättern' });
    const next = best.getByRole('button', { name: 'Weiter blättern' });
    expect(await back.getAttribute('aria-disabled')).toBe('true');
    await next.click();
    await expect.poll(() => back.getAttribute('aria-disabled')).toBe('false');
    await expect.poll(() => track.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
    // The keyboard: End from a card goes to the last view, where 'Weiter' is disabled.
    await best.getByRole('link', { name: 'Alle Angebote' }).first().focus();
    await page.keyboard.press('End');
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    // No wrap-around: further on stays at the end.
    const end = await track.evaluate((ul) => ul.scrollLeft);
    await page.keyboard.press('ArrowRight');
    expect(await track.evaluate((ul) => ul.scrollLeft)).toBe(end);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => track.evaluate((ul) => ul.scrollLeft)).toBe(0);

    // Recently viewed, newest first, as the detail page stores them.
    const products = (await listed(page)).slice(0, 3);
    await store(
      page,
      STORAGE_KEYS.recentlyViewed,
      products.map((p) => p._id),
    );
    await page.reload();
    await viewed.getByRole('article').first().waitFor();
    expect(
      await viewed
        .getByRole('article')
        .evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent)),
    ).toEqual(products.map((p) => `${p.brand.name} ${p.series}`));
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('home at 1280 and 390 px: no axe findings, no page-wide sideways scrolling', async () => {
    for (const width of [1280, 390]) {
      const page = await open(width);
      await page.goto(baseUrl);
      await page
        .getByRole('region', { name: 'Am besten bewertete Produkte' })
        .getByRole('article')
        .first()
        .waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `home-${width}`);
      await page.close();
    }
  });

  it('compare list: table, chart, feeding cost, removal; under the real CSP', async () => {
    const page = await open(1280, { enforceCsp: true });
    await page.goto(baseUrl);
    // Two products that allow a feeding cost: energy given and a best offer priced per 100 g.
    const candidates = await post<{ products_list: CompareProduct[] }>(page, '/api/compare-list', {
      ids: (await listed(page)).map((p) => p._id),
    });
    const chosen = candidates.products_list
      .filter((p) => p.energyKcal !== null && p.bestOffer && ['g', 'kg'].includes(p.bestOffer.unit))
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    await store(
      page,
      STORAGE_KEYS.compareList,
      chosen.map((p) => p._id),
    );
    await page.goto(`${baseUrl}/vergleichsliste`);
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      chosen.map((p) => `${p.brand.name} ${p.series}Entfernen`),
    );

    // The chart is drawn: its canvas has pixels, and it came in its own chunk.
    const canvas = page.locator('.nutrient-chart canvas');
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
          return c.width > 0 && Array.prototype.some.call(data, (v: number) => v !== 0);
        }),
      )
      .toBe(true);
    expect(await canvas.getAttribute('aria-label')).toContain(
      `${chosen[0]?.brand.name} ${chosen[0]?.series}:`,
    );

    // A dog of 12,5 kg, normal body condition.
    await page.getByLabel('Gewicht in kg').fill('12.5');
    const costs = page.getByRole('row', { name: /^Futterkosten/ }).getByRole('cell');
    const expected = chosen.map((p) => {
      const cost = feedingCost({
        animal: 'dog',
        weightKg: 12.5,
        condition: 'normal',
        kcalPer100g: p.energyKcal as number,
        unitPricePerKg: p.bestOffer?.unitPrice as number,
      });
      return `ca. ${formatPrice(cost?.costPerDay ?? 0)} € pro Tagca. ${formatPrice(cost?.costPerMonth ?? 0)} € pro Monat`;
    });
    await expect
      .poll(() =>
        costs.allTextContents().then((t) => t.map((c) => c.replace(/[\d.,]+ g Futter am Tag$/, ''))),
      )
      .toEqual(expected);
    await screenshot(page, 'vergleichsliste-1280');

    // Removal by the column's toggle, kept in the browser.
    const [first, second] = chosen as [CompareProduct, CompareProduct];
    await page
      .getByRole('button', { name: `${first.brand.name} ${first.series} aus der Vergleichsliste entfernen` })
      .click();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(1);
    expect(
      await page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'),
        STORAGE_KEYS.compareList,
      ),
    ).toEqual([second._id]);
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('moves nothing on screen while the compare list and the login form arrive (layout shift)', async () => {
    for (const width of [1280, 390]) {
      const page = await open(width);
      await page.goto(baseUrl);
      await store(
        page,
        STORAGE_KEYS.compareList,
        (await listed(page)).slice(0, 3).map((p) => p._id),
      );
      await page.addInitScript(() => {
        const seen = { shift: 0 };
        (window as unknown as { seen: typeof seen }).seen = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) seen.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shift = () => page.evaluate(() => (window as unknown as { seen: { shift: number } }).seen.shift);
      await page.goto(`${baseUrl}/vergleichsliste`);
      await page.locator('.nutrient-chart canvas').waitFor();
      // The count joining the navigation's label moves its neighbours a few pixels (0.0007).
      expect({ width, page: 'compare', shift: (await shift()) < 0.01 }).toEqual({
        width,
        page: 'compare',
        shift: true,
      });
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Einloggen' }).waitFor();
      expect({ width, page: 'login', shift: (await shift()) < 0.01 }).toEqual({
        width,
        page: 'login',
        shift: true,
      });
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('compare list at 1280 and 390 px: no axe findings, the table scrolls in its box, not the page', async () => {
    for (const width of [1280, 390]) {
      const page = await open(width);
      await page.goto(baseUrl);
      // The three whose names have the longest words: each must stay inside its column.
      const longestWord = (p: ProductCard) => Math.max(...p.series.split(/\s+/).map((w) => w.length));
      const ids = (await listed(page))
        .sort((a, b) => longestWord(b) - longestWord(a))
        .slice(0, 3)
        .map((p) => p._id);
      await store(page, STORAGE_KEYS.compareList, ids);
      await page.goto(`${baseUrl}/vergleichsliste`);
      await page.getByRole('table').waitFor();
      await page.locator('.nutrient-chart canvas').waitFor();
      await page.getByLabel('Gewicht in kg').fill('8');
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      const overflowing = await page
        .locator('.compare-product a')
        .evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent));
      expect(overflowing, `at ${width} px`).toEqual([]);
      if (width === 1280) {
        // The navigation's count is a badge on every page, not only where the list's styles loaded.
        const badge = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('.badge');
        expect(await badge.textContent()).toBe('3 Produkte');
        expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 50)');
      }
      if (width === 390) {
        const box = page.getByRole('region', { name: /^Vergleich von 3 Produkten/ });
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `vergleichsliste-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });
});
