import { DEFAULT_CATALOG_SEARCH, PAGE_DATA } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/storage';
import { describeInBrowser, type JourneyPage, loadedList, pageData, screenshot } from './browser';

const LIST = `/produkte?${DEFAULT_CATALOG_SEARCH}`;

/** The list calls the page sent: the server answered the first search, so none is expected on load. */
const listCalls = (page: JourneyPage) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/filter-products')) calls.push(request.url());
  });
  return calls;
};

/**
 * Notes the page's heading and first product card as the server sent them, before the app starts
 * (it starts after the first paint); `kept` then tells whether the app took these very nodes over
 * instead of rendering the page anew.
 */
async function noteServerNodes(page: JourneyPage) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverNodes: [document.querySelector('main h1'), document.querySelector('main article')],
      });
    });
  });
  return () =>
    page.evaluate(() => {
      const [h1, card] = (window as unknown as { serverNodes: (Element | null)[] }).serverNodes;
      return (
        !!h1 && h1 === document.querySelector('main h1') && card === document.querySelector('main article')
      );
    });
}

/**
 * The fonts (size, weight and style) of the page's laid-out text. Before its first paint a fresh tab
 * resolves each one by a synchronous call to the browser process: with 17 of them on the home page
 * that was most of the first paint's time on a phone.
 */
const FIRST_PAINT_FONT_BUDGET = 10;
const fontsInUse = (page: JourneyPage) =>
  page.evaluate(() => {
    const fonts = new Set<string>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const element = text.parentElement;
      if (!text.textContent?.trim() || !element?.getClientRects().length) continue;
      const { fontSize, fontWeight, fontStyle } = getComputedStyle(element);
      fonts.add(`${fontSize} ${fontWeight} ${fontStyle}`);
    }
    return [...fonts];
  });

describeInBrowser('home page and list rendered by the server', ({ page: open, baseUrl }) => {
  it('paint with few fonts, on a phone and on a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width, { javaScript: false });
      for (const path of ['/', LIST]) {
        await page.goto(`${baseUrl}${path}`);
        const fonts = await fontsInUse(page);
        expect(fonts.length, `${path} at ${width} px: ${fonts.join(', ')}`).toBeLessThanOrEqual(
          FIRST_PAINT_FONT_BUDGET,
        );
      }
      await page.close();
    }
  });

  it('arrive readable without any script: heading, best rated products, list cards and count', async () => {
    const page = await open(1280, { javaScript: false });
    await page.goto(baseUrl);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Das richtige Futter für Hund und Katze finden',
    );
    const best = page.getByRole('region', { name: 'Am besten bewertete Produkte' });
    expect(await best.getByRole('article').count()).toBeGreaterThan(4);

    const html = (await (await page.goto(`${baseUrl}${LIST}`))?.text()) ?? '';
    // The state replaces the answer it was rendered from: the products travel once.
    expect(pageData(html, PAGE_DATA.listAnswer)).toBeUndefined();
    const cards = page.locator('#suchergebnisse .product-card');
    expect(await cards.count()).toBe(12);
    expect(await page.locator('.results-count').textContent()).toMatch(/^\d[\d.]* Produkte/);
    expect(await page.locator('#filter-panel').isVisible()).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it('on a phone the filters wait behind their button before any script ran', async () => {
    const page = await open(390, { javaScript: false });
    await page.goto(`${baseUrl}${LIST}`);
    expect(await page.locator('#filter-panel').isVisible()).toBe(false);
    expect(await page.locator('.sidebar-toggle').innerText()).toBe('Filter');
    await screenshot(page, 'server-render-list-390-no-script');
  });

  it('the browser takes the list over without a search or a mismatch, with the visitor’s own state', async () => {
    const page = await open(1280, { enforceCsp: true });
    const first = await loadedList(page, () => page.goto(`${baseUrl}${LIST}`));
    const [firstId] = first.products.map((p) => p._id);
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [STORAGE_KEYS.compareList, JSON.stringify([firstId])],
    );
    const calls = listCalls(page);
    const kept = await noteServerNodes(page);
    await loadedList(page, () => page.reload());
    // Stored state shows once the markup is taken over: the compare counter and the card's toggle.
    await page.locator('.main-links .badge').getByText('1').waitFor();
    await page.getByRole('button', { name: /aus der Vergleichsliste entfernen$/ }).waitFor();
    expect(calls).toEqual([]);
    expect(await kept()).toBe(true);

    // Taken over, not just painted: a filter searches and the list follows it.
    const before = Number((await page.locator('.results-count').textContent())?.replace(/\D/g, ''));
    await page.locator('.toggle-group').first().getByRole('button', { name: 'Katze' }).click();
    await page.waitForFunction(
      (count) => Number(document.querySelector('.results-count')?.textContent?.replace(/\D/g, '')) !== count,
      before,
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(page.problems).toEqual([]);
  });

  it('the home page shows the visitor’s recently viewed products after taking the markup over', async () => {
    const page = await open(390, { enforceCsp: true });
    const list = await loadedList(page, () => page.goto(`${baseUrl}${LIST}`));
    const viewedId = list.products[0]?._id as string;
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [STORAGE_KEYS.recentlyViewed, JSON.stringify([viewedId])],
    );
    const kept = await noteServerNodes(page);
    await page.goto(baseUrl);
    const viewed = page.getByRole('region', { name: 'Zuletzt angesehene Produkte' });
    await viewed.getByRole('article').first().waitFor();
    expect(await viewed.getByRole('article').count()).toBe(1);
    expect(await kept()).toBe(true);
    await screenshot(page, 'server-render-home-390');
    expect(page.problems).toEqual([]);
  });
});
