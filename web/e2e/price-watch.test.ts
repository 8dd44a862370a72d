import { readLockHolder } from '@futterkompass/adapters';
import {
  formatUnitPrice,
  type PriceHistoryAnswer,
  type ProductDetail,
  productPath,
} from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { describeInBrowser, screenshot, signIn } from './browser';
import { mailedLink } from './outbox';

const DEMO_EMAIL = 'demo@futterkompass.example';

describeInBrowser('price history and price alert', ({ page: open, baseUrl, dataDir }) => {
  it('chart with its text alternative under the CSP, alert set, a feed lowers the price, one mail, fired in the profile', async () => {
    const page = await open(1280, { enforceCsp: true });
    const list = (await (
      await fetch(`${baseUrl}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: 'dog', type1: 'dried', sortBy: 'price_desc' } }),
      })
    ).json()) as { products: { urlExtension: string; bestOffer: { unitPrice: number } | null }[] };
    const [listed] = list.products.filter((p) => (p.bestOffer?.unitPrice ?? 0) > 3);
    if (!listed) throw new Error('the demo catalogue lists dry food with offers');
    const { product } = (await (await fetch(`${baseUrl}/api/product?url=${listed.urlExtension}`)).json()) as {
      product: ProductDetail;
    };
    const best = product.bestOffer as NonNullable<ProductDetail['bestOffer']>;
    const recorded = (await (
      await fetch(`${baseUrl}/api/price-history?product=${product._id}`)
    ).json()) as PriceHistoryAnswer;
    const lowestText = (unitPrice: number) =>
      `Tiefstpreis der letzten 90 Tage: ${formatUnitPrice(unitPrice, best.unit)}`;

    await signIn(page, baseUrl, 'demo', 'demo12345');

    const chartLoaded = page.waitForResponse((r) => /\/assets\/line-chart-[^/]+\.js$/.test(r.url()));
    await page.goto(`${baseUrl}${productPath(product.urlExtension)}`);
    const history = page.getByRole('region', { name: 'Preisverlauf' });
    await history.waitFor();
    // chart.js comes once the chart nears the screen.
    await history.scrollIntoViewIfNeeded();
    await chartLoaded;
    const chart = history.getByRole('img');
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Liniendiagramm des besten Grundpreises vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}: zwischen .+, zuletzt .+\.$/,
    );
    await expect.poll(() => chart.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
    expect(await history.getByText(/^Tiefstpreis der letzten 90 Tage:/).textContent()).toBe(
      lowestText(recorded.lowest90?.unitPrice as number),
    );

    const form = page.getByRole('form', { name: 'Preisalarm' });
    const input = form.getByLabel(/^Wunsch-Grundpreis in € je kg/);
    await input.fill('gratis');
    await form.getByRole('button', { name: /^Preisalarm (setzen|ändern)$/ }).click();
    expect(await form.getByRole('alert').textContent()).toBe(
      'Bitte gib den Wunsch-Grundpreis als Zahl ein, z. B. 4,50.',
    );
    const target = Math.round((best.unitPrice - 0.5) * 100) / 100;
    await input.fill(String(target).replace('.', ','));
    await form.getByRole('button', { name: /^Preisalarm (setzen|ändern)$/ }).click();
    expect(await form.getByRole('status').textContent()).toBe(
      'Preisalarm gespeichert. Wir schreiben dir eine E-Mail, sobald der Wunschpreis erreicht ist.',
    );
    await screenshot(page, 'preisverlauf-1280');

    // A price bot's feed (through the admin API, with the server's own admin token) halves the price.
    const holder = await readLockHolder(dataDir);
    const grams = best.unit === 'kg' || best.unit === 'l' ? best.size * 1000 : best.size;
    const price = ((target / 2) * best.amount * grams) / 1000;
    const feed = [
      'product;merchant_name;link;price;size;unit;amount;packaging',
      [
        product.urlExtension,
        best.merchant,
        best.link,
        price.toFixed(2),
        best.size,
        best.unit,
        best.amount,
        best.packaging,
      ].join(';'),
    ].join('\n');
    const imported = await fetch(`${baseUrl}/api/admin/offers`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-admin-token': holder?.adminToken ?? '' },
      body: feed,
    });
    expect(await imported.json()).toMatchObject({ success: true, rejected: 0, productsChanged: 1 });
    const mailed = await mailedLink(dataDir, DEMO_EMAIL, productPath(product.urlExtension));
    expect(new URL(mailed).pathname).toBe(productPath(product.urlExtension));

    await page.goto(`${baseUrl}/profil?tab=preisalarme`);
    const entry = page.getByRole('listitem').filter({ hasText: product.series });
    await entry.getByText(/^ausgelöst am \d\d\.\d\d\.\d{4}$/).waitFor();
    await page.goto(`${baseUrl}${productPath(product.urlExtension)}`);
    await page
      .getByRole('region', { name: 'Preisverlauf' })
      .getByText(/^Tiefstpreis der letzten 90 Tage:/)
      .filter({ hasNotText: lowestText(recorded.lowest90?.unitPrice as number) })
      .waitFor();
    expect(page.problems).toEqual([]);
  });
});
