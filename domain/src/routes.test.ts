import { describe, expect, it } from 'vitest';
import {
  EDIT_PRODUCT_PATTERN,
  NOT_FOUND_PATTERN,
  PRODUCT_PAGE_PATTERN,
  PUBLIC_ROUTES,
  ROUTES,
} from './pages';
import { productPath, routePatternOf, urlExtensionOf } from './routes';
import { absoluteUrl, productCanonicalUrl } from './seo/canonical-url';
import { ROBOTS_DISALLOWED } from './seo/crawling';

describe('route patterns', () => {
  it('names the route of a path: fixed, product page, edit form or the 404 page', () => {
    expect(routePatternOf('/')).toBe(ROUTES.home);
    expect(routePatternOf('/produkte/')).toBe(ROUTES.products);
    expect(routePatternOf('/produkte/waldhof-lamm')).toBe(PRODUCT_PAGE_PATTERN);
    expect(routePatternOf('/produkte/waldhof-lamm//')).toBe(PRODUCT_PAGE_PATTERN);
    expect(routePatternOf('/produkt-bearbeiten/waldhof-lamm')).toBe(EDIT_PRODUCT_PATTERN);
    expect(routePatternOf('/produkte/a/b')).toBe(NOT_FOUND_PATTERN);
    expect(routePatternOf('/gibt-es-nicht')).toBe(NOT_FOUND_PATTERN);
  });

  it('reads a product page’s urlExtension, decoded; none for other paths or broken escapes', () => {
    expect(urlExtensionOf(productPath('lamm & reis'))).toBe('lamm & reis');
    expect(urlExtensionOf('/produkte/lamm/')).toBe('lamm');
    expect(urlExtensionOf('/produkte/%E0%A4%A')).toBeNull();
    expect(urlExtensionOf('/produkte')).toBeNull();
  });

  it('keeps account, profile and editor pages out of the public ones', () => {
    for (const route of [
      ROUTES.login,
      ROUTES.profile,
      ROUTES.logout,
      ROUTES.newProduct,
      EDIT_PRODUCT_PATTERN,
    ])
      expect(PUBLIC_ROUTES).not.toContain(route);
    expect(PUBLIC_ROUTES).toContain(PRODUCT_PAGE_PATTERN);
    expect(PUBLIC_ROUTES).toContain(NOT_FOUND_PATTERN);
  });

  it('renders no page for crawlers that robots.txt keeps them off, and keeps them off every private one', () => {
    const disallowed = (path: string) => ROBOTS_DISALLOWED.some((prefix) => path.startsWith(prefix));
    for (const route of PUBLIC_ROUTES) expect(disallowed(route), route).toBe(false);
    for (const route of Object.values(ROUTES))
      if (!PUBLIC_ROUTES.includes(route)) expect(disallowed(route), route).toBe(true);
  });
});

describe('canonical product address', () => {
  it('is the product page under the public origin, its urlExtension escaped', () => {
    expect(productCanonicalUrl('https://futterkompass.example', 'lamm & reis')).toBe(
      'https://futterkompass.example/produkte/lamm%20%26%20reis',
    );
    expect(absoluteUrl('https://futterkompass.example/', '/produkte?animal=dog')).toBe(
      'https://futterkompass.example/produkte?animal=dog',
    );
  });
});
