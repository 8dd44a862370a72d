import { expect, it } from 'vitest';
import {
  axeViolations,
  describeInBrowser,
  type JourneyPage,
  overlaysGone,
  pageOverflow,
  screenshot,
  signIn,
} from './browser';

interface Card {
  urlExtension: string;
  series: string;
  brand: { name: string };
  ratingCount: number;
}

/** axe and the page's width, as a visitor at this width meets the page now. */
async function accessible(page: JourneyPage, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, overflow: Math.max(0, await pageOverflow(page)) }).toEqual({ what, overflow: 0 });
}

describeInBrowser('ranking and review transparency (§ 5b UWG, DSA Art. 16)', ({ page: open, baseUrl }) => {
  /** A product with several reviews that other journeys do not start from (not the best rated). */
  const reviewed = async (page: JourneyPage): Promise<Card> => {
    const cards = await page.evaluate(async () => {
      const response = await fetch('/api/filter-products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: 'cat', type1: 'dried', sortBy: 'rating_dec' } }),
      });
      return ((await response.json()) as { products: Card[] }).products;
    });
    const card = cards.slice(3).find((c) => c.ratingCount >= 2);
    if (!card) throw new Error('the demo catalogue has reviewed dried cat food');
    return card;
  };

  for (const width of [390, 1280]) {
    it(`leads from the list to the sort criteria and from a review to its check and report at ${width} px`, async () => {
      const page = await open(width);
      await page.goto(`${baseUrl}/produkte?animal=dog&type1=wet`);
      await overlaysGone(page);
      await page.getByRole('link', { name: 'So sortieren wir' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'So sortieren wir und so prüfen wir Bewertungen' })
        .waitFor();
      expect(new URL(page.url()).hash).toBe('#sortierung');
      await expect
        .poll(() => page.title())
        .toBe('So sortieren wir und so prüfen wir Bewertungen | Futterkompass');
      // Every sort of the list's control is explained.
      expect(await page.locator('.sort-criteria dt').allTextContents()).toContain('Grundpreis aufsteigend');
      expect(
        await page
          .getByRole('heading', { name: 'Zahlen Shops oder Hersteller für ihren Platz?' })
          .isVisible(),
      ).toBe(true);
      await accessible(page, 'transparenz');
      await screenshot(page, `transparenz-${width}`);

      const product = await reviewed(page);
      await page.goto(`${baseUrl}/produkte/${product.urlExtension}?tab=bewertungen`);
      const check = page.getByRole('complementary', { name: 'Wie wir Bewertungen prüfen' });
      expect(await check.textContent()).toContain('nicht an einen Kauf gebunden');
      await accessible(page, 'bewertungen');
      await screenshot(page, `bewertungen-${width}`);

      // By keyboard: open the report of the first review, choose a reason, send.
      await page
        .getByRole('button', { name: /^Bewertung melden/ })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Bewertung melden' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Absenden' }).focus();
      await page.keyboard.press('Enter');
      expect(await dialog.getByRole('alert').textContent()).toBe(
        'Bitte wähle einen Grund für deine Meldung.',
      );
      await accessible(page, 'meldung');
      await screenshot(page, `bewertung-melden-${width}`);
      await dialog.getByLabel('Werbung oder Spam').focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Absenden' }).focus();
      await page.keyboard.press('Enter');
      expect(await dialog.getByRole('status').textContent()).toBe(
        'Danke für deine Meldung! Die Redaktion prüft die Bewertung.',
      );
      expect(page.problems).toEqual([]);
      await page.close();
    });
  }

  // After the two above, which reported the same review from the same browser.
  it('lets an editor remove the reported review, which leaves the product page', async () => {
    const page = await open(1280);
    await page.goto(baseUrl);
    const product = await reviewed(page);
    await signIn(page, baseUrl, 'redaktion', 'redaktion12345');
    await page.getByRole('link', { name: 'Bewertungsmeldungen' }).click();
    const name = `${product.brand.name} ${product.series}`;
    const item = page.locator('.reported-review').filter({ has: page.getByRole('link', { name }) });
    await item.waitFor();
    const author = ((await item.locator('.reported-review-head strong').textContent()) ?? '').trim();
    // Reported at 390 and at 1280 px by the same visitor: one report.
    expect(await item.getByRole('heading', { name: '1 Meldung' }).isVisible()).toBe(true);
    await accessible(page, 'redaktion');
    await screenshot(page, 'bewertungsmeldungen-1280');
    await item.getByRole('button', { name: `Entfernen: Bewertung von ${author}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Die Bewertung von ${author} ist entfernt` })
      .waitFor();
    await page.goto(`${baseUrl}/produkte/${product.urlExtension}?tab=bewertungen`);
    await page.getByRole('complementary', { name: 'Wie wir Bewertungen prüfen' }).waitFor();
    expect(await page.locator('.reviews .review-author').allTextContents()).not.toContain(author);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
