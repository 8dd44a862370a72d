import { expect, it } from 'vitest';
import { describeInBrowser, overlaysGone, scrollAtRest } from './browser';

describeInBrowser(
  'consultants, contact, posts, text pages and the installable app',
  ({ page: open, baseUrl }) => {
    it('searches consultants, shows them by country and zip area, and starts again', async () => {
      const page = await open(1280);
      await page.goto(`${baseUrl}/hunde-katzen-ernaehrungsberater`);
      const form = page.getByRole('form', { name: 'Fragebogen' });
      await form.waitFor();
      await form.getByRole('button', { name: 'Berater suchen' }).click();
      await page.getByRole('alert').getByText('Bitte fülle alle Pflichtfelder aus.').waitFor();
      await page
        .getByRole('group', { name: /^Für welches Tier/ })
        .getByLabel('Hund')
        .check();
      await page
        .getByRole('group', { name: /^Wie alt/ })
        .getByLabel('alle')
        .check();
      await page
        .getByRole('group', { name: /^Welche Fütterung/ })
        .getByLabel('alle')
        .check();
      const search = form.getByRole('button', { name: 'Berater suchen' });
      await search.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => {
        const seen = { max: window.scrollY };
        window.addEventListener('scroll', () => (seen.max = Math.max(seen.max, window.scrollY)));
        (window as unknown as { seen: typeof seen }).seen = seen;
        return window.scrollY;
      });
      await search.click();
      const heading = page.getByRole('heading', { name: 'Ergebnisse', level: 2 });
      await heading.waitFor();
      await overlaysGone(page);
      expect(await page.getByRole('heading', { level: 3 }).first().textContent()).toBe('Deutschland');
      expect(await page.getByRole('heading', { level: 4 }).first().textContent()).toMatch(/^PLZ-Bereich \d$/);
      expect(await page.locator('.consultant-card').count()).toBeGreaterThan(5);
      // Scrolled so that the results (their heading and the button beside it) sit 60 px below the
      // top on a wide screen, clear of the 60 px navigation, once the smooth scroll has come to rest.
      await scrollAtRest(page);
      const [results, restart, nav] = await page.evaluate(() =>
        ['.consultant-results', '.consultant-results-head button', '.main-nav'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return { top: box?.top ?? Number.NaN, bottom: box?.bottom ?? Number.NaN };
        }),
      );
      expect(results?.top).toBeCloseTo(60, 0);
      expect(restart?.top).toBeGreaterThanOrEqual(nav?.bottom ?? Number.NaN);
      // And down from where the reader was: never further.
      expect(
        await page.evaluate(() => (window as unknown as { seen: { max: number } }).seen.max),
      ).toBeLessThan(before + 500);
      await page.getByRole('button', { name: 'Suche neu starten' }).click();
      await form.waitFor();
      expect(await form.locator('input:checked').count()).toBe(0);
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('checks the contact form in the specified order and sends it', async () => {
      const page = await open(390, { enforceCsp: true });
      await page.goto(`${baseUrl}/kontakt?topic=Anregungen`);
      await page.getByRole('heading', { name: 'Kontakt', level: 1 }).waitFor();
      expect(await page.getByLabel('Betreff *').inputValue()).toBe('Anregungen');
      await page.getByLabel('Betreff *').selectOption('');
      const send = page.getByRole('button', { name: 'Nachricht senden' });
      for (const [label, value, message] of [
        ['Name *', 'Erika Muster', 'Bitte gib einen Namen ein.'],
        ['E-Mail Adresse *', 'erika@example.org', 'Bitte gib eine gültige E-Mail Adresse ein.'],
        ['Betreff *', 'Produkt', 'Bitte wähle einen Betreff aus.'],
        ['Nachricht *', 'Bitte nehmt das Futter X auf.', 'Bitte gib eine Nachricht ein.'],
      ] as const) {
        await send.click();
        expect(await page.getByRole('alert').textContent()).toBe(message);
        if (label === 'Betreff *') await page.getByLabel(label).selectOption(value);
        else await page.getByLabel(label).fill(value);
      }
      await send.click();
      await page.getByRole('status').getByText('Nachricht gesendet.').waitFor();
      expect(await page.getByLabel('Name *').inputValue()).toBe('');
      expect(await page.getByLabel('Nachricht *').inputValue()).toBe('');
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('renders page 2 of a post’s PDF with pdf.js under the real Content-Security-Policy', async () => {
      const page = await open(1280, { enforceCsp: true });
      await page.goto(`${baseUrl}/tipp-der-woche`);
      const item = page.getByRole('listitem').filter({ hasText: 'Trockenmasse verstehen' });
      expect(await item.getByRole('link', { name: /^Download/ }).getAttribute('download')).toBe('');
      await item.getByRole('link', { name: /^Jetzt ansehen/ }).click();
      await page.getByRole('heading', { name: 'Trockenmasse verstehen', level: 1 }).waitFor();
      // The post's text is the page's; the PDF opens behind its disclosure.
      await page.getByText('Original-PDF ansehen').click();
      const second = page.getByRole('button', { name: 'Seite 2' });
      await second.click();
      expect(await second.getAttribute('aria-current')).toBe('page');
      await page.getByRole('img', { name: 'Trockenmasse verstehen, Seite 2 von 2' }).waitFor();
      await overlaysGone(page);
      const inked = await page.locator('.pdf-frame canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
          0,
          0,
          canvas.width,
          canvas.height,
        );
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) dark++;
        return { dark, width: canvas.width };
      });
      expect(inked.width).toBeGreaterThan(300);
      expect(inked.dark).toBeGreaterThan(100);
      expect(page.problems).toEqual([]);
      await page.close();
    });

    it('is installable: manifest and icons, a service worker, and the shell offline after one visit', async () => {
      const page = await open(1280, { enforceCsp: true });
      // Whether the app had taken the server's page over when it registered the service worker.
      await page.addInitScript(() => {
        const container = navigator.serviceWorker;
        const register = container.register.bind(container);
        container.register = (...args) => {
          document.documentElement.dataset.swAfterTakeover = String(
            document.documentElement.dataset.app === 'runs',
          );
          return register(...args);
        };
      });
      await page.goto(baseUrl);
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await page.request.get(`${baseUrl}${manifestUrl}`)).json();
      expect(manifest).toMatchObject({ short_name: 'Futterkompass', start_url: '/', display: 'standalone' });
      expect(manifest.theme_color).toBe('#2e7d32');
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const response = await page.request.get(`${baseUrl}${icon.src}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
      }
      expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => i.purpose ?? i.sizes)).toEqual([
        '192x192',
        '512x512',
        'maskable',
      ]);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${baseUrl}/`);
      expect(await page.evaluate(() => document.documentElement.dataset.swAfterTakeover)).toBe('true');
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(page.problems).toEqual([]);

      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('navigation', { name: 'Fußzeile' }).waitFor();
      await page.goto(`${baseUrl}/mfc-als-app`);
      await page.getByRole('heading', { name: 'Futterkompass als App', level: 1 }).waitFor();
      await page.context().setOffline(false);
      await page.close();
    });
  },
);
