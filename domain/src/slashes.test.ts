import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './routes';
import { withoutLeadingSlashes, withoutTrailingSlashes } from './slashes';

describe('slashes', () => {
  it('are trimmed at the end and at the start', () => {
    expect(withoutTrailingSlashes('/produkte///')).toBe('/produkte');
    expect(withoutTrailingSlashes('///')).toBe('');
    expect(withoutTrailingSlashes('a/b')).toBe('a/b');
    expect(withoutLeadingSlashes('//p/x')).toBe('p/x');
    expect(withoutLeadingSlashes('')).toBe('');
  });

  it('cost time linear in a long run of slashes: a million-slash path is judged at once', () => {
    // Counted in steps, not timed: the regular expression took quadratic time, about 10^12 steps here.
    const path = `/produkte${'/'.repeat(1_000_000)}x`;
    expect(isKnownRoute(path)).toBe(false);
    expect(isKnownRoute(`/produkte${'/'.repeat(1_000_000)}`)).toBe(true);
  });
});
