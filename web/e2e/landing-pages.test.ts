import { type BrandListing, brandPath, ROUTES } from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { axeViolations, describeInBrowser, pageOverflow, screenshot } from './browser';

describeInBrowser('brand and category pages as a visitor sees them', ({ page: open, baseUrl }) => {
  it('shows the brand index, a brand page, a category page and a list’s page 2, at 390 and 1280 px', async () => {
    const { brands } = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { brands: BrandListing[] };
    const brand = [...brands].sort((a, b) => b.count - a.count)[0] as BrandListing;
    for (const width of [390, 1280]) {
      const page = await open(width);
      for (const [name, path, heading] of [
        ['marken', ROUTES.brands, 'Alle Marken'],
        ['marke', brandPath(brand.slug), brand.name],
        ['kategorie', '/katze/trockenfutter', 'Trockenfutter für Katzen'],
        ['kategorie-seite-2', '/hund/nassfutter?currentPage=2', 'Nassfutter für Hunde'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
        expect(await pageOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
        await screenshot(page, `${name}-${width}`);
      }
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });

  it('reaches a brand from the brand index and the next page of its list by keyboard', async () => {
    const { brands } = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { brands: BrandListing[] };
    // A brand with more than one page of products.
    const brand = brands.find((b) => b.count > 12) as BrandListing;
    const page = await open(1280);
    await page.goto(`${baseUrl}${ROUTES.brands}`);
    await page.getByRole('link', { name: new RegExp(`^${brand.name} \\(`) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${brandPath(brand.slug)}`);
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    // The page numbers are links: focus reaches them, Enter opens the page in place.
    const next = page
      .getByRole('navigation', { name: 'Seiten' })
      .getByRole('link', { name: 'Seite 2', exact: true });
    expect(await next.getAttribute('href')).toBe(`${brandPath(brand.slug)}?currentPage=2`);
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/currentPage=2$/);
    await expect.poll(() => next.getAttribute('aria-current')).toBe('page');
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
