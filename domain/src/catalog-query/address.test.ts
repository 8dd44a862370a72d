import { describe, expect, it } from 'vitest';
import { isListPath, routePatternOf } from '../routes';
import {
  brandListQuery,
  canonicalListQuery,
  landingOf,
  listAddress,
  listCanonicalPath,
  parseListAddress,
} from './address';
import { CATEGORY_PAGES, categoryPageAt, defaultListPath, refinedPagesOf } from './categories';
import { categoryHeading } from './category-texts';
import { defaultCatalogQuery } from './params';
import { parseCatalogSearch } from './url';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  const query = parseListAddress(url.pathname, url.search);
  if (!query) throw new Error(`no list at ${address}`);
  return query;
};

describe('the category pages', () => {
  it('are one table of readable, unique paths, each with its own heading', () => {
    const paths = CATEGORY_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(CATEGORY_PAGES.map(categoryHeading)).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(hund|katze)\/[a-z]+(\/[a-z]+)?$/);
    expect(paths).toEqual(
      expect.arrayContaining(['/hund/nassfutter', '/katze/trockenfutter/getreidefrei', '/katze/barf']),
    );
    const heading = (path: string) => {
      const page = categoryPageAt(path);
      return page && categoryHeading(page);
    };
    expect(heading('/katze/trockenfutter/getreidefrei')).toBe('Getreidefreies Trockenfutter für Katzen');
    expect(heading('/hund/nassfutter')).toBe('Nassfutter für Hunde');
  });

  it('belong to the route table, and no other path of their shape does', () => {
    for (const { path } of CATEGORY_PAGES) {
      expect(routePatternOf(path)).toBe('/:animal/:type/:refinement?');
      expect(isListPath(path)).toBe(true);
    }
    for (const path of ['/hund/katzenfutter', '/pferd/nassfutter', '/hund/barf/getreidefrei', '/hund'])
      expect(routePatternOf(path), path).toBe('*');
  });

  it('refine the large types only, each with the property’s filter', () => {
    const base = categoryPageAt('/hund/trockenfutter');
    if (!base) throw new Error('missing');
    const refined = refinedPagesOf(base);
    expect(refined.length).toBeGreaterThan(3);
    for (const page of refined) expect(page.path.startsWith(`${base.path}/`)).toBe(true);
    expect(refinedPagesOf(categoryPageAt('/hund/barf') ?? base)).toEqual([]);
    expect(at('/katze/trockenfutter/getreidefrei')).toEqual({
      ...defaultCatalogQuery(),
      animal: ['cat'],
      type1: ['dried'],
      attributes: ['grainfree'],
    });
  });
});

describe('list addresses', () => {
  it('give a list with a page’s filters that page’s path, with page, size and sort only when not default', () => {
    expect(listAddress(defaultCatalogQuery())).toBe('/hund/nassfutter');
    expect(listAddress(parseCatalogSearch('animal=cat&type1=dried&attributes=grainfree'))).toBe(
      '/katze/trockenfutter/getreidefrei',
    );
    expect(listAddress({ ...at('/hund/nassfutter'), currentPage: 3, sortBy: 'price_asc' })).toBe(
      '/hund/nassfutter?currentPage=3&sortBy=price_asc',
    );
    expect(listAddress(brandListQuery('allgaeuer-tierkost'))).toBe('/marken/allgaeuer-tierkost');
    expect(listAddress({ ...brandListQuery('allgaeuer-tierkost'), productsPerPage: 24 })).toBe(
      '/marken/allgaeuer-tierkost?productsPerPage=24',
    );
    // Prices with shipping are the visitor's choice on the same page.
    expect(listAddress({ ...at('/hund/nassfutter'), shipping: 'included', currentPage: 2 })).toBe(
      '/hund/nassfutter?shipping=included&currentPage=2',
    );
    // So are the products whose label may hide an allergy of the active animal.
    expect(listAddress({ ...at('/hund/nassfutter'), showUnclear: true })).toBe(
      '/hund/nassfutter?showUnclear=true',
    );
  });

  it('name the default list’s page as the menu and the reset link do', () => {
    expect(defaultListPath()).toBe(listAddress(defaultCatalogQuery()));
  });

  it('put every other list under /produkte with what is not at its default, animal and type always', () => {
    expect(listAddress(parseCatalogSearch('animal=dog&type1=wet&brand=waldhof&currentPage=2'))).toBe(
      '/produkte?animal=dog&brand=waldhof&currentPage=2&type1=wet',
    );
    expect(listAddress(parseCatalogSearch('animal=cat&type1=wet&filterOption=2&proteinsMin=8'))).toBe(
      '/produkte?animal=cat&filterOption=2&proteinsMin=8&type1=wet',
    );
    // Two values of a refinement's parameter are no category page.
    expect(
      listAddress(parseCatalogSearch('animal=cat&type1=dried&attributes=grainfree&attributes=biological')),
    ).toMatch(/^\/produkte\?/);
  });

  it('read back to the same list state, whatever the address', () => {
    const states = [
      defaultCatalogQuery(),
      parseCatalogSearch('animal=cat&type1=dried&attributes=grainfree&currentPage=4&sortBy=rating_dec'),
      parseCatalogSearch('animal=dog&animal=cat&type1=raw&brand=waldhof&binder=true&productsPerPage=36'),
      parseCatalogSearch('query=lachs&animal=cat&type1=wet&type1=dried'),
      { ...brandListQuery('waldhof'), currentPage: 2 },
      { ...brandListQuery('waldhof'), shipping: 'included' as const },
      parseCatalogSearch('animal=cat&type1=wet&brand=waldhof&shipping=included'),
      parseCatalogSearch(
        'animal=dog&type1=wet&not_animalComponents=huhn&not_elements=weizen&showUnclear=true',
      ),
      { ...at('/katze/trockenfutter'), not_attributes: ['grainfree'] },
      { ...brandListQuery('waldhof'), showUnclear: true as const },
    ];
    for (const state of states) expect(at(listAddress(state)), listAddress(state)).toEqual(state);
  });

  it('read the specification’s query string at /produkte, and extra filters on a page as another list', () => {
    expect(
      at('/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet'),
    ).toEqual(defaultCatalogQuery());
    const more = at('/hund/nassfutter?attributes=biological&currentPage=2');
    expect(more).toEqual({ ...defaultCatalogQuery(), attributes: ['biological'], currentPage: 2 });
    expect(listAddress(more)).toBe('/hund/nassfutter/bio?currentPage=2');
    expect(landingOf(at('/hund/nassfutter?animal=cat'))).toBeNull();
    expect(parseListAddress('/produkte/waldhof-lamm', '')).toBeNull();
    expect(parseListAddress('/hund/katzenfutter', '')).toBeNull();
  });

  it('know a brand page by a list of one brand, both animals and every type, and nothing else', () => {
    expect(landingOf(brandListQuery('waldhof'))).toEqual({ kind: 'brand', slug: 'waldhof' });
    expect(landingOf({ ...brandListQuery('waldhof'), animal: ['dog'] })).toBeNull();
    expect(landingOf({ ...brandListQuery('waldhof'), brand: ['waldhof', 'wolfsblut'] })).toBeNull();
    expect(landingOf({ ...brandListQuery('waldhof'), filterOption: 2 })).toBeNull();
  });
});

describe('the canonical address of a list page', () => {
  it('is the same page of the default order: sort and page size fold away', () => {
    expect(listCanonicalPath(at('/hund/nassfutter?currentPage=3&sortBy=price_asc'))).toBe(
      '/hund/nassfutter?currentPage=3',
    );
    expect(listCanonicalPath(at('/produkte?animal=dog&type1=wet&sortBy=brand&currentPage=1'))).toBe(
      '/hund/nassfutter',
    );
    expect(listCanonicalPath(at('/produkte?animal=cat&type1=wet&brand=waldhof&sortBy=rating_dec'))).toBe(
      '/produkte?animal=cat&brand=waldhof&type1=wet',
    );
    // Prices with or without shipping: the same products, the same page.
    expect(listCanonicalPath(at('/hund/nassfutter?shipping=included&currentPage=2'))).toBe(
      '/hund/nassfutter?currentPage=2',
    );
    expect(listCanonicalPath(at('/produkte?animal=cat&type1=wet&brand=waldhof&shipping=included'))).toBe(
      '/produkte?animal=cat&brand=waldhof&type1=wet',
    );
    expect(listCanonicalPath(at('/hund/nassfutter?showUnclear=true'))).toBe('/hund/nassfutter');
  });

  it('is the default page holding the first product when the page size differs', () => {
    // 24 per page: page 2 starts with product 25, on page 3 of 12.
    expect(canonicalListQuery(at('/hund/nassfutter?currentPage=2&productsPerPage=24')).currentPage).toBe(3);
    expect(listCanonicalPath(at('/katze/barf?currentPage=3&productsPerPage=36'))).toBe(
      '/katze/barf?currentPage=7',
    );
  });
});
