import { CALCULATORS, productPath, ROUTES } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { SOCIAL_POPUP_DELAY_MS } from '../src/shell/SocialPopup';
import { STORAGE_KEYS } from '../src/storage';
import { describeInBrowser, type JourneyPage, signIn } from './browser';
import { type TargetProblem, tapTargetProblems } from './targets';

const PHONE = { width: 390, height: 844 };

/** Problems as readable lines, with where they were found. */
const lines = (where: string, problems: TargetProblem[]) =>
  problems.map(
    (p) => `${where}: ${p.target} ${p.width}×${p.height}${p.coveredBy ? ` unter ${p.coveredBy}` : ''}`,
  );

/** The page, then each of its tabs (a hidden panel's controls count once it is shown). */
async function pageAndTabs(page: JourneyPage, where: string): Promise<string[]> {
  const found = lines(where, await tapTargetProblems(page));
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent()) ?? '';
    await tab.click();
    await page.getByRole('tabpanel', { name }).waitFor();
    found.push(...lines(`${where} › ${name}`, await tapTargetProblems(page)));
  }
  return found;
}

/**
 * A calculator's favourites, once loaded. Their call starts after hydration and may begin after the
 * network went idle on a busy machine; in the clock's leap its 15 s timeout would abort it.
 */
const favoritesLoaded = (page: JourneyPage) =>
  page.waitForFunction(() => {
    const box = document.querySelector('.favorite-select');
    const select = box?.querySelector('select');
    return !box || (select && !select.disabled) || box.textContent?.includes('noch keine Produkte');
  });

describeInBrowser('tap targets on a phone', ({ page: open, baseUrl }) => {
  it('measures every interactive element at 390 px: none under 44 × 44, none covered by the social box', async () => {
    const page = await open(PHONE.width);
    await page.setViewportSize(PHONE);
    // The social box comes after 15 s: the page's clock is moved on instead of waited for.
    await page.clock.install();
    await signIn(page, baseUrl, 'demo', 'demo12345');
    const listed = (await (
      await fetch(`${baseUrl}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: 'dog', type1: 'wet' } }),
      })
    ).json()) as { products: { _id: string; urlExtension: string }[] };
    const ids = listed.products.slice(0, 3).map((p) => p._id);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [STORAGE_KEYS.compareList, JSON.stringify(ids)],
    );
    const product = listed.products[0]?.urlExtension ?? '';

    const pages: [string, string][] = [
      ['Startseite', ROUTES.home],
      ['Liste', ROUTES.products],
      ['Produkt', productPath(product)],
      ['Vergleich', ROUTES.compare],
      ['Profil', ROUTES.profile],
      ...CALCULATORS.map((c): [string, string] => [c.label, c.path]),
    ];
    const problems: string[] = [];
    let measured = 0;
    for (const [where, path] of pages) {
      await page.goto(`${baseUrl}${path}`);
      // Calls still under way would time out in the leap (the session's check, which then signs out).
      await page.waitForLoadState('networkidle');
      await favoritesLoaded(page);
      await page.clock.fastForward(SOCIAL_POPUP_DELAY_MS);
      await page.getByRole('region', { name: 'Folge Futterkompass' }).waitFor();
      // The profile once the session is confirmed (before, the login form stands in for it).
      if (path === ROUTES.profile) await page.getByRole('tab').first().waitFor();
      measured += await page.locator('a[href], button, input, select, textarea').count();
      problems.push(...(await pageAndTabs(page, where)));
      if (path !== ROUTES.products) continue;
      // The list's filters on a phone: the panel, and each group's popup over it.
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const panel = page.locator('#filter-panel');
      problems.push(...lines('Filter', await tapTargetProblems(page, '#filter-panel')));
      const groups = panel.locator('.filter-group-button');
      for (let i = 0; i < (await groups.count()); i++) {
        const name = (await groups.nth(i).textContent()) ?? '';
        await groups.nth(i).click();
        const popup = page.getByRole('dialog', { name });
        await popup.waitFor();
        problems.push(...lines(`Filter › ${name}`, await tapTargetProblems(page, '[role="dialog"]')));
        await popup.getByRole('button', { name: 'Schließen' }).click();
        await popup.waitFor({ state: 'detached' });
      }
    }
    expect(measured).toBeGreaterThan(300);
    expect(problems).toEqual([]);
    expect(page.problems).toEqual([]);
  });
});
