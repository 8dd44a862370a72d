import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { describeInBrowser } from './browser';

describeInBrowser('page shell', ({ page: open, baseUrl }) => {
  it('keeps the focused element below the sticky navigation after the skip link, on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await open(width);
      await page.goto(`${baseUrl}/produkte`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const [focusedTop, navBottom] = await page.evaluate(() => [
        document.activeElement?.getBoundingClientRect().top ?? 0,
        document.querySelector('.main-nav')?.getBoundingClientRect().bottom ?? 0,
      ]);
      expect(focusedTop, `at ${width} px`).toBeGreaterThanOrEqual(navBottom);
      await page.close();
    }
  });

  it('keeps the keyboard inside the phone menu and the phone filter sheet, and gives it back', async () => {
    const page = await open(390);
    await page.goto(`${baseUrl}/produkte`);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const inside = (selector: string) =>
      page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    expect(await focused()).toBe('×');
    expect(await menu.getByRole('link', { name: 'Registrieren' }).isVisible()).toBe(true);
    // Once round the menu and on: back at its first control, never on the page underneath.
    const stops = await menu.locator('a[href], button').count();
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
    expect([await inside('#mobile-nav'), await focused()]).toEqual([true, '×']);
    await page.keyboard.press('Shift+Tab');
    expect([await inside('#mobile-nav'), await focused()]).toEqual([true, 'Registrieren']);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menü öffnen');

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    expect(await focused()).toBe('×');
    await page.keyboard.press('Shift+Tab');
    expect(await inside('#filter-panel')).toBe(true);
    expect(await focused()).toMatch(/Produkte? anzeigen$/);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('×');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Filter');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with its two buttons for unknown paths', async () => {
    const page = await open();
    const response = await page.goto(`${baseUrl}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Seite nicht gefunden' }).waitFor();
    expect(await page.getByText('Hups, da ist etwas schief gegangen!').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Zurück zur Futtersuche' }).getAttribute('href')).toBe(
      '/produkte',
    );
    expect(await page.getByRole('link', { name: 'Zum Kontakt' }).getAttribute('href')).toBe('/kontakt');
    await page.close();
  });

  it('has the alert bar, the calculators menu and the footer links', async () => {
    const page = await open();
    await page.goto(baseUrl);
    const bar = page.getByRole('region', { name: 'Hinweis' });
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Neu: unser Tipp der Woche zur Trockenmasse.');
    await page.getByRole('button', { name: 'Hinweis schließen' }).click();
    await bar.waitFor({ state: 'detached' });
    // The server leaves the closed notice out of the pages it renders (its cookie), so nothing shifts.
    const served = await (await page.request.get(baseUrl)).text();
    expect(served).toContain('<h1>Das richtige Futter für Hund und Katze finden</h1>');
    expect(served).not.toContain('aria-label="Hinweis"');
    await page.getByRole('button', { name: /^Rechner/ }).click();
    expect(await page.getByRole('menu', { name: 'Rechner' }).getByRole('menuitem').count()).toBe(8);
    const footer = page.getByRole('navigation', { name: 'Fußzeile' });
    for (const [name, href] of [
      ['Werben', '/werben'],
      ['Futterkompass als App', '/mfc-als-app'],
      ['Kontakt', '/kontakt'],
      ['AGB', '/agb'],
      ['Startseite', '/'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await footer.getByRole('link', { name: 'Händlerbereich' }).getAttribute('target')).toBe('_blank');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('serves every route of the table', async () => {
    const page = await open();
    for (const [route, heading] of [
      ['/vergleichsliste', 'Vergleichsliste'],
      ['/registrieren', 'Registrieren'],
      ['/tipp-der-woche', 'Aktuelle Beiträge'],
      ['/einheiten', 'Einheiten Umrechner'],
      ['/hunde-katzen-ernaehrungsberater', 'Ernährungsberater für Hunde und Katzen'],
      ['/agb', 'Allgemeine Geschäftsbedingungen'],
    ]) {
      const response = await page.goto(`${baseUrl}${route}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await page.goto(`${baseUrl}/profil`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});

it('keeps the list route’s initial JavaScript (gzip) below its budget in scripts/size-report.mjs', async () => {
  const { webDist } = inject('journeys');
  const { routeSizes, LIST_ROUTE_BUDGET } = await import(
    path.resolve(webDist, '../../scripts/size-report.mjs')
  );
  readFileSync(path.join(webDist, '.vite', 'manifest.json'));
  const { sizes } = routeSizes(webDist);
  expect(sizes['/produkte']).toBeGreaterThan(50 * 1024);
  expect(sizes['/produkte']).toBeLessThan(LIST_ROUTE_BUDGET);
});

it('bundles react-router’s production build and leaves qs out, in the browser’s and the server’s build', async () => {
  const { webDist } = inject('journeys');
  const assets = path.join(webDist, 'assets');
  const browser = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'));
  const server = readFileSync(path.join(webDist, '../dist-ssr/entry-server.mjs'), 'utf8');
  for (const scripts of [browser, [server]]) {
    // A warning only react-router's development build prints, and an error only qs throws.
    expect(scripts.filter((code) => code.includes('You rendered descendant'))).toHaveLength(0);
    expect(scripts.filter((code) => code.includes('The charset option must be'))).toHaveLength(0);
    expect(scripts.filter((code) => code.includes('qs is not bundled'))).toHaveLength(1);
  }
});
