import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ProductDetail, productPath, ROUTES } from '@futterkompass/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, describeInBrowser, type JourneyPage, pageOverflow, screenshot } from './browser';
import { mailedLink } from './outbox';

/** Two of the demo catalogue's merchant accounts (indexer/src/seed/names.ts), both active. */
const MERCHANTS = [
  {
    username: 'barfhof-lindenmuehle',
    shopName: 'Barfhof Lindenmühle',
    origin: 'https://barfhof-lindenmuehle.example',
  },
  {
    username: 'hundekueche-sonnenschein',
    shopName: 'Hundeküche Sonnenschein',
    origin: 'https://hundekueche.example',
  },
] as const;
const PASSWORD = 'haendler12345';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Card {
  urlExtension: string;
  series: string;
}

describeInBrowser('click-outs and the merchant area', ({ page: open, baseUrl, dataDir }) => {
  // The shop behind the demo merchant's address, on loopback: it records what it was asked for.
  let shop: Server;
  const served: string[] = [];
  beforeAll(async () => {
    shop = createServer((req, res) => {
      served.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="de"><title>Shop</title><h1>Shop-Stand-in</h1></html>');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => shop.close(resolve)));

  /** A demo merchant gets a password through the portal's own reset mail. */
  const setPassword = async (username: string) => {
    const email = `shop@${username}.example`;
    await fetch(`${baseUrl}/auth/create-reset-password-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = new URL(await mailedLink(dataDir, email, ROUTES.resetPassword)).searchParams.get('token');
    const reset = await fetch(`${baseUrl}/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: PASSWORD, newPasswordConfirm: PASSWORD }),
    });
    expect(reset.status).toBe(200);
  };

  /** Signs in at /b2b with the merchant area's own login form. */
  const merchantArea = async (page: JourneyPage, username: string) => {
    // The feed panels' API comes with the feed work (issue 32): until then they answer empty here.
    await page.route(/\/api\/b2b\/(feeds|offers)$/, (route) =>
      route.fulfill({ json: route.request().url().endsWith('feeds') ? { feeds: [] } : { offers: [] } }),
    );
    await page.goto(`${baseUrl}${ROUTES.b2b}`);
    await page.getByLabel('Nutzername oder E-Mail Adresse').fill(username);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Klicks in deinen Shop' }).waitFor();
  };

  it('counts a click on a merchant’s offer through /weiter/…, which its merchant sees at /b2b and another does not', async () => {
    // A raw food with a demo merchant's offer. The demo's merchant offers are not updated by a bot,
    // so they are never the best offer: the visitor takes the offer table's button to that shop.
    let card: Card | undefined;
    let merchant: string | undefined;
    for (let currentPage = 1; !card && currentPage <= 5; currentPage++) {
      const answer = (await (
        await fetch(`${baseUrl}/api/filter-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            filters: { animal: 'dog', type1: 'raw', productsPerPage: 36, currentPage },
          }),
        })
      ).json()) as { products: Card[] };
      for (const candidate of answer.products) {
        const { product } = (await (
          await fetch(`${baseUrl}/api/product?url=${candidate.urlExtension}`)
        ).json()) as {
          product: ProductDetail;
        };
        merchant = product.variants.find((v) => MERCHANTS.some((m) => m.shopName === v.merchant))?.merchant;
        if (merchant) {
          card = candidate;
          break;
        }
      }
    }
    if (!card) throw new Error('the demo catalogue has raw food with a merchant’s offer');
    const [seller, other] = MERCHANTS[0].shopName === merchant ? MERCHANTS : [MERCHANTS[1], MERCHANTS[0]];
    await Promise.all([setPassword(seller.username), setPassword(other.username)]);

    // A visitor's browser (headless Chromium's own user agent is a bot's, and bots are not counted).
    const visitor = await open(1280, { userAgent: DESKTOP_CHROME });
    const { port } = shop.address() as AddressInfo;
    // The click-out goes to the server as it is; the shop its 302 names (the demo's addresses do not
    // resolve) is answered by the stand-in on loopback, with the path the server sent the visitor to.
    const redirects: string[] = [];
    await visitor.context().route(/\/weiter\//, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = answer.headers().location ?? '';
      redirects.push(`${answer.status()} ${location}`);
      const shopUrl = new URL(location);
      const standIn = await fetch(`http://127.0.0.1:${port}${shopUrl.pathname}${shopUrl.search}`);
      await route.fulfill({ status: standIn.status, body: await standIn.text(), contentType: 'text/html' });
    });
    await visitor.goto(`${baseUrl}${productPath(card.urlExtension)}`);
    const button = visitor.getByRole('link', { name: new RegExp(`^Zum Shop: ${seller.shopName},`) }).first();
    expect(await button.getAttribute('rel')).toBe('nofollow sponsored noopener noreferrer');
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await button.getAttribute('href')).toMatch(/^\/weiter\/[0-9a-f]{24}\?from=%2Fprodukte%2F/);
    const [tab] = await Promise.all([visitor.context().waitForEvent('page'), button.click()]);
    await tab.getByRole('heading', { name: 'Shop-Stand-in' }).waitFor();
    expect(redirects).toEqual([`302 ${seller.origin}/produkte/${card.urlExtension}`]);
    expect(served).toEqual([`/produkte/${card.urlExtension}`]);

    const area = await open(1280);
    await merchantArea(area, seller.username);
    expect(await area.getByRole('heading', { level: 1 }).textContent()).toBe(seller.shopName);
    const perProduct = area.getByRole('rowheader', { name: new RegExp(card.series) });
    await perProduct.waitFor();
    expect(await perProduct.locator('xpath=following-sibling::td').textContent()).toBe('1');
    expect(await axeViolations(area)).toEqual([]);
    await screenshot(area, 'haendlerbereich-angemeldet-1280');
    expect(area.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);

    const small = await open(390);
    await merchantArea(small, other.username);
    expect(await small.getByRole('heading', { level: 1 }).textContent()).toBe(other.shopName);
    expect(await small.getByRole('rowheader', { name: new RegExp(card.series) }).count()).toBe(0);
    expect(await pageOverflow(small)).toBe(0);
    await screenshot(small, 'haendlerbereich-angemeldet-390');
    expect(small.problems).toEqual([]);
  });
});
