import { describe, expect, it } from 'vitest';
import { createTextIndex } from './text-index';

describe('text index', () => {
  const index = () => {
    const text = createTextIndex();
    text.add(0, [['classic', 'wildschwein', 'wild']]);
    text.add(1, [['pute', 'wild']]);
    text.add(2, [['rind', 'wildschwein']]);
    text.add(3, [['wild', 'rind', 'rind']]);
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
    text.remove(1, [['pute', 'wild']]);
    expect(ids(text, ['pute'])).toEqual([]);
    expect(ids(text, ['wild'])).toEqual([0, 2, 3]);
    text.add(0, [['pute', 'classic']], [['classic', 'wildschwein', 'wild']]);
    expect(ids(text, ['pute'])).toEqual([0]);
    expect(ids(text, ['wildschwein'])).toEqual([2]);
    expect(ids(text, ['wild'])).toEqual([2, 3]);
  });

  it('ranks by the fields the words are found in, then by their positions, then by id', () => {
    const text = createTextIndex();
    // Fields: brand, series, ingredients.
    text.add(0, [['landgut'], ['menue'], ['huhn', 'reis']]);
    text.add(1, [['landgut'], ['huhn', 'reis'], ['huhn', 'reis']]);
    text.add(2, [['reishof'], ['huhn'], []]);
    text.add(3, [['landgut'], ['reis', 'huhn'], []]);
    text.add(4, [['landgut'], ['huhn'], ['reis']]);
    const match = text.match(['huhn', 'reis'], false);
    // 2: reis in the brand (0) and huhn in the series (1); 1 and 3 both in the series (2), 1 earlier
    // there (0 + 1 against 1 + 0: a tie, by id); 4: series and ingredients (3); 0: ingredients (4).
    expect(text.rank(match, match.ids, 5)).toEqual([2, 1, 3, 4, 0]);
    expect(text.rank(match, match.ids, 2)).toEqual([2, 1]);
    // A word counts where it stands first: 'huhn' of 1 in the series, not in its ingredients.
    const huhn = text.match(['huhn'], false);
    expect(text.rank(huhn, huhn.ids, 5)).toEqual([1, 2, 4, 3, 0]);
  });
});
