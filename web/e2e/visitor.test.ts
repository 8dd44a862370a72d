import {
  DEFAULT_CATALOG_SEARCH,
  MESSAGES,
  type ProductDetail,
  parseListAddress,
} from '@futterkompass/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, type JourneyPage, loadedList, screenshot } from './browser';

/**
 * Issue 30: the specification's error paths and what a visitor tripped over, at 390 and 1280 px,
 * each page looked at (screenshots under test-results/) and checked by axe.
 */
const WIDTHS = [390, 1280] as const;
const LIST = `/produkte?${DEFAULT_CATALOG_SEARCH}`;

/** Elements a finger hits that are smaller than 44 × 44 px. */
const smallTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el, r }) => `${el.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );

describeInBrowser('issue 30: visitor journeys', ({ page: open, baseUrl }) => {
  const productWithOffers = async () => {
    const answer = (await (
      await fetch(`${baseUrl}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: ['dog'], type1: ['wet'], sortBy: 'price_desc' } }),
      })
    ).json()) as { products: { urlExtension: string; bestOffer: unknown }[] };
    const listed = answer.products.find((p) => p.bestOffer);
    if (!listed) throw new Error('the demo catalogue has wet dog food with offers');
    return listed.urlExtension;
  };
  const finish = async (page: JourneyPage, name: string) => {
    await screenshot(page, name);
    expect(await axeViolations(page), name).toEqual([]);
  };

  it('a failed filter change shows the text, keeps the choice and sends at most 2 requests', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      await loadedList(page, () => page.goto(`${baseUrl}${LIST}`));
      const calls: string[] = [];
      await page.route('**/api/filter-products', (route) => {
        calls.push(route.request().url());
        void route.abort();
      });
      if (width === 390) await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByRole('button', { name: 'Katze' }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.listError }).waitFor();
      expect(calls.length).toBeLessThanOrEqual(2);
      const { pathname, search } = new URL(page.url());
      expect(parseListAddress(pathname, search)?.animal).toEqual(['cat']);
      expect(await page.getByRole('button', { name: 'Katze' }).getAttribute('aria-pressed')).toBe('true');
      if (width === 390) await page.getByRole('button', { name: 'Filter schließen' }).click();
      expect(await page.locator('.product-card').count()).toBe(0);
      await finish(page, `liste-fehler-${width}`);
      // One more action, one more request (and its one retry): the visitor asks again.
      await page.unroute('**/api/filter-products');
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.locator('.product-card').first().waitFor();
      await page.close();
    }
  });

  it('a failing first list call stops after one retry, with the text', async () => {
    const page = await open(390);
    // The server renders every list it is asked for: the browser's first list call is the one of a
    // list reached inside the app, here from the home page's categories.
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.locator('main').innerText()).not.toContain('Lade Produkte');
    let calls = 0;
    await page.route('**/api/filter-products', (route) => {
      calls++;
      void route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
    });
    await page
      .getByRole('navigation', { name: 'Für Katzen: Futterarten' })
      .getByRole('link', { name: 'Trockenfutter' })
      .click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.listError }).waitFor();
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(2);
    expect(page.problems.filter((p) => !/status of 500/.test(p))).toEqual([]);
    await page.close();
  });

  it('a popup closed with ×, Escape or a click beside it does not apply; labels keep whole words', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      await loadedList(page, () => page.goto(`${baseUrl}${LIST}`));
      const before = page.url();
      if (width === 390) await page.getByRole('button', { name: 'Filter', exact: true }).click();
      for (const close of ['×', 'Escape', 'beside'] as const) {
        await page.getByRole('button', { name: /^Alter & Futterart/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Alter & Futterart' });
        await dialog.getByRole('checkbox', { name: /^Adult/ }).check();
        if (close === '×') await dialog.getByRole('button', { name: 'Schließen' }).click();
        else if (close === 'Escape') await page.keyboard.press('Escape');
        else await page.mouse.click(5, 5);
        await dialog.waitFor({ state: 'detached' });
        expect(page.url(), close).toBe(before);
      }
      await page.getByRole('button', { name: /^Alter & Futterart/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Alter & Futterart' });
      expect(await dialog.getByRole('checkbox', { name: /^Adult/ }).isChecked()).toBe(false);
      // "Alleinfuttermittel" on one line: its label is no taller than one line of text.
      const label = dialog.locator('.option-label', { hasText: 'Alleinfuttermittel' });
      const lines = await label.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.firstChild as Node);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      await finish(page, `filter-popup-${width}`);
      await page.close();
    }
  });

  it('contact form, report and brand question never show success: false as sent', async () => {
    const page = await open(390);
    await page.route('**/api/send-mail', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl}/kontakt?topic=Allgemein`);
    await page.getByLabel('Name *').fill('Erika');
    await page.getByLabel('E-Mail Adresse *').fill('erika@example.org');
    await page.getByLabel('Nachricht *').fill('Hallo');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Leider ist ein Fehler aufgetreten.' }).waitFor();
    expect(await page.getByText('Nachricht gesendet.').count()).toBe(0);
    expect(await page.getByLabel('Nachricht *').inputValue()).toBe('Hallo');

    const url = await productWithOffers();
    await page.route('**/api/report-product', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"success":false,"message":"Kein Produkt mit dieser Produkt-ID gefunden."}',
      }),
    );
    await page.goto(`${baseUrl}/produkte/${url}`);
    await page.getByRole('button', { name: 'Produkt melden' }).click();
    const report = page.getByRole('dialog', { name: 'Produkt melden' });
    await report.getByRole('textbox').fill('Rezeptur geändert');
    await report.getByRole('button', { name: 'Absenden' }).click();
    await report.getByRole('alert').filter({ hasText: MESSAGES.productInfoError }).waitFor();
    expect(await report.getByRole('status').count()).toBe(0);
    await finish(page, 'melden-fehlt-390');
    await page.close();
  });

  it('a guest tapping ♥ gets a message with a login link, no browser alert', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      const native: string[] = [];
      page.on('dialog', (dialog) => {
        native.push(dialog.message());
        void dialog.dismiss();
      });
      await loadedList(page, () => page.goto(`${baseUrl}${LIST}`));
      await page
        .locator('.product-card')
        .first()
        .getByRole('button', { name: /zu den Favoriten$/ })
        .click();
      const toast = page.getByRole('region', { name: 'Meldungen' }).getByRole('status');
      await toast.getByText(MESSAGES.notSignedIn).waitFor();
      expect(await toast.getByRole('link', { name: 'Zum Login' }).getAttribute('href')).toBe('/login');
      expect(native).toEqual([]);
      // The pointer moves on (its hover tooltip is not part of the page's state).
      await page.mouse.move(0, 0);
      await finish(page, `favorit-gast-${width}`);
      await page.close();
    }
  });

  it('the product page: price and best offer above the fold on a phone, all tabs, offer times and VAT', async () => {
    const url = await productWithOffers();
    const { product } = (await (await fetch(`${baseUrl}/api/product?url=${url}`)).json()) as {
      product: ProductDetail;
    };
    for (const width of WIDTHS) {
      const page = await open(width);
      await page.goto(`${baseUrl}/produkte/${url}`);
      const shop = page.getByRole('link', { name: /^Zum besten Angebot bei / });
      const box = await shop.boundingBox();
      expect(box && box.y + box.height, 'best offer above the fold').toBeLessThanOrEqual(900);
      // Every link to a section whole on screen, none cut off.
      const tabs = await page
        .getByRole('navigation', { name: 'Produktbereiche' })
        .getByRole('link')
        .evaluateAll((list) =>
          list.map((t) => {
            const r = t.getBoundingClientRect();
            return r.left >= 0 && r.right <= window.innerWidth && t.scrollWidth <= t.clientWidth + 1;
          }),
        );
      expect(tabs, `at ${width} px`).toEqual([true, true, true, true]);
      const note = page.getByText(/^Alle Preise inkl\. MwSt\./);
      expect(await note.textContent()).toContain('seit mehr als 48 Stunden');
      // Each offer says when its shop last confirmed its price.
      const stands = await page
        .locator('.offers-price')
        .getByText(/^Stand /)
        .allTextContents();
      expect(stands).toHaveLength(product.variants.length);
      for (const stand of stands) expect(stand).toMatch(/^Stand (heute|gestern), \d\d:\d\d Uhr$/);
      // The chart's range and its lowest price say the same span.
      const history = page.getByRole('region', { name: 'Preisverlauf' });
      await history.getByText('Tiefstpreis der letzten 90 Tage:').waitFor();
      await history.getByRole('button', { name: '12 Monate' }).click();
      await history.getByText('Tiefstpreis der letzten 12 Monate:').waitFor();
      expect(await page.getByText(/\b1 Tage\b/).count()).toBe(0);
      await finish(page, `produktseite-${width}`);
      expect(await smallTargets(page, '.product-page button:visible, .product-page select:visible')).toEqual(
        [],
      );
      await page.close();
    }
  });

  it('the compare list: ingredients, differences, only differences, names in view, two columns on a phone', async () => {
    const ids = (
      (await (
        await fetch(`${baseUrl}/api/filter-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ filters: { animal: ['dog'], type1: ['wet'] } }),
        })
      ).json()) as { products: { _id: string }[] }
    ).products
      .slice(0, 3)
      .map((p) => p._id);
    for (const width of WIDTHS) {
      const page = await open(width);
      await page.goto(`${baseUrl}/`);
      await page.evaluate(
        (list) => localStorage.setItem('futterkompass.compareList', JSON.stringify(list)),
        ids,
      );
      await page.goto(`${baseUrl}/vergleichsliste`);
      await page.getByRole('table').waitFor();
      await page.getByRole('rowheader', { name: /^Tierische Zutaten/ }).waitFor();
      const rows = () => page.getByRole('rowheader').count();
      const all = await rows();
      await page.getByLabel('Nur Unterschiede zeigen').check();
      expect(await rows()).toBeLessThan(all);
      expect(await page.locator('tr.is-different').count()).toBeGreaterThan(0);
      await page.getByLabel('Nur Unterschiede zeigen').uncheck();
      // Scrolled down in its box, the product names stay at the top.
      const scroller = page.locator('.compare-scroll');
      await scroller.evaluate((el) => {
        el.scrollTop = 600;
      });
      const name = page.getByRole('columnheader').first();
      const [boxTop, nameTop] = await Promise.all([
        scroller.evaluate((el) => el.getBoundingClientRect().top),
        name.evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(Math.abs(nameTop - boxTop)).toBeLessThan(2);
      if (width === 390) {
        const columns = await page.evaluate(() => {
          const box = document.querySelector('.compare-scroll')?.getBoundingClientRect();
          const head = document.querySelector('.compare-corner')?.getBoundingClientRect();
          const cell = document.querySelector('.compare-product')?.getBoundingClientRect();
          return box && head && cell ? (box.width - head.width) / cell.width : 0;
        });
        expect(columns).toBeGreaterThanOrEqual(2);
      }
      await finish(page, `vergleich-${width}`);
      await page.close();
    }
  });

  it('footer, merchant page, category grid and tap targets of 44 px', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      await page.goto(`${baseUrl}/`);
      const footer = page.getByRole('navigation', { name: 'Fußzeile' });
      expect(await footer.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toBe('/ueber-uns');
      expect(await footer.getByRole('link', { name: /^Ratgeber/ }).getAttribute('target')).toBe('_blank');
      expect(await footer.getByRole('link', { name: /^Händlerbereich/ }).getAttribute('href')).toBe('/b2b');
      const cats = page.getByRole('navigation', { name: 'Für Katzen: Futterarten' });
      await cats.getByRole('link', { name: 'Trockenfutter' }).click();
      // The category page, at its own address.
      await page.waitForURL(`${baseUrl}/katze/trockenfutter`);
      // No "0 Produkte" while the answer is on its way.
      expect(await page.getByText(/^0 Produkte$/).count()).toBe(0);
      await page.locator('.product-card').first().waitFor();
      expect(
        await smallTargets(
          page,
          '.top-bar a, .results-controls select, .pagination button, .chip, .product-card button',
        ),
      ).toEqual([]);
      await page.goto(`${baseUrl}/b2b`);
      await page.getByRole('heading', { name: 'Händlerbereich', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'So listest du deine Angebote' }).waitFor();
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: 'Kontaktformular' })
          .first()
          .getAttribute('href'),
      ).toBe('/kontakt?topic=Allgemein');
      await finish(page, `haendlerbereich-${width}`);
      await page.goto(`${baseUrl}/`);
      await finish(page, `startseite-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });
});
