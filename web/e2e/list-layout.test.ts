import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser } from './browser';

const LIST = '/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet';

describeInBrowser('the list’s sidebar and page links', ({ page: open, baseUrl }) => {
  it('shows every filter group as a list, the base price in view on a 1280 × 800 screen', async () => {
    const page = await open(1280);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}${LIST}`);
    await page.locator('.product-card').first().waitFor();
    // The visitor scrolls to the list: the sidebar's top comes to rest below the sticky navigation.
    await page.locator('aside.sidebar').evaluate((aside) => aside.scrollIntoView({ block: 'start' }));
    const seen = await page.evaluate(() => {
      const aside = document.querySelector('aside.sidebar') as HTMLElement;
      const nav = (document.querySelector('.main-nav') as HTMLElement).getBoundingClientRect();
      const groups = [...aside.querySelectorAll<HTMLElement>('.filter-group-button')];
      const base = groups.find((g) => g.textContent?.startsWith('Grundpreis'))?.getBoundingClientRect();
      return {
        groups: groups.length,
        // No scroll box of its own, whose lower groups would hide below its edge.
        ownScroll: [aside, ...aside.querySelectorAll<HTMLElement>('*')].some(
          (e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY),
        ),
        baseInView: !!base && base.top >= nav.bottom && base.bottom <= window.innerHeight,
      };
    });
    expect(seen).toEqual({ groups: 7, ownScroll: false, baseInView: true });
    expect(page.problems).toEqual([]);
  });

  it('gives axe’s target-size rule (Lighthouse’s audit) nothing to flag on the list on phones', async () => {
    for (const width of [360, 390, 412]) {
      const page = await open(width);
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl}${LIST}`);
      await page.locator('nav.pagination').waitFor();
      // As Lighthouse sees it: at the top, the cards below the first screen not yet rendered.
      expect({ width, found: await axeViolations(page, ['target-size']) }).toEqual({ width, found: [] });
      await page.close();
    }
  });
});
