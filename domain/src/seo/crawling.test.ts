import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SEARCH } from '../catalog-query';
import { ROUTES } from '../pages';
import { CALCULATORS, editProductPath, productPath } from '../routes';
import { robotsTxt, SITEMAP_FIXED_PAGES, SITEMAP_PATH, UNLISTED_PAGES } from './crawling';

const SITE = 'https://futterkompass.example';
const robots = robotsParser(`${SITE}/robots.txt`, robotsTxt(SITE));
const allowed = (path: string) => robots.isAllowed(`${SITE}${path}`, 'Googlebot');

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the accounts, the merchant area, the forms and the click-outs', () => {
    for (const path of [
      '/api/filter-products',
      '/api/admin/reindex',
      '/auth/login',
      '/metrics',
      ROUTES.profile,
      ROUTES.login,
      ROUTES.register,
      `${ROUTES.resetPassword}?token=abc`,
      `${ROUTES.verify}?token=abc`,
      ROUTES.b2b,
      `${ROUTES.b2b}/feeds`,
      ROUTES.newProduct,
      editProductPath('marke-serie'),
      '/weiter/aaaaaaaaaaaaaaaaaaaaaaaa',
      `${ROUTES.contact}?topic=Werben`,
    ])
      expect(allowed(path), path).toBe(false);
  });

  it('lets them read the public pages, the product images and the sitemap', () => {
    for (const path of [
      ROUTES.home,
      `${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`,
      productPath('marke-serie-huhn'),
      ROUTES.energy,
      `${ROUTES.tip}?id=aaaaaaaaaaaaaaaaaaaaaaaa`,
      ROUTES.imprint,
      ROUTES.contact,
      '/files/bild.png',
      SITEMAP_PATH,
      '/sitemaps/products-1.xml',
    ])
      expect(allowed(path), path).toBe(true);
  });

  it('names the sitemap index by its absolute address', () => {
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });
});

describe('pages of the sitemap', () => {
  it('lists every fixed route, keeps it out, or names why neither: a new route must be placed', () => {
    for (const path of Object.values(ROUTES)) {
      const places = [SITEMAP_FIXED_PAGES.includes(path), !allowed(path), UNLISTED_PAGES.includes(path)];
      expect(places.filter(Boolean), path).toHaveLength(1);
    }
  });

  it('lists the calculators', () => {
    for (const { path } of CALCULATORS) expect(SITEMAP_FIXED_PAGES).toContain(path);
  });
});
