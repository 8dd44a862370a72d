import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { RECENTLY_VIEWED_MAX, recentlyViewed, rememberViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('puts the newest first, without duplicates, and keeps at most 20', () => {
    for (let i = 0; i < 25; i++) rememberViewed(`p${i}`);
    rememberViewed('p10');
    const list = recentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list.slice(0, 3)).toEqual(['p10', 'p24', 'p23']);
    expect(new Set(list).size).toBe(list.length);
    expect(list).not.toContain('p4');
  });

  it('ignores foreign data in the browser storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.recentlyViewed, '{"kaputt": true');
    expect(recentlyViewed()).toEqual([]);
    rememberViewed('p1');
    expect(recentlyViewed()).toEqual(['p1']);
  });
});
