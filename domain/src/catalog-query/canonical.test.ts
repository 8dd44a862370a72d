import { describe, expect, it } from 'vitest';
import { brandListQuery } from './address';
import {
  canonicalCatalogSearch,
  catalogFacetCount,
  isIndexableCatalogQuery,
  listIndexing,
} from './canonical';
import { parseCatalogSearch } from './url';

const BRAND_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BRAND_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const canonical = (search: string) => canonicalCatalogSearch(parseCatalogSearch(search));
const indexable = (search: string) => isIndexableCatalogQuery(parseCatalogSearch(search));

describe('the canonical list address', () => {
  it('folds away parameter order, value order, sort, page size and values at their default', () => {
    const forms = [
      '',
      'animal=dog&type1=wet',
      'type1=wet&animal=dog&sortBy=brand&currentPage=1&productsPerPage=12&filterOption=1',
      'sortBy=price_asc&productsPerPage=36&animal=dog&type1=wet',
      'animal=dog&animal=dog&type1=wet&unknown=1&brand=Keine_Marke',
    ];
    for (const form of forms) expect(canonical(form), form).toBe('animal=dog&type1=wet');
    expect(canonical(`brand=${BRAND_B}&animal=cat&brand=${BRAND_A}&animal=dog&type1=dried`)).toBe(
      canonical(`animal=dog&animal=cat&type1=dried&brand=${BRAND_A}&brand=${BRAND_B}`),
    );
  });

  it('keeps what changes which products the list holds: filters, a later page, exact mode, a search', () => {
    expect(canonical(`animal=cat&type1=dried&brand=${BRAND_A}&currentPage=3&productsPerPage=24`)).toBe(
      `animal=cat&brand=${BRAND_A}&currentPage=3&type1=dried`,
    );
    expect(canonical('animal=dog&type1=wet&elements=innereien&filterOption=2&proteinsMin=8.5')).toBe(
      'animal=dog&elements=innereien&filterOption=2&proteinsMin=8.5&type1=wet',
    );
    expect(canonical('query=lachs')).toBe('animal=dog&query=lachs&type1=wet');
  });
});

describe('which lists search engines may index', () => {
  it('counts facet values beyond one animal and one type: list values, booleans, ranges once per field', () => {
    expect(catalogFacetCount(parseCatalogSearch(''))).toBe(0);
    expect(catalogFacetCount(parseCatalogSearch('animal=dog&animal=cat&type1=wet&type1=dried'))).toBe(2);
    expect(catalogFacetCount(parseCatalogSearch(`brand=${BRAND_A}&brand=${BRAND_B}&binder=false`))).toBe(3);
    expect(catalogFacetCount(parseCatalogSearch('proteinsMin=5&proteinsMax=9&nfe=20'))).toBe(2);
  });

  it('indexes entry pages and up to two facets; more, exact mode or a text search is noindex', () => {
    expect(indexable('animal=cat&type1=dried')).toBe(true);
    expect(indexable(`animal=cat&type1=dried&brand=${BRAND_A}&attributes=biological`)).toBe(true);
    expect(indexable(`animal=cat&type1=dried&brand=${BRAND_A}&attributes=biological&ageGroup=senior`)).toBe(
      false,
    );
    expect(indexable('animal=dog&animal=cat&type1=wet&type1=dried&type1=raw')).toBe(false);
    expect(indexable('animal=dog&type1=wet&elements=innereien&filterOption=2')).toBe(false);
    expect(indexable('animal=dog&type1=wet&query=lachs')).toBe(false);
    expect(indexable('animal=dog&type1=wet&currentPage=4&sortBy=price_asc')).toBe(true);
  });

  it('indexes no list with a price or Weender range: any number goes there', () => {
    for (const range of ['basePriceMax=2', 'proteinsMin=8', 'ashMax=1', 'nfeTM=30'])
      expect(indexable(`animal=dog&type1=wet&${range}`), range).toBe(false);
  });

  it('answers a page past the last with 404 and an empty list with noindex', () => {
    const at = (search: string, total: number) => listIndexing(parseCatalogSearch(search), total);
    expect(at('animal=cat&type1=dried', 30)).toEqual({ status: 200, indexable: true });
    expect(at('animal=cat&type1=dried&currentPage=3', 30)).toEqual({ status: 200, indexable: true });
    expect(at('animal=cat&type1=dried&currentPage=4', 30)).toEqual({ status: 404, indexable: false });
    expect(at('animal=cat&type1=dried&currentPage=2&productsPerPage=36', 30).status).toBe(404);
    expect(at('animal=cat&type1=dried', 0)).toEqual({ status: 200, indexable: false });
    expect(at('animal=cat&type1=dried&currentPage=2', 0).status).toBe(404);
  });

  it('indexes a brand page with products, though its filters are many, and no empty one', () => {
    const brandPage = brandListQuery('waldhof');
    expect(isIndexableCatalogQuery(brandPage)).toBe(false);
    expect(listIndexing(brandPage, 14)).toEqual({ status: 200, indexable: true });
    expect(listIndexing({ ...brandPage, currentPage: 2, sortBy: 'price_asc' }, 14)).toEqual({
      status: 200,
      indexable: true,
    });
    expect(listIndexing(brandPage, 0)).toEqual({ status: 200, indexable: false });
    // With one filter more it is a list of /produkte like any other.
    expect(listIndexing({ ...brandPage, attributes: ['grainfree'] }, 5).indexable).toBe(false);
  });
});
