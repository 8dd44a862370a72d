import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, type JourneyPage, screenshot, signIn } from './browser';
import { mailedLink, registerVerified } from './outbox';

describeInBrowser('accounts', ({ page: open, baseUrl, dataDir }) => {
  /** A mailed link opened on this server (the mail names the configured public address). */
  const onServer = (link: string) => {
    const url = new URL(link);
    return `${baseUrl}${url.pathname}${url.search}`;
  };
  const login = async (page: JourneyPage, username: string, password: string) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Nutzername oder E-Mail Adresse').fill(username);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
  };

  it('register, verify, login, change e-mail and password, logout, login again, close the account', async () => {
    const page = await open();
    const name = `Journey${Date.now().toString(36)}`;
    const email = `${name.toLowerCase()}@example.org`;

    await page.goto(`${baseUrl}/registrieren`);
    await page.getByLabel('Nutzername').fill(name);
    await page.getByLabel('E-Mail Adresse', { exact: true }).fill(email);
    await page.getByLabel('E-Mail Adresse bestätigen').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('erstes1');
    await page.getByLabel('Passwort bestätigen').fill('erstes1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Bitte akzeptieren Sie unsere Datenschutzrichtlinien.',
    );
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByRole('dialog', { name: 'Registrierung erfolgreich' }).waitFor();
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await login(page, name, 'erstes1');
    await page.getByRole('button', { name: 'Bestätigungslink erneut senden' }).waitFor();

    await page.goto(onServer(await mailedLink(dataDir, email, '/verifizieren')));
    await page.getByRole('dialog', { name: 'Email verifiziert!' }).waitFor();
    await page.getByRole('button', { name: 'Zum Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    await login(page, email.toUpperCase(), 'erstes1');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('heading', { name: 'Dein Profil', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Konto' }).click();
    await page.getByText(email, { exact: true }).waitFor();

    // The e-mail change needs the password and waits for the link mailed to the new address.
    const newEmail = `neu.${email}`;
    const emailForm = page.getByRole('form', { name: 'E-Mail Adresse ändern' });
    await emailForm.getByLabel('Neue E-Mail Adresse', { exact: true }).fill(newEmail);
    await emailForm.getByLabel('Neue E-Mail Adresse bestätigen').fill(newEmail);
    await emailForm.getByRole('button', { name: 'E-Mail Adresse ändern' }).click();
    expect(await emailForm.getByRole('alert').textContent()).toBe('Bitte gib dein aktuelles Passwort ein.');
    await emailForm.getByLabel('Aktuelles Passwort').fill('erstes1');
    await emailForm.getByRole('button', { name: 'E-Mail Adresse ändern' }).click();
    expect(await emailForm.getByRole('status').textContent()).toBe(
      `Fast geschafft: Wir haben dir einen Link an ${newEmail} geschickt. Deine E-Mail Adresse ändert sich erst, wenn du ihn öffnest (24 Stunden gültig).`,
    );
    const accountData = page.locator('dl.account-data');
    await accountData.getByText(email, { exact: true }).waitFor();
    await accountData.getByText(/Noch nicht bestätigt/).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The profile's three tabs share one row, on a phone too.
      const tabTops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect({ width, rows: new Set(tabTops).size, tabs: tabTops.length }).toEqual({
        width,
        rows: 1,
        tabs: 3,
      });
      await screenshot(page, `profil-email-wartet-${width}`);
    }
    await page.goto(onServer(await mailedLink(dataDir, newEmail, '/email-bestaetigen')));
    const confirmed = page.getByRole('dialog', { name: 'E-Mail Adresse geändert' });
    expect(await confirmed.getByRole('status').textContent()).toBe('E-Mail Adresse erfolgreich geändert');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'email-bestaetigt-1280');
    await page.getByRole('button', { name: 'Zum Profil' }).click();
    await page.waitForURL(`${baseUrl}/profil`);
    await page.getByRole('tab', { name: 'Konto' }).click();
    await page.getByText(newEmail, { exact: true }).waitFor();
    expect(await page.getByText(/Noch nicht bestätigt/).count()).toBe(0);

    const passwordForm = page.getByRole('form', { name: 'Passwort ändern' });
    await passwordForm.getByLabel('Altes Passwort').fill('falsch');
    await passwordForm.getByLabel('Neues Passwort', { exact: true }).fill('zweites2');
    await passwordForm.getByLabel('Neues Passwort bestätigen').fill('zweites2');
    await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
    expect(await passwordForm.getByRole('alert').textContent()).toBe('Das alte Passwort ist nicht korrekt.');
    await passwordForm.getByLabel('Altes Passwort').fill('erstes1');
    await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
    expect(await passwordForm.getByRole('status').textContent()).toBe('Dein Passwort wurde geändert.');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await login(page, name, 'erstes1');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Nutzername, E-Mail Adresse oder Passwort ist falsch.',
    );
    await page.getByLabel('Passwort').fill('zweites2');
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // Closing the account needs its password, then the page's own confirmation.
    await page.goto(`${baseUrl}/profil?tab=konto`);
    // The page's own dialog and message, never the browser's confirm() and alert().
    const native: string[] = [];
    page.on('dialog', (dialog) => {
      native.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const closeForm = page.getByRole('form', { name: 'Konto schließen' });
    const closePassword = closeForm.getByLabel('Passwort zum Schließen des Kontos');
    const confirm = page.getByRole('dialog', { name: 'Konto schließen' });
    await closePassword.fill('erstes1');
    await closeForm.getByRole('button', { name: 'Konto schliessen' }).click();
    await confirm.getByRole('button', { name: 'Konto endgültig schließen' }).click();
    expect(await closeForm.getByRole('alert').textContent()).toBe('Das Passwort ist nicht korrekt.');
    await closePassword.fill('zweites2');
    await closeForm.getByRole('button', { name: 'Konto schliessen' }).click();
    await confirm.getByText('Bist du sicher, dass du dein Konto schließen möchtest?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Konto endgültig schließen' }).click();
    await page.getByRole('region', { name: 'Meldungen' }).getByText('Benutzer gelöscht.').waitFor();
    await page.waitForURL(`${baseUrl}/login`);
    expect(native).toEqual([]);
    await login(page, name, 'zweites2');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Nutzername, E-Mail Adresse oder Passwort ist falsch.',
    );
    // Refused logins and the wrong passwords answer with 4xx, which the console reports.
    expect(page.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await page.close();
  });

  it('lets a signed-in user remove a product from a profile list', async () => {
    const page = await open();
    // A fresh account, so that other journeys' favourites of the demo user do not matter.
    const name = `Listen${Date.now().toString(36)}`;
    await registerVerified(page.request, { baseUrl, dataDir }, name, 'listen1');
    await signIn(page, baseUrl, name, 'listen1');
    await page.goto(
      `${baseUrl}/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet`,
    );
    const card = page.locator('.product-card').first();
    const series = (await card.locator('.product-card-series').textContent())?.trim() ?? '';
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/lists-update'));
    await card.getByRole('button', { name: /Favorit/ }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`${baseUrl}/profil`);
    const favourites = page.locator('details', { hasText: 'Favoriten' });
    const entry = favourites.locator('li', { hasText: series });
    await entry.waitFor();
    await screenshot(page, 'profil-listen-1280');
    await entry.getByRole('button', { name: /entfernen$/ }).click();
    await entry.waitFor({ state: 'detached' });
    await favourites.getByText('Keine Produkte vorhanden.').waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  });

  // One test per width: each stays well inside the test timeout on a busy machine.
  it.for([390, 1280])('works with the keyboard alone and passes axe at %i px', async (width) => {
    const page = await open(width);
    for (const [path, heading] of [
      ['/registrieren', 'Registrieren'],
      ['/login', 'Login'],
      ['/passwort-vergessen', 'Passwort vergessen'],
      ['/passwort-zuruecksetzen?token=0123456789abcdef', 'Passwort zurücksetzen'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `${path.slice(1).split('?')[0]}-${width}`);
    }

    // Keyboard only: tab into the login form, type, submit with Enter, see the error at the field.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Nutzername oder E-Mail Adresse').focus();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Bitte gib Nutzernamen oder E-Mail Adresse und Passwort ein.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await page.keyboard.type('demo12345');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/profil`);
    await page.getByRole('heading', { name: 'Dein Profil', level: 1 }).waitFor();
    await page.locator('.profile-lists').waitFor();
    await page.getByRole('tab', { name: 'Produktlisten' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Konto', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Konto');
    await page.getByText('Mitglied seit').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `profil-konto-${width}`);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
