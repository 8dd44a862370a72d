import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readLockHolder } from '@futterkompass/adapters';
import {
  defaultCatalogQuery,
  FEED_MESSAGES,
  type ProductDetail,
  type ProductFormValues,
  ROUTES,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { encodeRgbaPng } from '@futterkompass/indexer';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  axeViolations,
  describeInBrowser,
  type JourneyPage,
  pageOverflow,
  RESULTS_DIR,
  signIn,
} from './browser';
import { mailedLink } from './outbox';

/** Two of the demo catalogue's merchant accounts (indexer/src/seed/names.ts), both active. */
const SELLER = { username: 'barfhof-lindenmuehle', shopName: 'Barfhof Lindenmühle' };
const OTHER = { username: 'hundekueche-sonnenschein', shopName: 'Hundeküche Sonnenschein' };
const PASSWORD = 'haendler12345';
/** The stand-in shop's logo: 96 × 48 pixels of its green. */
const LOGO = encodeRgbaPng(96, 48, Buffer.alloc(96 * 48 * 4, Buffer.from([0x2e, 0x7d, 0x32, 0xff])));
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A valid GTIN no demo package carries (the demo's barcodes start with 426). */
const UNKNOWN_GTIN = '4099999999996';
/** Raw cat food: no other journey picks it, so the cheap offer changes none of their lists. */
const FILTERS = { animal: ['cat' as const], type1: ['raw' as const] };

interface Card {
  _id: string;
  urlExtension: string;
  series: string;
  brand: { name: string };
  bestOffer: { _id: string; merchant: string } | null;
}

/** A panel of the area on its own: the whole page lists every demo offer of the shop and is very long. */
const screenshot = (panel: Locator, name: string) =>
  panel.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Google Merchant Center RSS feed (the `g:` namespace) of the given items. */
const rss = (items: Record<string, string>[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Barfhof Lindenmühle</title>
${items
  .map(
    (item) =>
      `<item>${Object.entries(item)
        .map(([k, v]) => `<g:${k}>${v}</g:${k}>`)
        .join('')}</item>`,
  )
  .join('\n')}
</channel></rss>`;

describeInBrowser('click-outs and the merchant area', ({ page: open, baseUrl, dataDir }) => {
  // The shop on loopback: its feed at /feed.xml (with an ETag, so that a second pull costs a 304),
  // and its product pages, recording what it was asked for.
  let shop: Server;
  let shopUrl: string;
  let feed = '';
  const served: string[] = [];
  beforeAll(async () => {
    shop = createServer((req, res) => {
      served.push(req.url ?? '');
      if (req.url === '/logo.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(LOGO);
        return;
      }
      if (req.url === '/feed.xml') {
        const etag = `"${feed.length}"`;
        if (req.headers['if-none-match'] === etag) res.writeHead(304, { etag }).end();
        else res.writeHead(200, { 'content-type': 'application/xml', etag }).end(feed);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="de"><title>Shop</title><h1>Shop-Stand-in</h1></html>');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        shop.closeAllConnections();
        shop.close(resolve);
      }),
  );

  const call = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token && { token: init.token }) },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const list = (sortBy: string) =>
    call<{ products: Card[] }>('/api/filter-products', { body: { filters: { ...FILTERS, sortBy } } });

  /** A demo merchant gets a password through the portal's own reset mail. */
  const setPassword = async (username: string) => {
    const email = `shop@${username}.example`;
    await call('/auth/create-reset-password-link', { body: { email } });
    const token = new URL(await mailedLink(dataDir, email, ROUTES.resetPassword)).searchParams.get('token');
    await call('/auth/reset-password', {
      body: { token, newPassword: PASSWORD, newPasswordConfirm: PASSWORD },
    });
  };

  /** Every demo package has its EAN-13: the editors' form shows the product's first one, and its size. */
  const firstPackage = async (urlExtension: string) => {
    const { token } = await call<{ token: string }>('/auth/login', {
      body: { username: 'redaktion', password: 'redaktion12345' },
    });
    const form = await call<{ _id: string; rev: number; product: ProductFormValues }>(
      `/api/admin/products?url=${encodeURIComponent(urlExtension)}`,
      { token },
    );
    return { grams: Number(form.product.size1), gtin: form.product.barcode1 };
  };

  /** Signs in at /b2b with the merchant area's own login form. */
  const merchantArea = async (page: JourneyPage, username: string) => {
    await page.goto(`${baseUrl}${ROUTES.b2b}`);
    await page.getByLabel('Nutzername oder E-Mail Adresse').fill(username);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.getByRole('heading', { name: 'Klicks in deinen Shop' }).waitFor();
  };

  it('a merchant’s feed makes the best offer; its click goes through /weiter/… to the shop, and only that merchant sees it', async () => {
    const [card] = (await list('brand')).products;
    if (!card) throw new Error('the demo catalogue has raw cat food');
    const [{ grams, gtin }] = await Promise.all([
      firstPackage(card.urlExtension),
      setPassword(SELLER.username),
      setPassword(OTHER.username),
    ]);
    // The stand-in shop lives on loopback, not on the demo shop's domain: the operator allows it
    // (`npm run ops -- merchant link-domains … --allow 127.0.0.1`), else its rows would be refused.
    const holder = await readLockHolder(dataDir);
    const allowed = await fetch(`${baseUrl}/api/admin/merchants/link-domains`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': holder?.adminToken ?? '' },
      body: JSON.stringify({ merchant: `shop@${SELLER.username}.example`, allow: ['127.0.0.1'] }),
    });
    expect(allowed.status).toBe(200);
    const link = `${shopUrl}/artikel/bl-1`;
    // The merchant's demo offers include products of the same series from other brands.
    const named = new RegExp(`^${literal(`${card.brand.name} ${card.series}`)}`);
    feed = rss([
      {
        id: 'BL-1',
        title: `${card.series} ${grams} g`,
        link,
        // Far below any demo offer: the best offer of the product, and the first by base price.
        price: '0.19 EUR',
        availability: 'in_stock',
        // As the shop's system writes it: zero-padded to 14 digits.
        gtin: gtin.padStart(14, '0'),
        unit_pricing_measure: `${grams} g`,
      },
      {
        id: 'BL-2',
        title: 'Wachtel-Menü 800 g',
        link: `${shopUrl}/artikel/bl-2`,
        price: '4.20 EUR',
        availability: 'in_stock',
        gtin: UNKNOWN_GTIN,
      },
      {
        id: 'BL-3',
        title: 'Huhn-Menü 400 g',
        link: `${shopUrl}/artikel/bl-3`,
        price: '3.10 USD',
        availability: 'in_stock',
        gtin: gtin.padStart(14, '0'),
      },
    ]);

    // The merchant registers the feed in its area and pulls it now.
    const area = await open(1280);
    await merchantArea(area, SELLER.username);
    expect(await area.getByRole('heading', { level: 1 }).textContent()).toBe(SELLER.shopName);
    await area.getByRole('button', { name: 'Feed hinzufügen' }).click();
    const form = area.getByRole('form', { name: 'Feed hinzufügen' });
    await form.getByLabel('Adresse des Feeds').fill(`${shopUrl}/feed.xml`);
    expect(await form.getByLabel('Format').inputValue()).toBe('google-xml');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await area.getByText('Der Feed ist angelegt.').waitFor();
    const feedItem = area.getByRole('listitem').filter({ hasText: `${shopUrl}/feed.xml` });
    await feedItem.getByRole('button', { name: 'Jetzt abrufen' }).click();
    // The runs are shown and followed until the pull has ended.
    const runs = area.getByRole('region', { name: `Abrufe von ${shopUrl}/feed.xml` });
    const imported = runs.getByRole('listitem').filter({ hasText: /teilweise importiert/ });
    await imported.waitFor();
    expect(await imported.textContent()).toContain(
      '3 gelesen, 1 zugeordnet, 1 aktualisiert, 1 abgelehnt, 1 ohne passendes Produkt, 0 abgelaufen',
    );
    // The refused row by the shop's id and title (and its line: the third item is the fifth line), all as CSV.
    await imported.getByText('Abgelehnte Zeilen (1)').click();
    await imported
      .getByText('Artikel-ID BL-3 · „Huhn-Menü 400 g“ · Zeile 5: Der Preis ist nicht in Euro angegeben.')
      .waitFor();
    const [download] = await Promise.all([
      area.waitForEvent('download'),
      imported.getByRole('button', { name: 'Die abgelehnte Zeile als CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Zeile;Artikel-ID;Titel;Grund',
      '5;BL-3;Huhn-Menü 400 g;Der Preis ist nicht in Euro angegeben.',
    ]);
    // The row no product matched waits for the editors, and the merchant is told.
    await feedItem.getByText(/^1 Artikel wartet auf Zuordnung durch unsere Redaktion/).waitFor();
    // Once the run has ended, the offers are loaded again.
    // (The demo catalogue may already list an offer of this shop on the product, from no feed.)
    // The demo shop has many offers, a page at a time: the product search narrows them.
    await area.getByLabel('Produkt suchen').fill(card.series);
    const offer = area
      .getByRole('region', { name: 'Deine Angebote' })
      .getByRole('row', { name: named })
      .filter({ hasText: '0,19 €' });
    await offer.waitFor();
    expect(await offer.getByRole('cell').allTextContents()).toEqual([
      '0,19 €',
      expect.stringMatching(/^\d,\d\d €\/kg$/),
      'lieferbar',
      expect.stringMatching(/^heute \(/),
      'ja',
    ]);
    expect(await axeViolations(area)).toEqual([]);
    const feedsPanel = area.getByRole('region', { name: 'Feeds' });
    await screenshot(feedsPanel, 'haendlerbereich-feed-1280');
    await area.setViewportSize({ width: 390, height: 900 });
    // The clicks chart takes the new width once its resize observer has run.
    await expect.poll(() => pageOverflow(area)).toBe(0);
    await screenshot(feedsPanel, 'haendlerbereich-feed-390');
    await screenshot(offer, 'haendlerbereich-angebot-390');
    await area.setViewportSize({ width: 1280, height: 900 });

    // The search index has the new best offer once the indexer worked through the queue.
    const { product } = await call<{ product: ProductDetail }>(`/api/product?url=${card.urlExtension}`);
    const best = product.bestOffer;
    expect(best).toMatchObject({ merchant: SELLER.shopName, price: 0.19, link });
    await expect
      .poll(async () => (await list('price_asc')).products[0]?.bestOffer?._id, { timeout: 15_000 })
      .toBe(best?._id);

    // A visitor's browser (headless Chromium's own user agent is a bot's, and bots are not counted).
    const visitor = await open(1280, { userAgent: DESKTOP_CHROME });
    const redirects: string[] = [];
    visitor.context().on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/weiter/'))
        redirects.push(`${response.status()} ${response.headers().location}`);
    });
    const query = { ...defaultCatalogQuery(), ...FILTERS, sortBy: 'price_asc' as const };
    await visitor.goto(`${baseUrl}${ROUTES.products}?${serializeCatalogQuery(query)}`);
    const cardOnList = visitor
      .locator('.product-card')
      .filter({ has: visitor.getByRole('heading', { name: new RegExp(literal(card.series)) }) });
    const button = cardOnList.getByRole('link', { name: `zum besten Angebot bei ${SELLER.shopName}` });
    expect(await button.getAttribute('rel')).toBe('nofollow sponsored noopener noreferrer');
    expect(await button.getAttribute('target')).toBe('_blank');
    // From the list's own address (a category page's, when its filters are one's).
    expect(await button.getAttribute('href')).toMatch(
      new RegExp(
        `^/weiter/${best?._id}\\?from=${literal(encodeURIComponent(new URL(visitor.url()).pathname))}`,
      ),
    );
    const [tab] = await Promise.all([visitor.context().waitForEvent('page'), button.click()]);
    await tab.getByRole('heading', { name: 'Shop-Stand-in' }).waitFor();
    expect(tab.url()).toBe(link);
    expect(redirects).toEqual([`302 ${link}`]);
    expect(served.filter((url) => url.startsWith('/artikel/'))).toEqual(['/artikel/bl-1']);
    expect(visitor.problems).toEqual([]);

    // The merchant sees the click per product.
    await area.reload();
    const clicks = area.getByRole('region', { name: 'Klicks in deinen Shop' });
    const perProduct = clicks.getByRole('rowheader', { name: named });
    await perProduct.waitFor();
    expect(await perProduct.locator('xpath=following-sibling::td').textContent()).toBe('1');
    expect(await axeViolations(area)).toEqual([]);
    await screenshot(clicks, 'haendlerbereich-klicks-1280');
    expect(area.problems).toEqual([]);

    // Another merchant sees neither the click nor the feed.
    const small = await open(390);
    await merchantArea(small, OTHER.username);
    expect(await small.getByRole('heading', { level: 1 }).textContent()).toBe(OTHER.shopName);
    await small.getByText('Du hast noch keinen Feed eingetragen.').waitFor();
    const otherClicks = small.getByRole('region', { name: 'Klicks in deinen Shop' });
    await otherClicks.getByRole('heading', { name: 'Klicks je Produkt' }).waitFor();
    expect(await otherClicks.getByRole('rowheader', { name: named }).count()).toBe(0);
    // (The same panels were checked with axe at 1280 px above: each run of axe costs seconds here.)
    expect(await pageOverflow(small)).toBe(0);
    await small.screenshot({ path: path.join(RESULTS_DIR, 'haendlerbereich-anderer-390.png') });
    await screenshot(otherClicks, 'haendlerbereich-klicks-390');
    expect(small.problems).toEqual([]);

    // The row no product matched waits at /feed-zuordnung; an editor assigns it with the keyboard,
    // and the product has the offer at once (the feed itself has not changed).
    const other = (await list('brand')).products[1];
    if (!other) throw new Error('the demo catalogue has a second raw cat food');
    const desk = await open(1280);
    await signIn(desk, baseUrl, 'redaktion', 'redaktion12345');
    await desk.goto(`${baseUrl}/feed-zuordnung`);
    await desk.getByRole('heading', { name: 'Offene Zeilen (1)' }).waitFor();
    const row = desk
      .getByRole('listitem')
      .filter({ has: desk.getByRole('heading', { name: 'Wachtel-Menü 800 g' }) });
    await row.getByText(FEED_MESSAGES.unmatched).waitFor();
    expect(await desk.getByLabel('Händler').locator('option').allTextContents()).toEqual([
      'Alle Händler (1)',
      `${SELLER.shopName} (1)`,
    ]);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(RESULTS_DIR, 'feed-zuordnung-1280.png'), fullPage: true });
    await desk.setViewportSize({ width: 390, height: 900 });
    expect(await pageOverflow(desk)).toBe(0);
    await desk.screenshot({ path: path.join(RESULTS_DIR, 'feed-zuordnung-390.png'), fullPage: true });
    await desk.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: 'Produkt zuordnen' }).focus();
    await desk.keyboard.press('Enter');
    // The search takes the focus: the editor types on.
    const search = row.getByLabel('Produkt suchen für „Wachtel-Menü 800 g“');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await desk.keyboard.type(`${other.brand.name} ${other.series}`);
    const hit = row.getByRole('button', { name: `Zuordnen: ${other.brand.name} ${other.series}` });
    await hit.waitFor();
    await hit.focus();
    await desk.keyboard.press('Enter');
    await desk.getByText(/ist .* zugeordnet; das Angebot steht jetzt beim Produkt\./).waitFor();
    await desk.getByRole('heading', { name: 'Offene Zeilen (0)' }).waitFor();
    const assigned = await call<{ product: ProductDetail }>(`/api/product?url=${other.urlExtension}`);
    expect(assigned.product.variants).toEqual(
      expect.arrayContaining([expect.objectContaining({ merchant: SELLER.shopName, price: 4.2 })]),
    );
    expect(desk.problems).toEqual([]);
  });

  it('fetches a shop’s logo once and shows the portal’s copy in the merchant area and on the product page', async () => {
    // The password the first journey set (else set here).
    const signIn = () =>
      fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: SELLER.username, password: PASSWORD }),
      });
    if (!(await signIn()).ok) await setPassword(SELLER.username);
    const holder = await readLockHolder(dataDir);
    const stored = await fetch(`${baseUrl}/api/admin/merchants/logo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': holder?.adminToken ?? '' },
      body: JSON.stringify({ merchant: `shop@${SELLER.username}.example`, url: `${shopUrl}/logo.png` }),
    });
    expect(stored.status).toBe(200);
    expect(served.filter((url) => url === '/logo.png')).toHaveLength(1);
    /** The logo's address, once the image has loaded (the CSP allows only the portal's own images). */
    const loadedLogo = async (logo: Locator) => {
      await logo.waitFor();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(96);
      return logo.getAttribute('src');
    };

    const area = await open(1280);
    await merchantArea(area, SELLER.username);
    expect(await loadedLogo(area.locator('img.b2b-logo'))).toMatch(/^\/files\/shop-logo-[0-9a-f]{12}\.png$/);
    expect(area.problems).toEqual([]);

    // A product the demo catalogue shows with one of the shop's offers.
    const { token } = (await (await signIn()).json()) as { token: string };
    const offers = await call<{ offers: { productUrl: string; available: boolean }[] }>('/api/b2b/offers', {
      token,
    });
    const shown = offers.offers.find((o) => o.available);
    if (!shown) throw new Error('the demo merchant has an available offer');
    const page = await open(1280);
    await page.goto(`${baseUrl}${shown.productUrl}`);
    const row = page.locator('.offers-table tbody tr').filter({ hasText: SELLER.shopName }).first();
    expect(await loadedLogo(row.locator('img.offer-logo'))).toMatch(/^\/files\/shop-logo-/);
    expect(served.filter((url) => url === '/logo.png')).toHaveLength(1);
    await page
      .locator('.offers-table')
      .screenshot({ path: path.join(RESULTS_DIR, 'angebote-logo-1280.png') });
    await page.setViewportSize({ width: 390, height: 900 });
    await row.screenshot({ path: path.join(RESULTS_DIR, 'angebote-logo-390.png') });
    await page.screenshot({ path: path.join(RESULTS_DIR, 'angebote-logo-seite-390.png'), fullPage: true });
    await expect.poll(() => pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.problems).toEqual([]);
  });
});
