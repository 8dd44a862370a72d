import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, overlaysGone, pageOverflow, screenshot } from './browser';

// Apart from content.test.ts so that the two journey workers share the run's longest sweep.
describeInBrowser(
  'consultants, contact, posts and text pages at 390 and 1280 px',
  ({ page: open, baseUrl }) => {
    for (const width of [390, 1280]) {
      it(`has no axe violations and no page overflow on its pages at ${width} px`, async () => {
        const page = await open(width);
        const posts = (await (await page.request.get(`${baseUrl}/api/posts`)).json()).posts as {
          _id: string;
        }[];
        const pages: [string, string, string][] = [
          ['/hunde-katzen-ernaehrungsberater', 'Ernährungsberater für Hunde und Katzen', 'berater'],
          ['/kontakt', 'Kontakt', 'kontakt'],
          ['/tipp-der-woche', 'Aktuelle Beiträge', 'beitraege'],
          [`/tipp-der-woche/show?id=${posts[0]?._id}`, '', 'beitrag'],
          ['/agb', 'Allgemeine Geschäftsbedingungen', 'agb'],
          ['/werben', 'Werben auf Futterkompass', 'werben'],
          ['/mfc-als-app', 'Futterkompass als App', 'app'],
          ['/ueber-uns', 'Über uns', 'ueber-uns'],
          ['/datenschutz', 'Datenschutzerklärung', 'datenschutz'],
        ];
        for (const [path, title, name] of pages) {
          const response = await page.goto(`${baseUrl}${path}`);
          expect(response?.status()).toBe(200);
          await page.getByRole('heading', { level: 1, ...(title && { name: title }) }).waitFor();
          await overlaysGone(page);
          expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
          expect({ path, overflow: Math.max(0, await pageOverflow(page)) }).toEqual({ path, overflow: 0 });
          // The trail starts where the heading starts, its steps on one line on a wide screen (a
          // text page's list rules once indented it and pushed each step down).
          const trail = await page.evaluate(() => {
            const steps = [...document.querySelectorAll('.breadcrumb li')].map((li) =>
              li.getBoundingClientRect(),
            );
            const heading = document.querySelector('h1')?.getBoundingClientRect();
            return {
              indent: Math.round((steps[0]?.left ?? 0) - (heading?.left ?? 0)),
              rows: new Set(steps.map((s) => Math.round((s.top + s.bottom) / 2))).size,
            };
          });
          expect({ path, ...trail }).toEqual({ path, indent: 0, rows: width === 1280 ? 1 : trail.rows });
          await screenshot(page, `${name}-${width}`);
        }
        // The results state of the consultant search, too.
        await page.goto(`${baseUrl}/hunde-katzen-ernaehrungsberater`);
        await page
          .getByRole('group', { name: /^Für welches Tier/ })
          .getByLabel('Katze')
          .check();
        await page
          .getByRole('group', { name: /^Wie alt/ })
          .getByLabel('Adult')
          .check();
        await page
          .getByRole('group', { name: /^Welche Fütterung/ })
          .getByLabel('alle')
          .check();
        await page.getByRole('button', { name: 'Berater suchen' }).click();
        await page.getByRole('heading', { name: 'Ergebnisse' }).waitFor();
        await overlaysGone(page);
        expect(await axeViolations(page)).toEqual([]);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `berater-ergebnisse-${width}`);
        expect(page.problems).toEqual([]);
        await page.close();
      });
    }
  },
);
