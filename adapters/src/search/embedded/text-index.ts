import { TypedFastBitSet } from 'typedfastbitset';
import { typoTolerance, withinTypos } from './typos';

const BM25 = { k: 1.2, b: 0.75 };

/** The ids matching every word of a query, and per word the indexed words it matched. */
export interface TextMatch {
  ids: TypedFastBitSet;
  terms: number[][];
  /** Whether typos were allowed. */
  typos: boolean;
}

/**
 * The first `count` of `items` in the order of `compare`, without sorting them all: a quick search
 * wants 8 of maybe 20,000 matches.
 */
function best(items: number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (items.length <= count * 4) return items.sort(compare).slice(0, count);
  const kept = items.slice(0, count).sort(compare);
  for (let i = count; i < items.length; i++) {
    const item = items[i] as number;
    if (count === 0 || compare(item, kept[count - 1] as number) >= 0) continue;
    let at = count - 1;
    while (at > 0 && compare(item, kept[at - 1] as number) < 0) at--;
    kept.splice(at, 0, item);
    kept.pop();
  }
  return kept;
}

/** First index in the ascending `list` whose value is not below `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The embedded engine's full-text index over internal document ids: one posting list (ascending
 * ids with term frequencies) per word. A query word's matches are the union of its words' lists
 * and a query's the intersection over its words, so a prefix that matches two words of a product
 * still counts as one word of the query; every step is linear in the postings it reads.
 */
export function createTextIndex() {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings: number[][] = [];
  const frequencies: number[][] = [];
  /** Distinct term ids of each document, to remove it again. */
  const docTerms: (number[] | undefined)[] = [];
  const lengths: number[] = [];
  let documents = 0;
  let totalLength = 0;
  /** Term ids in alphabetical order, for prefix ranges; rebuilt after new words arrive. */
  let alphabetical: number[] | undefined;

  const termId = (word: string): number => {
    let id = termIds.get(word);
    if (id === undefined) {
      id = terms.length;
      termIds.set(word, id);
      terms.push(word);
      postings.push([]);
      frequencies.push([]);
      alphabetical = undefined;
    }
    return id;
  };

  const remove = (id: number) => {
    const known = docTerms[id];
    if (!known) return;
    for (const term of known) {
      const list = postings[term] as number[];
      const at = lowerBound(list, id);
      list.splice(at, 1);
      (frequencies[term] as number[]).splice(at, 1);
    }
    docTerms[id] = undefined;
    documents--;
    totalLength -= lengths[id] as number;
  };

  const add = (id: number, words: readonly string[]) => {
    remove(id);
    const counts = new Map<number, number>();
    for (const word of words) {
      const term = termId(word);
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    for (const [term, count] of counts) {
      const list = postings[term] as number[];
      const tfs = frequencies[term] as number[];
      // A rebuild adds ascending ids: appending is the common case.
      if (list.length === 0 || (list[list.length - 1] as number) < id) {
        list.push(id);
        tfs.push(count);
      } else {
        const at = lowerBound(list, id);
        list.splice(at, 0, id);
        tfs.splice(at, 0, count);
      }
    }
    docTerms[id] = [...counts.keys()];
    lengths[id] = words.length;
    documents++;
    totalLength += words.length;
  };

  const sortedTerms = (): number[] => {
    alphabetical ??= terms
      .map((_, i) => i)
      .sort((a, b) => ((terms[a] as string) < (terms[b] as string) ? -1 : 1));
    return alphabetical;
  };

  /** Term ids beginning with `prefix`: a range of the alphabetical vocabulary. */
  const withPrefix = (prefix: string): number[] => {
    const order = sortedTerms();
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((terms[order[mid] as number] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const found: number[] = [];
    for (let i = low; i < order.length; i++) {
      const term = order[i] as number;
      if (!(terms[term] as string).startsWith(prefix)) break;
      found.push(term);
    }
    return found;
  };

  const candidates = (word: string, last: boolean, typos: boolean): number[] => {
    const max = typos ? typoTolerance(word) : 0;
    if (max > 0) {
      const found: number[] = [];
      terms.forEach((term, id) => {
        if (withinTypos(word, term, max, last)) found.push(id);
      });
      return found;
    }
    if (last) return withPrefix(word);
    const exact = termIds.get(word);
    return exact === undefined ? [] : [exact];
  };

  const union = (termList: readonly number[]): TypedFastBitSet => {
    const words = new Uint32Array((docTerms.length >>> 5) + 1);
    for (const term of termList) {
      for (const id of postings[term] as number[])
        words[id >>> 5] = (words[id >>> 5] as number) | (1 << (id & 31));
    }
    return TypedFastBitSet.fromWords(words);
  };

  return {
    add,
    remove,
    /**
     * Documents with every word: as an indexed word, the last one also as the beginning of one;
     * with `typos`, each within the typos its length allows.
     */
    match(words: readonly string[], typos: boolean): TextMatch {
      const matched = words.map((word, i) => candidates(word, i === words.length - 1, typos));
      let ids: TypedFastBitSet | undefined;
      for (const termList of matched) {
        const next = union(termList);
        ids = ids ? ids.intersection(next) : next;
        if (ids.isEmpty()) break;
      }
      return { ids: ids ?? new TypedFastBitSet(), terms: matched, typos };
    },
    /** The first `count` of `ids` by BM25 relevance of the match, best first; ties by id. */
    rank(match: TextMatch, ids: TypedFastBitSet, count: number): number[] {
      const scores = new Float64Array(docTerms.length);
      const average = documents > 0 ? totalLength / documents : 1;
      for (const termList of match.terms) {
        for (const term of termList) {
          const list = postings[term] as number[];
          const tfs = frequencies[term] as number[];
          const idf = Math.log(1 + (documents - list.length + 0.5) / (list.length + 0.5));
          for (let k = 0; k < list.length; k++) {
            const id = list[k] as number;
            if (!ids.has(id)) continue;
            const tf = tfs[k] as number;
            const norm = 1 - BM25.b + (BM25.b * (lengths[id] as number)) / average;
            scores[id] = (scores[id] as number) + (idf * tf * (BM25.k + 1)) / (tf + BM25.k * norm);
          }
        }
      }
      return best(ids.array(), count, (a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    },
  };
}

export type TextIndex = ReturnType<typeof createTextIndex>;
