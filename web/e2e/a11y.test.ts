import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser } from './browser';

const LIST = '/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet';

describeInBrowser('accessibility of the shell and the list', ({ page: open, baseUrl }) => {
  it('axe finds no violation of any impact on the home page, the list, an open popup, open quick-search results and the 404 page', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      const found: Record<string, string[]> = {};

      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      found.home = await axeViolations(page);

      await page.goto(`${baseUrl}${LIST}`);
      await page.locator('.product-card').first().waitFor();
      found.list = await axeViolations(page);

      if (width < 900) await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByRole('button', { name: /^Marke & Herkunft/ }).click();
      await page.getByRole('dialog', { name: 'Marke & Herkunft' }).waitFor();
      // Colours are measured once the popup has faded in.
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.dialog-backdrop') as Element).opacity === '1',
      );
      found.popup = await axeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Marke & Herkunft' }).waitFor({ state: 'detached' });
      if (width < 900) await page.getByRole('button', { name: 'Filter schließen' }).click();

      await page.getByRole('combobox', { name: 'Futter suchen' }).fill('Huhn');
      await page.getByRole('option', { name: /Treffer anzeigen/ }).waitFor();
      found.quickSearch = await axeViolations(page);

      await page.goto(`${baseUrl}/gibt-es-nicht`);
      await page.getByRole('heading', { name: '404 Seite nicht gefunden' }).waitFor();
      expect(await page.title()).toBe('404 Seite nicht gefunden | Futterkompass');
      found.notFound = await axeViolations(page);

      expect(found).toEqual({ home: [], list: [], popup: [], quickSearch: [], notFound: [] });
      // The unknown path itself answers 404, which the console reports; nothing else may.
      expect(page.problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await page.close();
    }
  });

  it('shows a focus ring at every tab stop from the skip link into the home page’s content', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const unringed: string[] = [];
      let inMain = 0;
      for (let stop = 0; stop < 40 && inMain < 6; stop++) {
        await page.keyboard.press('Tab');
        const { name, ringed, main } = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          // The element's own ring, or the one its pill (the quick search's form) draws round it.
          const rings = [el, el.closest('form')].filter((x): x is HTMLElement => x !== null);
          return {
            name: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim().slice(0, 30)}`,
            ringed: rings.some((x) => {
              const style = getComputedStyle(x);
              return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
            }),
            main: el.closest('main') !== null,
          };
        });
        if (!ringed) unringed.push(name);
        if (main) inMain++;
      }
      expect({ width, unringed }).toEqual({ width, unringed: [] });
      expect(inMain).toBe(6);
      await page.close();
    }
  });

  it('gives the list a title that names its filters, and reaches the first product after few tab stops', async () => {
    const page = await open(1280);
    await page.goto(`${baseUrl}${LIST}`);
    await page.locator('.product-card').first().waitFor();
    // The list of the specification's address is the category page's: its title.
    expect(await page.title()).toBe('Nassfutter für Hunde im Preisvergleich | Futterkompass');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
    // The list's own skip link follows the main skip link, the top bar and navigation.
    let stops = 1;
    while (stops < 40) {
      await page.keyboard.press('Tab');
      stops++;
      if (
        (await page.evaluate(() => document.activeElement?.textContent)) === 'Zu den Suchergebnissen springen'
      )
        break;
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(
      () => document.activeElement?.closest('.product-card, .results') !== null,
    );
    expect(first).toBe(true);
    expect(stops).toBeLessThan(25);
    await page.close();
  });
});
