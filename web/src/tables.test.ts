import {
  brandPath,
  editProductPath,
  LIST_PARAM_NAMES,
  LIST_PATTERNS,
  type ListParam,
  PAGE_ROWS,
  PRODUCT_PAGE_PATTERN,
  productPath,
  ROUTES,
} from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS } from './list/groups';
import { pageTitle } from './shell/page-titles';

/** The list parameters chosen with the sidebar's toggles (list/Toggles.tsx), not in a popup. */
const TOGGLED: readonly ListParam[] = ['animal', 'type1'];

describe('the tables that must stay in step', () => {
  it('give every page a document title, but the list and the product page, which name themselves', () => {
    const untitled = PAGE_ROWS.filter((row) => !row.title).map((row) => row.path);
    expect(untitled.sort()).toEqual([...LIST_PATTERNS, PRODUCT_PAGE_PATTERN].sort());
    expect(Object.values(ROUTES).filter((path) => path !== ROUTES.products && !pageTitle(path))).toEqual([]);
  });

  it('title a location by its route pattern, the 404 page for a path outside the table', () => {
    expect(pageTitle(`${ROUTES.imprint}/`)).toBe('Impressum | Futterkompass');
    expect(pageTitle(editProductPath('waldhof-lamm'))).toBe('Produkt bearbeiten | Futterkompass');
    expect(pageTitle('/gibt-es-nicht')).toBe('404 Seite nicht gefunden | Futterkompass');
    for (const path of [productPath('waldhof-lamm'), brandPath('waldhof'), ROUTES.products])
      expect(pageTitle(path), path).toBeNull();
  });

  it('give every list parameter a section in the filter popups, but the toggles', () => {
    const sections = new Set<string>(
      FILTER_GROUPS.flatMap((group) => group.sections.flatMap((s) => ('param' in s ? [s.param] : []))),
    );
    expect(LIST_PARAM_NAMES.filter((param) => !TOGGLED.includes(param) && !sections.has(param))).toEqual([]);
  });
});
