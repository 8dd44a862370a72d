import { describe, expect, it } from 'vitest';
import { measurementMode, RESULT_KEYS } from './lighthouse-mode';

describe('measurementMode', () => {
  it('isolates the renderer unless told otherwise, and keeps each mode’s figures apart', () => {
    expect(measurementMode([])).toBe('isolated');
    expect(measurementMode(['--shared'])).toBe('shared');
    expect(measurementMode(['--slow-core'])).toBe('slowCore');
    expect(new Set(Object.values(RESULT_KEYS)).size).toBe(3);
    expect(RESULT_KEYS.isolated).toBe('lighthouse');
  });

  it('refuses two placements at once', () => {
    expect(() => measurementMode(['--shared', '--slow-core'])).toThrow('schließen einander aus');
  });
});
