import { type ProductDetail, productPath } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { describeInBrowser, type JourneyPage, loadedList, screenshot } from './browser';
import { mailedLink, registerVerified } from './outbox';

const PASSWORD = 'geheim12';

/**
 * Each entry point a signed-out visitor meets (the heart on a card and on the product page, the
 * review form, the binder vote; the price alert is in phone.test.ts): log in or register from it,
 * and be back where they were with their action done.
 */
describeInBrowser(
  'back to the started action after login or registration',
  ({ page: open, baseUrl, dataDir }) => {
    let accounts = 0;
    /** A verified account of its own: no journey finds another's hearts, reviews or votes. */
    const account = async (page: JourneyPage) => {
      const name = `Rueck${Date.now().toString(36)}${accounts++}`;
      await registerVerified(page.request, { baseUrl, dataDir }, name, PASSWORD);
      return name;
    };
    const product = async (): Promise<ProductDetail> => {
      const listed = (await (
        await fetch(`${baseUrl}/api/filter-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ filters: { animal: 'cat', type1: 'wet' } }),
        })
      ).json()) as { products: { urlExtension: string }[] };
      const url = listed.products[accounts % listed.products.length]?.urlExtension;
      return ((await (await fetch(`${baseUrl}/api/product?url=${url}`)).json()) as { product: ProductDetail })
        .product;
    };
    const logIn = async (page: JourneyPage, name: string) => {
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByLabel('Nutzername oder E-Mail Adresse').fill(name);
      await page.getByLabel('Passwort').fill(PASSWORD);
      await page.getByRole('button', { name: 'Einloggen' }).click();
    };
    const followToastLogin = async (page: JourneyPage) => {
      const toast = page.getByRole('status').filter({ hasText: 'Du musst eingeloggt sein' });
      await toast.getByRole('link', { name: 'Zum Login' }).click();
    };

    it('heart on a list card: login, back on the same list page with the heart set', async () => {
      const page = await open(1280);
      const name = await account(page);
      await loadedList(page, () =>
        page.goto(`${baseUrl}/produkte?animal=dog&currentPage=2&productsPerPage=12&sortBy=brand&type1=dried`),
      );
      const address = page.url();
      const heart = page.getByRole('button', { name: / zu den Favoriten$/ }).nth(2);
      const label = (await heart.getAttribute('aria-label')) ?? '';
      await heart.click();
      await followToastLogin(page);
      await logIn(page, name);

      await page.waitForURL(address);
      const set = page.getByRole('button', {
        name: label.replace(/ zu den Favoriten$/, ' aus den Favoriten entfernen'),
      });
      await expect.poll(() => set.getAttribute('aria-pressed')).toBe('true');
      // Done once: the stored action is gone, a reload sends nothing again.
      const sent: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/lists-update') && sent.push(r.url()));
      await page.reload();
      await set.waitFor();
      expect(sent).toEqual([]);
      expect(page.problems).toEqual([]);
    });

    it('list choice on the product page (phone): login, back on the product, on the chosen list', async () => {
      const page = await open(390);
      const name = await account(page);
      const p = await product();
      await page.goto(`${baseUrl}${productPath(p.urlExtension)}`);
      const select = page.getByRole('combobox', { name: 'Auf eine Liste setzen' });
      await select.selectOption('negFavorites');
      await followToastLogin(page);
      await logIn(page, name);

      await page.waitForURL(`${baseUrl}${productPath(p.urlExtension)}`);
      await expect.poll(() => select.inputValue()).toBe('negFavorites');
      await page.goto(`${baseUrl}/profil`);
      const negative = page.locator('details', { hasText: 'Negative Erfahrungen' });
      await negative.getByText(p.series).first().waitFor({ state: 'attached' });
      expect(page.problems).toEqual([]);
    });

    it('review started: login, back at the form with the stars and text kept, sent after a last look', async () => {
      const page = await open(390);
      const name = await account(page);
      const p = await product();
      await page.goto(`${baseUrl}${productPath(p.urlExtension)}`);
      const form = page.getByRole('form', { name: 'Deine Bewertung' });
      await form.getByText('Du musst angemeldet sein, um Bewertungen verfassen zu können.').waitFor();
      await form.getByRole('radio', { name: '4 Sterne' }).check({ force: true });
      await form.getByLabel('Deine Erfahrung (optional)').fill('Frisst sie gern, verträgt es gut.');
      await form.getByRole('button', { name: 'Bewertung absenden' }).click();
      await logIn(page, name);

      await page.waitForURL(`${baseUrl}${productPath(p.urlExtension)}#bewertung-schreiben`);
      const text = form.getByLabel('Deine Erfahrung (optional)');
      await expect.poll(() => text.inputValue()).toBe('Frisst sie gern, verträgt es gut.');
      expect(await form.getByRole('radio', { name: '4 Sterne' }).isChecked()).toBe(true);
      await expect.poll(() => text.evaluate((t) => t === document.activeElement)).toBe(true);
      const box = await text.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
      await screenshot(page, 'bewertung-nach-login-390');
      await form.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check({ force: true });
      await form.getByRole('button', { name: 'Bewertung absenden' }).click();
      await form.getByRole('status').waitFor();
      await expect.poll(() => text.inputValue()).toBe('');
      expect(page.problems).toEqual([]);
    });

    it('binder vote through a new registration: verify by mail, log in, the vote is cast', async () => {
      const page = await open(1280);
      const p = await product();
      const votes = p.binderVotes.votes;
      await page.goto(`${baseUrl}${productPath(p.urlExtension)}#bindemittel`);
      const section = page.locator('#bindemittel');
      await section.getByRole('radio', { name: 'Ja' }).check();
      await section.getByRole('button', { name: 'Abstimmen' }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('link', { name: 'Registrieren' }).last().click();
      // The form's own heading first: until its module has loaded, the login form is still there,
      // and its "Nutzername oder E-Mail Adresse" would take the name.
      await page.getByRole('heading', { level: 1, name: 'Registrieren' }).waitFor();

      const name = `Neu${Date.now().toString(36)}`;
      const email = `${name.toLowerCase()}@example.org`;
      await page.getByLabel('Nutzername', { exact: true }).fill(name);
      await page.getByLabel('E-Mail Adresse', { exact: true }).fill(email);
      await page.getByLabel('E-Mail Adresse bestätigen').fill(email);
      await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Passwort bestätigen').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      // The answer itself, so that a refusal fails with its status and text, not as a missing dialog.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/register'),
        page.getByRole('button', { name: 'Registrieren' }).click(),
      ]);
      expect(`${answer.status()} ${answer.status() === 200 ? '' : await answer.text()}`).toBe('200 ');
      await page.getByRole('dialog', { name: 'Registrierung erfolgreich' }).waitFor();

      // The mailed link opens a fresh page (a new tab in a mail program): the started vote waits in
      // the browser's storage, not in the history of the page that started it.
      const mail = new URL(await mailedLink(dataDir, email, '/verifizieren'));
      await page.goto(`${baseUrl}${mail.pathname}${mail.search}`);
      await page.getByRole('button', { name: 'Zum Login' }).click();
      await page.getByLabel('Nutzername oder E-Mail Adresse').fill(email);
      await page.getByLabel('Passwort').fill(PASSWORD);
      await page.getByRole('button', { name: 'Einloggen' }).click();

      await page.waitForURL(`${baseUrl}${productPath(p.urlExtension)}#bindemittel`);
      await page.locator('#bindemittel').getByRole('status').waitFor();
      const after = (await (await fetch(`${baseUrl}/api/product?url=${p.urlExtension}`)).json()) as {
        product: ProductDetail;
      };
      expect(after.product.binderVotes.votes).toBe(votes + 1);
      await screenshot(page, 'bindemittel-nach-registrierung-1280');
      expect(page.problems).toEqual([]);
    });
  },
);
