import { PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { TINY_PNG_BASE64 } from '@futterkompass/domain/testing';
import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, type JourneyPage, screenshot, signIn } from './browser';

describeInBrowser('product form', ({ page: open, baseUrl }) => {
  const login = (page: JourneyPage, username: string, password: string) =>
    signIn(page, baseUrl, username, password);

  /** The step as a person sees it at 390 and 1280 px: screenshots, no sideways scrolling, axe clean. */
  const inspect = async (page: JourneyPage, name: string) => {
    const found: Record<string, unknown> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}`);
      found[`overflow ${width}`] = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
    }
    found.axe = await axeViolations(page);
    expect(found).toEqual({ 'overflow 390': 0, 'overflow 1280': 0, axe: [] });
  };

  /**
   * The quick search's hits for a text, typed as a person types it, once the search index has the
   * change (the indexer works through the queue after the save answered).
   */
  const quickHits = async (page: JourneyPage, text: string, expected: string) => {
    await expect
      .poll(() =>
        page.evaluate(async (query) => {
          const response = await fetch(`/api/search-products?query=${encodeURIComponent(query)}`);
          return ((await response.json()) as { products: { series: string }[] }).products.map(
            (p) => p.series,
          );
        }, text),
      )
      .toContain(expected);
    const box = page.getByRole('combobox', { name: 'Futter suchen' });
    const answer = page.waitForResponse((r) => r.url().includes('/api/search-products'));
    await box.fill(text);
    await answer;
    // The answer is in; its hits are on screen once React has rendered them.
    const options = page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option');
    await options.filter({ hasText: expected }).first().waitFor();
    return options.allTextContents();
  };

  it('keeps visitors and users out with a German message, visitors with a login link', async () => {
    const page = await open(390);
    const answer = await page.goto(`${baseUrl}/produkt-eintragen`);
    expect(answer?.status()).toBe(200);
    await page.getByText(M.loginRequired).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Zum Login' }).waitFor();
    expect(await page.title()).toBe('Produkt eintragen | Futterkompass');
    expect(await page.getByRole('button', { name: 'Weiter', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await login(page, 'demo', 'demo12345');
    await page.goto(`${baseUrl}/produkt-bearbeiten/irgendein-produkt`);
    expect(await page.getByRole('alert').textContent()).toBe(M.editorsOnly);
    expect(await page.getByRole('button', { name: 'Weiter', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Produkt eintragen' }).count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('lets an editor create a product with a photo in four steps, find it, and edit its series', async () => {
    const page = await open(1280);
    const stamp = Date.now().toString(36);
    const series = `Mondlicht Wachtelschmaus ${stamp}`;
    await login(page, 'redaktion', 'redaktion12345');
    await page
      .getByRole('navigation', { name: 'Konto' })
      .getByRole('link', { name: 'Produkt eintragen' })
      .click();
    await page.getByRole('heading', { name: 'Allgemeine Informationen' }).waitFor();

    // Step 1, with a new brand from the popup; the keyboard alone reaches and leaves it.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe(M.chooseOne('Tierart'));
    await page.getByLabel('Hund', { exact: true }).check();
    await page.getByLabel('Futterart *').selectOption('wet');
    await page.getByLabel('Alleinfuttermittel').check();
    await page.getByRole('button', { name: 'Marke hinzufügen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Marke hinzufügen' });
    await dialog.getByLabel('Name der Marke *').fill(`Sternwiese ${stamp}`);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Marke *').locator('option:checked').textContent()).toBe(
      `Sternwiese ${stamp}`,
    );
    await page.getByLabel('Sorte / Serie *').fill(series);
    await page.getByLabel('Packungsgröße 1 (g) *').fill('400');
    await page.getByLabel('Verpackung 1 *').selectOption('can');
    await page.getByRole('button', { name: 'Weitere Packungsgröße hinzufügen' }).click();
    await page.getByLabel('Packungsgröße 2 (g)').fill('800');
    await page.getByLabel('Verpackung 2').selectOption('can');
    await inspect(page, 'produktformular-1');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    // Step 2; a reload keeps everything typed.
    await page.getByRole('heading', { name: 'Weender Analyse' }).waitFor();
    // Typed key by key as a German types decimals: a comma stays a comma.
    await page.getByLabel('Rohprotein (%) *').pressSequentially('10,5');
    await page.getByLabel('Rohfett (%) *').fill('6');
    await page.getByLabel('Rohfaser (%) *').pressSequentially('0,5');
    await page.getByLabel('Rohasche (%) *').fill('2');
    await page.getByLabel('Feuchtigkeit (%)').fill('78');
    // With the German thousands point: 1.050 kcal/kg, not 1,05.
    await page.getByLabel('Energie (kcal/kg)').pressSequentially('1.050');
    await page.getByLabel('Gewicht / Alter 1').fill('10 kg');
    await page.getByLabel('Futtermenge 1').fill('400 g');
    await page.reload();
    await page.getByText(M.draftRestored).waitFor();
    expect(await page.getByLabel('Rohprotein (%) *').inputValue()).toBe('10,5');
    expect(await page.getByLabel('Rohfaser (%) *').inputValue()).toBe('0,5');
    await inspect(page, 'produktformular-2');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    // Step 3.
    await page.getByRole('heading', { name: 'Inhalt & Zusammensetzung auf einen Blick' }).waitFor();
    await page.getByLabel('Zusammensetzung *').fill('Wachtel (70 %), Kartoffeln (25 %), Mineralstoffe');
    await page.getByLabel('Deklaration *').selectOption('open-2');
    await page.getByLabel('Tierischer Anteil *').selectOption('80');
    await page.getByLabel('Wachtel', { exact: true }).check();
    await page.getByLabel('Allergie/Unverträglichkeit').check();
    await page.getByRole('group', { name: 'Technologische Zusatzstoffe' }).getByLabel('keine').check();
    await page.getByLabel('getreidefrei').check();
    await inspect(page, 'produktformular-3');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    // Step 4: a photo, uploaded and previewed.
    await page.getByRole('heading', { name: 'Fotos' }).waitFor();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/images'));
    await page.getByLabel('Foto Vorderseite').setInputFiles({
      name: 'Wachtel Dose.png',
      mimeType: 'image/png',
      buffer: Buffer.from(TINY_PNG_BASE64, 'base64'),
    });
    expect((await uploaded).status()).toBe(200);
    await page.getByRole('img', { name: 'Vorschau: Foto Vorderseite' }).waitFor();
    await inspect(page, 'produktformular-4');
    await page.getByRole('button', { name: 'Produkt speichern' }).click();
    await page.getByRole('heading', { name: 'Produkt gespeichert' }).waitFor();
    await page.getByRole('link', { name: 'Zum Produkt' }).click();
    await page.getByRole('heading', { level: 1, name: series }).waitFor();
    const front = page.locator('.product-top img').first();
    expect(await front.getAttribute('src')).toMatch(/^\/files\/wachtel-dose-[0-9a-f]{12}\.png$/);
    await page
      .getByRole('navigation', { name: 'Produktbereiche' })
      .getByRole('link', { name: 'Produktinformationen' })
      .click();
    const analysis = page.getByRole('table', { name: 'Weender Analyse' });
    expect(
      await analysis
        .getByRole('row', { name: /^Rohprotein/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('10,5 %');
    expect(
      await analysis
        .getByRole('row', { name: /^Rohfaser/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('0,5 %');
    // 1050 kcal/kg = 105 kcal per 100 g; x 4,19 = 439,95 kJ
    expect(
      await analysis
        .getByRole('row', { name: /^Energie/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('105 kcal = 439,95 kJ');

    // Found through the quick search (queue and indexer), then edited from the product page.
    const found = await quickHits(page, `Wachtelschmaus ${stamp}`, series);
    expect(found.filter((hit) => hit.includes(series))).toHaveLength(1);
    await page.getByRole('link', { name: 'Produkt bearbeiten' }).click();
    // A navigation in the app: the title follows once the form's module has loaded.
    await expect.poll(() => page.title()).toBe('Produkt bearbeiten | Futterkompass');
    const edited = `Mondlicht Wachtelfest ${stamp}`;
    await page.getByLabel('Sorte / Serie *').fill(edited);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    expect(await page.getByLabel('Rohprotein (%) *').inputValue()).toBe('10,5');
    await page.getByRole('button', { name: 'Zurück' }).click();
    for (let step = 1; step < 4; step++)
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('img', { name: 'Vorschau: Foto Vorderseite' }).waitFor();
    await page.getByRole('button', { name: 'Produkt speichern' }).click();
    await page.getByRole('heading', { name: 'Produkt gespeichert' }).waitFor();
    const after = await quickHits(page, `Wachtelfest ${stamp}`, edited);
    expect(after.filter((hit) => hit.includes(edited))).toHaveLength(1);
    expect(after.filter((hit) => hit.includes(series))).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
