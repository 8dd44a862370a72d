import { CALCULATOR_MESSAGES, decimalInputText, energyKcal, type ListProduct } from '@futterkompass/domain';
import type { CompareProduct, ProductCard } from '@futterkompass/search-config';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/storage';
import { axeViolations, describeInBrowser, type JourneyPage, pageOverflow, screenshot } from './browser';

/** A call to the real server from the page, with the session token when given. */
const call = <T>(page: JourneyPage, url: string, body?: unknown, token?: string): Promise<T> =>
  page.evaluate(
    async ({ url, body, token }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.token = token;
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { url, body, token },
  );

/** The value shown beside a result's term. */
const result = (page: JourneyPage, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

/** The cells of a table row, found by its heading. */
const cells = (page: JourneyPage, table: string, heading: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: heading, exact: true }) })
    .getByRole('cell')
    .allTextContents();

/** Each calculator, with inputs that give it something to show. */
const FILLED = [
  ['energie', '/energiebedarf-und-futtermenge?gewicht=12%2C5&kcal=95%2C5'],
  ['nfe', '/nfe-rechner?protein=10%2C5&fett=5&rohfaser=0%2C5&asche=2&feuchte=78'],
  ['naehrstoffe', '/naehrstoffbedarf?tier=cat&gewicht=4%2C5'],
  [
    'trockenmasse',
    '/trockenmasse?produkt=10.5;5;0.5;2;80;Nassfutter%20Huhn%20mit%20langem%20Namen&produkt=26;15;3;7;10;Produkt%202&produkt=8;6;0.5;2;82;Produkt%203',
  ],
  ['calcium', '/calciumbedarf?tier=dog&gewicht=10%2C5&gehalt=20%2C5'],
  ['jod', '/jodbedarf?tier=cat&gewicht=4%2C5&gehalt=500%2C5'],
  [
    'einheiten',
    '/einheiten?masse=1%2C5&energie=100&energieEinheit=kcal&vitaminD=123&vitaminE=1&vitaminEEinheit=mass',
  ],
  [
    'fett',
    '/fett?menge1=500%2C5&fett1=10%2C5&menge2=300&fett2=20&wunsch=15&fleischFett=25%2C5&fleischMager=4%2C5&fleischMenge=500&fleischWunsch=10%2C5',
  ],
] as const;

describeInBrowser('calculators', ({ page: open, baseUrl }) => {
  it('each calculator computes a known case typed with a decimal comma, under the real CSP', async () => {
    const page = await open(1280, { enforceCsp: true });

    await page.goto(`${baseUrl}/energiebedarf-und-futtermenge`);
    await page.getByLabel('Gewicht in kg').fill('12,5');
    await page.getByLabel('Energiegehalt in kcal pro 100 g').fill('95,5');
    // 12,5^0,75 = 6,6479 x 130 = 864,22 kcal; 864,22 / 95,5 x 100 = 904,95 g; 95,5 x 4,19 = 400,15 kJ
    await expect.poll(() => result(page, 'Futtermenge').textContent()).toBe('904,95 g pro Tag');
    expect(await result(page, 'Täglicher Energiebedarf').textContent()).toBe('864,22 kcal');
    expect(await result(page, 'Energiegehalt des Futters').textContent()).toBe(
      '95,5 kcal = 400,15 kJ pro 100 g',
    );
    // Bookmarkable: the URL brings the same result back.
    expect(new URL(page.url()).searchParams.get('gewicht')).toBe('12,5');
    await page.reload();
    expect(await page.getByLabel('Gewicht in kg').inputValue()).toBe('12,5');
    expect(await result(page, 'Täglicher Energiebedarf').textContent()).toBe('864,22 kcal');

    await page.goto(`${baseUrl}/nfe-rechner`);
    await page.getByLabel('Rohprotein in %').fill('10,5');
    await page.getByLabel('Rohfett in %').fill('5');
    await page.getByLabel('Rohfaser in %').fill('0,5');
    await page.getByLabel('Rohasche in %').fill('2');
    await page.getByLabel('Feuchtigkeit in %').fill('78');
    // 100 - 10,5 - 5 - 0,5 - 2 - 78 = 4; 4 / 22 x 100 = 18,18 %
    await expect.poll(() => result(page, 'NfE in der Trockenmasse').textContent()).toBe('18,18 %');
    expect(await result(page, 'NfE').textContent()).toBe('4 %');

    await page.goto(`${baseUrl}/naehrstoffbedarf`);
    await page.getByLabel('Gewicht in kg').fill('10,5');
    // 10,5^0,75 = 5,833; protein 3,28 x 5,833 = 19,13 g, x 7 = 133,93 g
    await expect
      .poll(() => cells(page, 'Grundnährstoffe', 'Rohprotein'))
      .toEqual(['g', '3,28', '19,13', '133,93']);
    expect(await page.locator('.calculator-lead').textContent()).toContain('5,83 kg');

    await page.goto(`${baseUrl}/trockenmasse`);
    await page.getByLabel('Rohprotein in %').fill('10,5');
    await page.getByLabel('Rohfett in %').fill('5');
    await page.getByLabel('Rohfaser in %').fill('0,5');
    await page.getByLabel('Rohasche in %').fill('2');
    await page.getByRole('button', { name: 'Zur Tabelle hinzufügen' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(CALCULATOR_MESSAGES.customProductIncomplete);
    await page.getByLabel('Feuchtigkeit in %').fill('80');
    await page.getByRole('button', { name: 'Zur Tabelle hinzufügen' }).click();
    // dry matter 100 - 80 = 20 %; protein 10,5 / 20 x 100 = 52,5 %
    const table = 'Zusammensetzung in der Trockenmasse (in %)';
    expect(await cells(page, table, 'Trockenmasse')).toEqual(['20 %']);
    expect(await cells(page, table, 'Rohprotein')).toEqual(['52,5 %']);
    await page.getByRole('button', { name: 'Produkt 1 entfernen' }).click();
    await page.getByText('Noch keine Produkte in der Tabelle.').waitFor();

    await page.goto(`${baseUrl}/calciumbedarf`);
    await page.getByText(CALCULATOR_MESSAGES.enterData).waitFor();
    await page.getByLabel('Tier', { exact: true }).selectOption('dog');
    await page.getByLabel('Gewicht in kg').fill('10,5');
    await page.getByLabel('Calciumgehalt des Ergänzungsmittels in %').fill('20,5');
    // 0,13 x 5,833 = 0,76 g, x 7 = 5,31 g; 0,7583 / 20,5 x 100 = 3,7 g, x 7 = 25,89 g
    await expect
      .poll(() => cells(page, 'Bedarf', 'Menge des Ergänzungsmittels'))
      .toEqual(['3,7 g', '25,89 g']);
    expect(await cells(page, 'Bedarf', 'Calciumbedarf')).toEqual(['0,76 g', '5,31 g']);

    await page.goto(`${baseUrl}/jodbedarf`);
    await page.getByLabel('Tier', { exact: true }).selectOption('cat');
    await page.getByLabel('Gewicht in kg').fill('4,5');
    await page.getByLabel('Jodgehalt des Ergänzungsmittels in mg/kg').fill('500,5');
    // 35 x 4,5^0,67 = 35 x 2,7394 = 95,88 µg, x 7 = 671,15 µg; 95,88 / 500,5 = 0,19 g, x 7 = 1,34 g
    await expect
      .poll(() => cells(page, 'Bedarf', 'Menge des Ergänzungsmittels'))
      .toEqual(['0,19 g', '1,34 g']);
    expect(await cells(page, 'Bedarf', 'Jodbedarf')).toEqual(['95,88 µg', '671,15 µg']);

    await page.goto(`${baseUrl}/einheiten`);
    const mass = page.getByRole('group', { name: 'Masse' });
    await mass.getByLabel('Menge').fill('1,5');
    // 1,5 kg = 1.500 g = 1.500.000 mg = 1.500.000.000 µg
    await expect
      .poll(() => mass.locator('dd').allTextContents())
      .toEqual(['1.500', '1.500.000', '1.500.000.000']);

    await page.goto(`${baseUrl}/fett`);
    await page.getByLabel('Produkt 1: Menge in g').fill('500,5');
    await page.getByLabel('Produkt 1: Fettgehalt in %').fill('10,5');
    await page.getByLabel('Fettgehalt des fetten Fleisches in % (fett)').fill('25,5');
    await page.getByLabel('Fettgehalt des mageren Fleisches in % (mager)').fill('4,5');
    await page.getByLabel('Fleischmenge in g (mager und fett)').fill('500');
    await page.getByLabel('Gewünschter Fettgehalt der Ration in %').fill('10,5');
    // 500,5 x 10,5 / 100 = 52,55 g
    await expect
      .poll(() => cells(page, 'Produkte der Ration', 'Produkt 1').then((c) => c.at(-1)))
      .toBe('52,55 g');
    // difference 21; 500 / 21 x (10,5 - 4,5) = 142,86 g fat meat; 500 / 21 x 15 = 357,14 g lean meat
    await expect.poll(() => result(page, 'Fettes Fleisch').textContent()).toBe('142,86 g');
    expect(await result(page, 'Mageres Fleisch').textContent()).toBe('357,14 g');

    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('keeps every keystroke typed into two fields right after load, even before the app runs', async () => {
    const page = await open(390);
    const energyPage = `${baseUrl}/energiebedarf-und-futtermenge`;
    // The app's script waits until the visitor has typed: the fields are the server's.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto(energyPage);
    await page.getByLabel('Gewicht in kg').pressSequentially('12,5');
    await page.getByLabel('Energiegehalt in kcal pro 100 g').pressSequentially('95,5');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    release();
    await loading;
    await expect.poll(() => result(page, 'Futtermenge').textContent()).toBe('904,95 g pro Tag');
    const typed = () => Object.fromEntries(new URL(page.url()).searchParams);
    expect(typed()).toEqual({ gewicht: '12,5', kcal: '95,5' });
    // A keystroke after the start goes on from what was typed before it.
    await page.getByLabel('Gewicht in kg').press('End');
    await page.getByLabel('Gewicht in kg').press('Backspace');
    await expect.poll(typed).toEqual({ gewicht: '12,', kcal: '95,5' });
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);

    // Once the app runs: both fields at once, and the result agrees with them.
    await page.goto(energyPage);
    await page.getByLabel('Gewicht in kg').pressSequentially('12,5');
    await page.getByLabel('Energiegehalt in kcal pro 100 g').pressSequentially('95,5');
    await expect.poll(() => result(page, 'Futtermenge').textContent()).toBe('904,95 g pro Tag');
    expect(typed()).toEqual({ gewicht: '12,5', kcal: '95,5' });
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('favourites select: disabled with the hint for visitors, the demo user’s favourite fills the energy', async () => {
    const page = await open(1280);
    await page.goto(`${baseUrl}/energiebedarf-und-futtermenge`);
    const select = page.getByLabel('Produkt aus deinen Favoriten');
    expect(await select.isDisabled()).toBe(true);
    expect(await page.getByText(CALCULATOR_MESSAGES.favoritesSignedOut).isVisible()).toBe(true);

    const { token } = await call<{ token: string }>(page, '/auth/login', {
      username: 'demo',
      password: 'demo12345',
    });
    const { products } = await call<{ products: ProductCard[] }>(page, '/api/filter-products', {
      filters: { animal: ['dog'], type1: ['wet', 'dried'], productsPerPage: 36 },
    });
    const { products_list } = await call<{ products_list: CompareProduct[] }>(page, '/api/compare-list', {
      ids: products.map((p) => p._id),
    });
    const target = products_list.find((p) => p.energyKcal !== null);
    if (!target) throw new Error('the demo catalogue has products with energy');
    // The journeys share the demo user: the favourite is added only if missing, and removed at the end.
    const before = await call<{ favorites: ListProduct[] }>(page, '/api/favorite-products', undefined, token);
    const added = !before.favorites.some((p) => p._id === target._id);
    const toggle = () =>
      call(page, '/api/lists-update', { product: target._id, listType: 'favorites' }, token);
    if (added) await toggle();
    const { favorites } = await call<{ favorites: ListProduct[] }>(
      page,
      '/api/favorite-products',
      undefined,
      token,
    );
    const favorite = favorites.find((p) => p._id === target._id) as ListProduct;

    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE_KEYS.token,
      JSON.stringify(token),
    ] as const);
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/favorite-products'));
    await page.reload();
    expect((await asked).headers().token).toBe(token);
    await expect.poll(() => select.isDisabled()).toBe(false);
    await select.selectOption(favorite._id);
    expect(await page.getByLabel('Energiegehalt in kcal pro 100 g').inputValue()).toBe(
      decimalInputText(energyKcal(favorite.energy as number)),
    );
    await expect.poll(() => result(page, 'Energiegehalt des Futters').textContent()).toMatch(/kcal = .* kJ/);
    await screenshot(page, 'rechner-energie-favoriten-1280');
    if (added) await toggle();
    expect(page.problems).toEqual([]);
    await page.close();
  });

  // One test per width: each stays well inside the test timeout on a busy machine.
  it.for([390, 1280])(
    'at %i px: no axe findings, no page-wide sideways scrolling; screenshots',
    async (width) => {
      const page = await open(width);
      for (const [name, path] of FILLED) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('.calculator-disclaimer').waitFor();
        expect(await pageOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
        await screenshot(page, `rechner-${name}-${width}`);
      }
      // An open hint stays inside its table's box.
      await page.goto(`${baseUrl}/naehrstoffbedarf?gewicht=10`);
      await page.getByRole('button', { name: 'Vitamin A in Mikrogramm' }).click();
      await page.getByRole('tooltip').filter({ hasText: 'µg pro Tag' }).first().waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(page.problems).toEqual([]);
      await page.close();
    },
  );
});
