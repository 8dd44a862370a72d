import { describe, expect, it } from 'vitest';
import { measurementMode, RESULT_KEYS } from './lighthouse-mode';

describe('measurementMode', () => {
  it('measures unpinned unless told otherwise, and keeps each mode’s figures apart', () => {
    expect(measurementMode([])).toBe('shared');
    expect(measurementMode(['--pinned'])).toBe('pinned');
    expect(measurementMode(['--slow-core'])).toBe('slowCore');
    expect(new Set(Object.values(RESULT_KEYS)).size).toBe(3);
    // The figure the issue asks for: Lighthouse's own preset, no process pinning.
    expect(RESULT_KEYS.shared).toBe('lighthouse');
  });

  it('refuses two placements at once', () => {
    expect(() => measurementMode(['--pinned', '--slow-core'])).toThrow('schließen einander aus');
  });
});
