import { describe, expect, it } from 'vitest';
import { typoTolerance, withinTypos } from './typos';

describe('typos', () => {
  it('allows typos by word length as Meilisearch does', () => {
    expect([typoTolerance('rind'), typoTolerance('pferd'), typoTolerance('wolfsblut')]).toEqual([0, 1, 2]);
  });

  it('matches whole words within the allowed edits', () => {
    expect(withinTypos('animnda', 'animonda', 1, false)).toBe(true);
    expect(withinTypos('kenerfleish', 'kennerfleisch', 2, false)).toBe(true);
    expect(withinTypos('kenner', 'kennerfleisch', 1, false)).toBe(false);
    expect(withinTypos('pfred', 'pferd', 1, false)).toBe(false);
  });

  it('matches a typed beginning of a word within the allowed edits', () => {
    expect(withinTypos('wolfbl', 'wolfsblut', 1, true)).toBe(true);
    expect(withinTypos('kenerf', 'kennerfleisch', 1, true)).toBe(true);
    expect(withinTypos('kenerf', 'kennerfleisch', 1, false)).toBe(false);
    expect(withinTypos('wildsch', 'wild', 1, true)).toBe(false);
  });
});
