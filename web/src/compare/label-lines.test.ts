import { describe, expect, it } from 'vitest';
import { labelLines } from './label-lines';

describe('labelLines', () => {
  it('breaks a long name between words into lines that fit', () => {
    expect(labelLines('Feinschmecker Wild & Süßkartoffel', 16)).toEqual([
      'Feinschmecker',
      'Wild &',
      'Süßkartoffel',
    ]);
  });

  it('keeps a short name on one line and a word longer than a line whole', () => {
    expect(labelLines('Allgäuer Tierkost', 18)).toEqual(['Allgäuer Tierkost']);
    expect(labelLines('Geflügelherzenmischung mit Reis', 10)).toEqual(['Geflügelherzenmischung', 'mit Reis']);
  });

  it('ignores runs of spaces', () => {
    expect(labelLines('  Lachs   &  Forelle ', 40)).toEqual(['Lachs & Forelle']);
  });
});
