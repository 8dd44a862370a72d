import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, RESULTS_DIR, screenshot, signIn } from './browser';
import { registerVerified } from './outbox';

/** "1,84 €/Tag für Bello" in a text. */
const costOf = (text: string | null) => /\d+,\d+ €\/Tag für Bello/.exec(text ?? '')?.[0];

describeInBrowser('Mein Tier everywhere', ({ page: open, baseUrl, dataDir }) => {
  for (const width of [390, 1280])
    it(`home start, quick search, compare, allergy choice and the data export (${width} px)`, async () => {
      const page = await open(width);
      await page.goto(`${baseUrl}/`);
      const start = page.getByRole('region', { name: 'Für wen suchst du?' });
      await start.getByLabel('Name').fill('Bello');
      await start.getByLabel('Gewicht in kg').fill('12,5');
      await screenshot(page, `home-fuer-wen-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await start.getByRole('button', { name: 'Futter mit Kosten pro Tag zeigen' }).click();

      // The list for Bello: the first priced card's cost, kept to compare with the hit and column.
      await page.waitForURL(/sortBy=costPerDay/);
      const card = page
        .locator('.product-card')
        .filter({ hasText: /€\/Tag für Bello/ })
        .first();
      await card.waitFor();
      const cardCost = costOf(await card.locator('.feeding-line').textContent());
      // The series without the brand name the link reads out to screen readers.
      const series = await card.locator('.product-card-series a').evaluate((a) =>
        [...a.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim(),
      );
      const brand = (
        (await card.locator('.product-card-series a .visually-hidden').textContent()) ?? ''
      ).trim();
      expect(cardCost).toBeTruthy();
      await card.getByRole('button', { name: / vergleichen$/ }).click();
      await page
        .locator('.product-card')
        .nth(1)
        .getByRole('button', { name: / vergleichen$/ })
        .click();

      // The quick search: the same product's hit shows the same cost (other brands share series names).
      const box = page.getByRole('combobox', { name: 'Futter suchen' });
      await box.fill(series);
      const hit = page
        .getByRole('option')
        .filter({ has: page.locator('strong').getByText(brand, { exact: true }) })
        .filter({ hasText: series })
        .first();
      await hit.getByText(/€\/Tag für Bello/).waitFor();
      expect(costOf(await hit.textContent())).toBe(cardCost);
      // The open suggestions as the visitor sees them (a full-page shot scrolls the header away).
      await page.screenshot({ path: path.join(RESULTS_DIR, `schnellsuche-bello-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      await box.press('Escape');

      // The compare columns: the same cost, the other product its own or why there is none.
      await page.goto(`${baseUrl}/vergleichsliste`);
      const row = page.getByRole('row', { name: /^Kosten pro Tag/ });
      await row
        .getByText(/€\/Tag für Bello|keine Fütterungsempfehlung/)
        .first()
        .waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells).toHaveLength(2);
      expect(cells.map(costOf)).toContain(cardCost);
      await screenshot(page, `vergleich-bello-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // The home page now names Bello.
      await page.goto(`${baseUrl}/`);
      await start.getByRole('link', { name: 'Futter für Bello suchen' }).waitFor();
      await screenshot(page, `home-bello-${width}`);

      // Mein Tier: an allergy found by a label word and chosen with the keyboard only.
      await start.getByRole('link', { name: 'Mein Tier' }).click();
      await page.getByRole('heading', { name: 'Mein Tier', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Bearbeiten' }).click();
      const search = page.getByRole('searchbox', { name: 'Zutat suchen' });
      await page
        .locator('.pet-allergies')
        .screenshot({ path: path.join(RESULTS_DIR, `mein-tier-wahl-${width}.png`) });
      await search.focus();
      await page.keyboard.type('Hähnchen');
      await page.getByRole('checkbox', { name: 'Huhn', exact: true }).waitFor();
      // Tab to the found checkbox (the found families follow the field).
      const focusedLabel = () => page.evaluate(() => document.activeElement?.closest('label')?.textContent);
      for (let i = 0; i < 5 && (await focusedLabel()) !== 'Huhn'; i++) await page.keyboard.press('Tab');
      expect(await focusedLabel()).toBe('Huhn');
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Huhn entfernen' }).waitFor();
      await screenshot(page, `mein-tier-allergien-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await page.getByText('Allergien: Huhn').waitFor();

      // Registered, Bello is carried over; the data export holds him and no secret.
      const name = `Export${width}${Date.now().toString(36)}`;
      await registerVerified(page.request, { baseUrl, dataDir }, name, 'bello12');
      await signIn(page, baseUrl, name, 'bello12');
      await page.goto(`${baseUrl}/mein-tier`);
      await page.getByText('Deine Tiere sind in deinem Konto gespeichert.', { exact: false }).waitFor();
      await page.goto(`${baseUrl}/profil?tab=konto`);
      const button = page.getByRole('button', { name: 'Meine Daten herunterladen' });
      await screenshot(page, `profil-export-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('futterkompass-meine-daten.json');
      const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
      expect(data.account.username).toBe(name);
      expect(data.pets.pets).toEqual([
        expect.objectContaining({ name: 'Bello', weightKg: 12.5, allergies: ['huhn'] }),
      ]);
      expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|bello12/);
      expect(page.problems).toEqual([]);
      await page.close();
    });
});
