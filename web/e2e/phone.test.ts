import { productPath } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, loadedList, pageOverflow, screenshot } from './browser';

/** The phone of the review: 390 × 844, as the issue measured. */
const PHONE = { width: 390, height: 844 };

describeInBrowser('a returning visitor on a phone', ({ page: open, baseUrl }) => {
  it('adds three products to compare and finds the bar and the count, the page ending above the bar', async () => {
    const page = await open(PHONE.width);
    await page.setViewportSize(PHONE);
    await loadedList(page, () => page.goto(`${baseUrl}/produkte`));
    const toggles = page.getByRole('button', { name: / vergleichen$/ });
    for (const n of [0, 1, 2]) {
      // The first not yet added: an added card's button is now named '… entfernen'.
      await toggles.first().click();
      await expect
        .poll(() => page.getByRole('button', { name: / aus der Vergleichsliste entfernen$/ }).count())
        .toBe(n + 1);
    }
    const bar = page.getByRole('complementary', { name: 'Vergleichsliste' });
    expect(await bar.textContent()).toBe('3 Produkte im Vergleich' + 'Vergleichen');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    // The count in the header, beside the menu.
    const count = page.getByRole('link', { name: 'Vergleichsliste, 3 Produkte' });
    expect(await count.isVisible()).toBe(true);
    // The page ends above the bar: its last link is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const links = [...document.querySelectorAll('footer a')];
      const last = links[links.length - 1] as HTMLElement;
      const r = last.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === last || last.contains(top) ? null : (top?.outerHTML ?? 'nothing').slice(0, 120);
    });
    expect(covered).toBeNull();
    await screenshot(page, 'vergleichsleiste-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(await pageOverflow(page)).toBe(0);

    await bar.getByRole('link', { name: 'Vergleichen' }).click();
    await page.waitForURL(/\/vergleich/);
    await expect.poll(() => page.getByRole('columnheader').count()).toBeGreaterThanOrEqual(3);
    // On the compare page itself the bar would only point where the visitor is.
    expect(await bar.count()).toBe(0);
    expect(page.problems).toEqual([]);
  });

  it('logs in from a price alert and lands on the product with the alert set', async () => {
    const page = await open(PHONE.width);
    await page.setViewportSize(PHONE);
    const listed = (await (
      await fetch(`${baseUrl}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: 'dog', type1: 'dried' } }),
      })
    ).json()) as { products: { urlExtension: string; bestOffer: { unitPrice: number } | null }[] };
    const product = listed.products.find((p) => p.bestOffer);
    if (!product) throw new Error('the demo catalogue lists dry food with offers');
    const address = productPath(product.urlExtension);
    await page.goto(`${baseUrl}${address}`);

    const form = page.getByRole('form', { name: 'Preisalarm' });
    await form.getByLabel(/^Wunsch-Grundpreis in € je kg/).fill('2,75');
    await form.getByRole('button', { name: 'Preisalarm setzen' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Nutzername oder E-Mail Adresse').fill('demo');
    await page.getByLabel('Passwort').fill('demo12345');
    await page.getByRole('button', { name: 'Einloggen' }).click();

    await page.waitForURL(`${baseUrl}${address}#preisalarm`);
    expect(await form.getByRole('status').textContent()).toBe(
      'Preisalarm gespeichert. Wir schreiben dir eine E-Mail, sobald der Wunschpreis erreicht ist.',
    );
    expect(await form.getByText(/^Dein Preisalarm:/).textContent()).toBe(
      'Dein Preisalarm: 2,75 €/kg – aktiv',
    );
    // Once: a reload does not send it again, and the address carries nothing of it.
    const sent = [] as string[];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().endsWith('/api/price-alerts') && sent.push(r.url()),
    );
    await page.reload();
    await form.getByText(/^Dein Preisalarm:/).waitFor();
    expect(sent).toEqual([]);
    await screenshot(page, 'preisalarm-nach-login-390');
    expect(page.problems).toEqual([]);
  });
});
