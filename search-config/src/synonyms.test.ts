import { describe, expect, it } from 'vitest';
import { documentWords, interpretQuery, meiliSynonyms, queryWords } from './synonyms';
import { brandSortKey, foldText } from './text';

describe('synonyms', () => {
  it('folds query words, rewrites them to canonical forms and drops stop words', () => {
    expect(queryWords('Hühnchen mit Reis')).toEqual(['huhn', 'reis']);
    expect(queryWords("Müller's Rindfleisch")).toEqual(['mueller', 's', 'rind']);
  });
  it('folds document words and drops stop words, a synonym followed by its canonical form', () => {
    expect(documentWords('Katzen-BARF Hähnchen am Stück')).toEqual([
      'katzen',
      'barf',
      'haehnchen',
      'huhn',
      'stueck',
    ]);
    expect(documentWords('Kennerfleisch Huhn & Rindfleisch')).toEqual([
      'kennerfleisch',
      'huhn',
      'rindfleisch',
      'rind',
    ]);
  });
  it('makes groups mutual for Meilisearch', () => {
    expect(meiliSynonyms().hase).toEqual(['kaninchen']);
  });
});

describe('interpretQuery', () => {
  it('turns category words into filters and keeps the rest as text', () => {
    expect(interpretQuery('Feuchtfutter vom Pferd für Katzen!')).toEqual({
      text: 'Pferd',
      filters: [
        { op: 'in', field: 'type1', values: ['wet'] },
        { op: 'in', field: 'animal', values: ['cat'] },
      ],
      categories: [
        { field: 'type1', values: ['wet'] },
        { field: 'animal', values: ['cat'] },
      ],
    });
    expect(interpretQuery('BARF')).toMatchObject({
      text: '',
      filters: [{ op: 'in', field: 'type1', values: ['raw'] }],
    });
    expect(interpretQuery('Leckerli')).toMatchObject({
      text: '',
      filters: [{ op: 'in', field: 'type2', values: ['snack', 'supplement-snack'] }],
    });
  });

  it('drops stop words at either end of the text, and leaves none of stop words alone', () => {
    expect(interpretQuery('Nassfutter für Katzen')).toMatchObject({ text: '' });
    expect(interpretQuery('Nassfutter, mit Pute')).toMatchObject({ text: 'Pute' });
    expect(interpretQuery('Huhn und Reis für Katzen')).toMatchObject({ text: 'Huhn und Reis' });
  });
});

describe('text folding and the brand sort key', () => {
  it('spells out umlauts', () => {
    expect(foldText('Größe Äpfel Öl Über')).toBe('groesse aepfel oel ueber');
  });
  it('sorts a brand before longer brand names that start with it', () => {
    const keys = [
      brandSortKey('Rinti Gold', 'A', '1'),
      brandSortKey('Rinti', 'Zebra', '2'),
      brandSortKey('Animonda', 'X', '3'),
    ];
    expect(keys.sort()).toEqual([
      brandSortKey('Animonda', 'X', '3'),
      brandSortKey('Rinti', 'Zebra', '2'),
      brandSortKey('Rinti Gold', 'A', '1'),
    ]);
  });
});
