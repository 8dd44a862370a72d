import { LIST_PARAM_NAMES, type ListParam, ROUTES } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS } from './list/groups';
import { PAGE_TITLES } from './shell/page-titles';

/** The list parameters chosen with the sidebar's toggles (list/Toggles.tsx), not in a popup. */
const TOGGLED: readonly ListParam[] = ['animal', 'type1'];

describe('the tables that must stay in step', () => {
  it('give every route of ROUTES a document title', () => {
    expect(Object.values(ROUTES).filter((path) => !PAGE_TITLES[path])).toEqual([]);
  });

  it('give every list parameter a section in the filter popups, but the toggles', () => {
    const sections = new Set<string>(
      FILTER_GROUPS.flatMap((group) => group.sections.flatMap((s) => ('param' in s ? [s.param] : []))),
    );
    expect(LIST_PARAM_NAMES.filter((param) => !TOGGLED.includes(param) && !sections.has(param))).toEqual([]);
  });
});
