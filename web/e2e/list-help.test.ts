import path from 'node:path';
import { DEFAULT_CATALOG_SEARCH, formatNumber } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { describeInBrowser, loadedList, RESULTS_DIR, settled } from './browser';

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describeInBrowser(
  'product list: unit prices, no dead ends, refused input, quick search to the list',
  ({ page: open, baseUrl }) => {
    it('orders the shown unit prices under both price sorts', async () => {
      const page = await open(1280);
      await loadedList(page, () => page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`));
      for (const [label, direction] of [
        ['Grundpreis aufsteigend', 1],
        ['Grundpreis absteigend', -1],
      ] as const) {
        await settled(page, () => page.getByLabel('Sortierung').selectOption({ label }));
        const shown = (await page.locator('.unit-price').allTextContents()).map(euros);
        expect(shown.length).toBeGreaterThan(5);
        expect(shown).toEqual([...shown].sort((a, b) => direction * (a - b)));
      }
      await page.screenshot({ path: path.join(RESULTS_DIR, 'produktliste-grundpreis-1280.png') });
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('names the filters behind 0 results, with the count each removal gives, and removes one', async () => {
      const page = await open(1280);
      // Kangaroo in a tube: the demo catalogue has kangaroo wet food, but none in a tube.
      const empty = await settled(page, () =>
        page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}&animalComponents=kanguru&packaging=tube`),
      );
      expect(empty.nOfProducts).toBe(0);
      await page.getByText('Keine Produkte mit diesen Kriterien gefunden.').waitFor();
      const suggestions = page.locator('.suggestions button');
      await expect
        .poll(() => suggestions.allTextContents().then((t) => t.every((x) => x.includes('('))))
        .toBe(true);
      const texts = await suggestions.allTextContents();
      // Without the tube there is kangaroo food again; without the kangaroo still none (not offered).
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(/^Verpackungsart: Tube entfernen \(\d+ Produkte?\)$/);
      const chosen = texts[0] as string;
      const promised = Number(/\(([\d.]+) Produkte?\)/.exec(chosen)?.[1]?.replace(/\./g, ''));
      const after = await settled(page, () => suggestions.first().click());
      expect(after.nOfProducts).toBe(promised);
      // The chips keep names, never ids, whatever the counts.
      const chips = await page.getByRole('list', { name: 'Aktive Filter' }).textContent();
      expect(chips).not.toMatch(/[0-9a-f]{24}/);
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('refuses a minimum above the maximum, a negative value and text at the field', async () => {
      const page = await open(1280);
      await loadedList(page, () => page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`));
      await page.getByRole('button', { name: /^Weender Analyse/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Weender Analyse' });
      const protein = dialog.getByRole('group', { name: 'Rohprotein' });
      await protein.getByLabel('von').fill('12');
      await protein.getByLabel('bis').fill('8');
      expect(await protein.getByRole('alert').textContent()).toBe(
        'Der Mindestwert ist größer als der Höchstwert.',
      );
      await dialog.getByRole('button', { name: 'Filter anwenden' }).click();
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByText('Bitte korrigiere die markierten Eingaben.').isVisible()).toBe(true);
      await protein.getByLabel('bis').fill('-8');
      expect(await protein.getByRole('alert').textContent()).toBe('Bitte gib keinen negativen Wert ein.');
      await protein.getByLabel('bis').fill('viel');
      expect(await protein.getByRole('alert').textContent()).toBe('Bitte gib eine Zahl ein, z. B. 12,5.');
      await protein.getByLabel('bis').fill('14,5');
      await dialog.getByText(/Mit dieser Auswahl: [\d.]+ Produkte?/).waitFor();
      const applied = await settled(page, () =>
        dialog.getByRole('button', { name: 'Filter anwenden' }).click(),
      );
      expect(new URL(page.url()).searchParams.get('proteinsMin')).toBe('12');
      expect(new URL(page.url()).searchParams.get('proteinsMax')).toBe('14.5');
      expect(applied.success).toBe(1);
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('sorts popup options by their German label and finds a brand by its search field', async () => {
      const page = await open(1280);
      await loadedList(page, () => page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`));
      await page.getByRole('button', { name: /^Marke & Herkunft/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Marke & Herkunft' });
      const brands = dialog.getByRole('group', { name: 'Marke' });
      const labels = (await brands.locator('label > span:first-of-type').allTextContents()).filter(Boolean);
      expect(labels).toEqual(
        [...labels].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base', numeric: true })),
      );
      await brands.getByRole('searchbox').fill('alpen');
      await expect.poll(() => brands.getByRole('checkbox').count()).toBe(1);
      expect(await brands.getByRole('checkbox').first().getAttribute('type')).toBe('checkbox');
      const overflow = await dialog.evaluate((d) => d.scrollWidth - d.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    });

    it('opens the list with all hits of the quick search', async () => {
      const page = await open(1280);
      await page.goto(baseUrl);
      await page.getByRole('combobox', { name: 'Futter suchen' }).fill('Lachs');
      const all = page.getByRole('option', { name: /^Alle [\d.]+ Treffer anzeigen$/ });
      await all.waitFor();
      const total = Number(/Alle ([\d.]+)/.exec((await all.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
      const answer = await settled(page, () => all.click());
      expect(answer.nOfProducts).toBe(total);
      expect(await page.locator('.results-count').textContent()).toBe(`${formatNumber(total, 0)} Produkte`);
      expect(new URL(page.url()).searchParams.get('query')).toBe('Lachs');
      await page.close();
    });

    it('shows every popup as one scrollable column without sideways overflow on a 360 px phone', async () => {
      const page = await open(360);
      await loadedList(page, () => page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`));
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter' });
      for (const group of [
        'Alter & Futterart',
        'Produktinhalt',
        'Verpackung',
        'Marke & Herkunft',
        'Weender Analyse',
        'Gesundheit',
        'Grundpreis',
      ]) {
        await sheet.getByRole('button', { name: new RegExp(`^${group}`) }).click();
        const dialog = page.getByRole('dialog', { name: group });
        await dialog.waitFor();
        const sizes = await dialog.locator('.dialog-body').evaluate((el) => ({
          overflow: el.scrollWidth - el.clientWidth,
          page: document.documentElement.scrollWidth - window.innerWidth,
          oneColumn: [...el.querySelectorAll('.checkbox-list')].every(
            (l) => getComputedStyle(l).gridTemplateColumns.split(' ').length === 1,
          ),
        }));
        expect({ group, ...sizes }).toEqual({ group, overflow: 0, page: 0, oneColumn: true });
        if (group === 'Produktinhalt')
          await page.screenshot({ path: path.join(RESULTS_DIR, 'produktliste-popup-360.png') });
        await dialog.getByRole('button', { name: 'Schließen' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.close();
    });
  },
);
