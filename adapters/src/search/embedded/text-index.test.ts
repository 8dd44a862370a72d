import { describe, expect, it } from 'vitest';
import { createTextIndex } from './text-index';

describe('text index', () => {
  const index = () => {
    const text = createTextIndex();
    text.add(0, ['classic', 'wildschwein', 'wild']);
    text.add(1, ['pute', 'wild']);
    text.add(2, ['rind', 'wildschwein']);
    text.add(3, ['wild', 'rind', 'rind']);
    return text;
  };
  const ids = (text: ReturnType<typeof createTextIndex>, words: string[], typos = false) =>
    text.match(words, typos).ids.array();

  it('needs every word: a prefix matching two words of a document is one word of the query', () => {
    expect(ids(index(), ['pute', 'wild'])).toEqual([1]);
    expect(ids(index(), ['wild'])).toEqual([0, 1, 2, 3]);
  });

  it('matches the last word as a beginning, the others only whole', () => {
    expect(ids(index(), ['rind', 'wilds'])).toEqual([2]);
    expect(ids(index(), ['wilds', 'rind'])).toEqual([]);
    expect(ids(index(), ['wild', 'rind'])).toEqual([3]);
  });

  it('finds words within the typos their length allows only when asked to', () => {
    expect(ids(index(), ['wildschwien'])).toEqual([]);
    expect(ids(index(), ['wildschwien'], true)).toEqual([0, 2]);
  });

  it('forgets a removed document and replaces a document added again under its id', () => {
    const text = index();
    text.remove(1);
    expect(ids(text, ['pute'])).toEqual([]);
    text.add(0, ['pute', 'classic']);
    expect(ids(text, ['pute'])).toEqual([0]);
    expect(ids(text, ['wildschwein'])).toEqual([2]);
  });

  it('ranks by relevance: a word that occurs more often in a shorter text first', () => {
    const text = index();
    const match = text.match(['rind'], false);
    expect(text.rank(match, match.ids, 2)).toEqual([3, 2]);
    expect(text.rank(match, match.ids, 1)).toEqual([3]);
  });
});
