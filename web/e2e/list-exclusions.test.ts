import { DEFAULT_CATALOG_SEARCH } from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/storage';
import {
  axeViolations,
  describeInBrowser,
  type JourneyPage,
  loadedList,
  pageOverflow,
  resultCount,
  screenshot,
  settled,
} from './browser';

interface Card {
  _id: string;
  urlExtension: string;
  allergensUnclear?: string[];
}

/** The chicken state of a product as its page reads the composition (not the list's index). */
async function chickenState(baseUrl: string, urlExtension: string): Promise<string> {
  const answer = (await (
    await fetch(`${baseUrl}/api/product?url=${encodeURIComponent(urlExtension)}&allergies=huhn`)
  ).json()) as { allergens: { family: string; state: string }[] };
  return answer.allergens[0]?.state ?? 'none';
}

/** The list's filter panel: a sheet on a phone, the sidebar on a wide screen. */
async function openFilters(page: JourneyPage, width: number) {
  if (width < 900) await page.getByRole('button', { name: 'Filter', exact: true }).click();
}

describeInBrowser('"ohne …" and the allergy shield on the list', ({ page: open, baseUrl }) => {
  for (const width of [390, 1280])
    it(`a guest picks "ohne Huhn": no chicken, kept on reload; Bello's unclear switch (${width} px)`, async () => {
      const page = await open(width);
      const first = await loadedList(page, () => page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`));
      await openFilters(page, width);
      await page.getByRole('button', { name: /^Produktinhalt/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Produktinhalt' });
      const meat = dialog.getByRole('group', { name: 'Tierische Bestandteile' });
      const without = meat.getByRole('button', { name: 'ohne Huhn', exact: true });
      await without.click();
      expect(await without.getAttribute('aria-pressed')).toBe('true');
      await dialog.getByText(/Mit dieser Auswahl: [\d.]+ Produkte?/).waitFor();
      await without.scrollIntoViewIfNeeded();
      await screenshot(page, `liste-ohne-huhn-popup-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      const staged = Number(
        /Mit dieser Auswahl: ([\d.]+)/
          .exec((await dialog.locator('.staged-count').textContent()) ?? '')?.[1]
          ?.replace(/\./g, ''),
      );
      const answer = await settled(page, () =>
        dialog.getByRole('button', { name: 'Filter anwenden' }).click(),
      );
      if (width < 900) await page.getByRole('button', { name: /Produkte? anzeigen$/ }).click();

      expect(new URL(page.url()).searchParams.getAll('not_animalComponents')).toEqual(['huhn']);
      expect(answer.nOfProducts).toBe(staged);
      expect(answer.nOfProducts).toBeLessThan(first.nOfProducts);
      expect(await resultCount(page)).toBe(answer.nOfProducts);
      const chips = page.getByRole('list', { name: 'Aktive Filter' });
      await chips.getByText('ohne Huhn', { exact: true }).waitFor();
      const cards = answer.products as unknown as Card[];
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards)
        expect(await chickenState(baseUrl, card.urlExtension), card.urlExtension).not.toBe('enthalten');
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `liste-ohne-huhn-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // Back and forward: the list before the filter, then the filter again.
      await page.goBack();
      await expect.poll(() => chips.getByText('ohne Huhn', { exact: true }).count()).toBe(0);
      await expect.poll(() => resultCount(page)).toBe(first.nOfProducts);
      await page.goForward();
      await chips.getByText('ohne Huhn', { exact: true }).waitFor();
      await expect.poll(() => resultCount(page)).toBe(answer.nOfProducts);

      // Reloaded, the server renders the same list: the filter stays, and so do its chip and count.
      const reloaded = await loadedList(page, () => page.reload());
      expect(reloaded.nOfProducts).toBe(answer.nOfProducts);
      expect(new URL(page.url()).searchParams.getAll('not_animalComponents')).toEqual(['huhn']);
      await chips.getByText('ohne Huhn', { exact: true }).waitFor();

      // Bello, allergic to chicken: the list keeps out what may hide it, until asked to show it.
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [STORAGE_KEYS.pets, JSON.stringify({ pets: [aPet({ id: 'b' })], activeId: 'b' })],
      );
      await page.goto(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`);
      await page.getByText('Für Bello ausgeblendet:').waitFor();
      await page.locator('.product-card .feeding-line').first().waitFor();
      await page.locator('.loading-overlay').waitFor({ state: 'detached' });
      const hidden = await resultCount(page);
      const toggle = page.getByRole('checkbox', { name: 'Unklare anzeigen' });
      const shown = await settled(page, () => toggle.check());
      expect(new URL(page.url()).searchParams.get('showUnclear')).toBe('true');
      expect(shown.nOfProducts).toBeGreaterThan(hidden);
      const marked = (shown.products as unknown as Card[]).filter((c) => c.allergensUnclear?.length);
      expect(await page.getByText('Allergen unklar: Huhn').count()).toBe(marked.length);
      for (const card of shown.products as unknown as Card[])
        expect(await chickenState(baseUrl, card.urlExtension), card.urlExtension).not.toBe('enthalten');
      await screenshot(page, `liste-bello-unklar-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      // The switch survives a reload.
      await page.reload();
      await page.getByText('Für Bello ausgeblendet:').waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      // The server knows no animal: the browser asks again for Bello, with the unclear products.
      await expect.poll(() => resultCount(page)).toBe(shown.nOfProducts);
      await page.locator('.loading-overlay').waitFor({ state: 'detached' });
      const back = await settled(page, () => toggle.uncheck());
      expect(back.nOfProducts).toBe(hidden);
      expect(new URL(page.url()).searchParams.get('showUnclear')).toBeNull();
      expect(page.problems).toEqual([]);
      await page.close();
    });
});
