import { PRODUCT_PAGE_PATTERN, ROUTES } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { routeData } from './route-data';

describe('the data of a server-rendered page', () => {
  it('goes out without what could not be read, and the failure is logged under the page', async () => {
    const failures: [string, string][] = [];
    const outage = new Error('store away');
    const deps = {
      productPage: () => Promise.reject(outage),
      posts: () => Promise.reject(outage),
      onDataError: (error: unknown, url: string) => failures.push([(error as Error).message, url]),
    };
    const product = await routeData(deps, PRODUCT_PAGE_PATTERN, '/produkte/royal-canin', '');
    const tips = await routeData(deps, ROUTES.tips, ROUTES.tips, '');
    // Crawlers come back for the product; the list of tips is left to the browser.
    expect([product.status, product.data, tips.status, tips.data]).toEqual([503, {}, 200, {}]);
    expect(failures).toEqual([
      ['store away', '/produkte/royal-canin'],
      ['store away', ROUTES.tips],
    ]);
  });
});
