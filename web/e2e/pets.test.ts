import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, screenshot, signIn } from './browser';
import { registerVerified } from './outbox';

/** "1,84 €/Tag für Bello" → 1.84 */
const euros = (text: string) => Number(/(\d+,\d+) €\/Tag/.exec(text)?.[1]?.replace(',', '.'));

describeInBrowser('Mein Tier', ({ page: open, baseUrl, dataDir }) => {
  for (const width of [390, 1280])
    it(`a guest's Bello: costs per day, no chicken, allergen states; on the account, gone with it (${width} px)`, async () => {
      const page = await open(width);
      await page.goto(`${baseUrl}/`);
      if (width < 800) {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        await page
          .getByRole('navigation', { name: 'Mobile Navigation' })
          .getByRole('link', { name: 'Mein Tier' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Mein Tier' })
          .click();
      }
      await page.getByRole('heading', { name: 'Mein Tier', level: 1 }).waitFor();
      await page.getByLabel('Name').fill('Bello');
      await page.getByLabel('Gewicht in kg').fill('12');
      await page.getByRole('checkbox', { name: 'Huhn', exact: true }).check();
      await screenshot(page, `mein-tier-form-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Tier speichern' }).click();
      const bello = page.getByRole('list', { name: 'Deine Tiere' }).getByRole('listitem').first();
      await bello.getByText('Allergien: Huhn').waitFor();
      await screenshot(page, `mein-tier-${width}`);

      // The list for Bello: cheapest per day first, each card with its cost.
      await bello.getByRole('link', { name: 'Futter für Bello suchen' }).click();
      await page.waitForURL(/sortBy=costPerDay/);
      const lines = page.locator('.product-card .feeding-line');
      await lines
        .first()
        .getByText(/€\/Tag für Bello/)
        .waitFor();
      await screenshot(page, `liste-bello-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      const texts = await lines.allTextContents();
      const costs = texts.filter((t) => t.includes('€/Tag')).map(euros);
      expect(costs.length).toBeGreaterThan(3);
      for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeGreaterThanOrEqual(costs[i - 1] as number);
      expect(await page.getByRole('combobox', { name: 'Sortierung' }).inputValue()).toBeTruthy();

      // A product of the list: chicken is neither in it nor hidden by its label.
      await page.locator('.product-card .product-card-series a').first().click();
      const states = page.getByRole('region', { name: 'Allergene für Bello' });
      await states.waitFor();
      expect(await states.getByRole('listitem').first().textContent()).toMatch(/^Huhn: frei/);
      await screenshot(page, `produkt-allergene-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // Registered and signed in, Bello is on the account and no longer in the browser.
      const name = `Tier${width}${Date.now().toString(36)}`;
      await registerVerified(page.request, { baseUrl, dataDir }, name, 'bello12');
      await signIn(page, baseUrl, name, 'bello12');
      await page.goto(`${baseUrl}/mein-tier`);
      await page.getByText('Deine Tiere sind in deinem Konto gespeichert.', { exact: false }).waitFor();
      await page.getByRole('list', { name: 'Deine Tiere' }).getByText('Allergien: Huhn').waitFor();
      const onAccount = await page.evaluate(async () => {
        const session = JSON.parse(window.localStorage.getItem('futterkompass.token') ?? 'null');
        const answer = await fetch('/api/pets', { headers: { token: session } });
        return { household: await answer.json(), browser: window.localStorage.getItem('futterkompass.pets') };
      });
      expect(onAccount.household.household.pets.map((p: { name: string }) => p.name)).toEqual(['Bello']);
      expect(onAccount.browser).toBeNull();

      // Closing the account takes Bello with it.
      await page.goto(`${baseUrl}/profil`);
      await page.getByRole('tab', { name: 'Konto' }).click();
      const closeForm = page.getByRole('form', { name: 'Konto schließen' });
      await closeForm.getByLabel('Passwort zum Schließen des Kontos').fill('bello12');
      await closeForm.getByRole('button', { name: 'Konto schliessen' }).click();
      await page
        .getByRole('dialog', { name: 'Konto schließen' })
        .getByRole('button', { name: 'Konto endgültig schließen' })
        .click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.goto(`${baseUrl}/mein-tier`);
      await page.getByRole('button', { name: 'Tier speichern' }).waitFor();
      expect(await page.getByRole('list', { name: 'Deine Tiere' }).count()).toBe(0);
      expect(page.problems).toEqual([]);
      await page.close();
    });
});
