import { TypedFastBitSet } from 'typedfastbitset';
import { typoTolerance, withinTypos } from './typos';

/**
 * Where a word stands in a document: its field's rank in the index's searchable order times this,
 * plus its position in the field (at most POSITIONS - 1). The smallest place of a word is its best
 * occurrence, and the sum of a query's places orders by fields first, then by positions (up to
 * 16 words, whose positions cannot add up to a field).
 */
const FIELD_STRIDE = 1 << 20;
const POSITIONS = 1 << 16;
const NOWHERE = 0xffffffff;

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
function firstInOrder(items: number[], count: number, compare: (a: number, b: number) => number): number[] {
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
 * ids with the word's best place in the document) per word. A query word's matches are the union
 * of its words' lists and a query's the intersection over its words, so a prefix that matches two
 * words of a product still counts as one word of the query; every step is linear in the postings
 * it reads.
 */
export function createTextIndex() {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings: number[][] = [];
  const places: number[][] = [];
  /** One more than the largest document id indexed: the size of id sets. */
  let capacity = 0;
  /** A ranking's sums and each word's best place per document, reused (best is NOWHERE between). */
  let scores = new Float64Array(0);
  let best = new Uint32Array(0);
  /** Term ids in alphabetical order, for prefix ranges; rebuilt after new words arrive. */
  let alphabetical: number[] | undefined;

  const termId = (word: string): number => {
    let id = termIds.get(word);
    if (id === undefined) {
      id = terms.length;
      termIds.set(word, id);
      terms.push(word);
      postings.push([]);
      places.push([]);
      alphabetical = undefined;
    }
    return id;
  };

  /**
   * Takes a document out of the postings of its words, as it was indexed (the caller has them: a
   * list of term ids per document took about 300 bytes per product).
   */
  const remove = (id: number, fields: readonly (readonly string[])[]) => {
    for (const words of fields) {
      for (const word of words) {
        const term = termIds.get(word);
        if (term === undefined) continue;
        const list = postings[term] as number[];
        const at = lowerBound(list, id);
        // A word met twice in the document is out after the first time.
        if (list[at] !== id) continue;
        list.splice(at, 1);
        (places[term] as number[]).splice(at, 1);
      }
    }
  };

  /**
   * Indexes a document's searchable fields, each as its words, in the index's order of importance;
   * `previous`: those it was indexed with before under this id.
   */
  const add = (
    id: number,
    fields: readonly (readonly string[])[],
    previous?: readonly (readonly string[])[],
  ) => {
    if (previous) remove(id, previous);
    capacity = Math.max(capacity, id + 1);
    const firstPlaces = new Map<number, number>();
    fields.forEach((words, field) => {
      words.forEach((word, position) => {
        const term = termId(word);
        const place = field * FIELD_STRIDE + Math.min(position, POSITIONS - 1);
        if (place < (firstPlaces.get(term) ?? NOWHERE)) firstPlaces.set(term, place);
      });
    });
    for (const [term, place] of firstPlaces) {
      const list = postings[term] as number[];
      const at = places[term] as number[];
      // A rebuild adds ascending ids: appending is the common case.
      if (list.length === 0 || (list[list.length - 1] as number) < id) {
        list.push(id);
        at.push(place);
      } else {
        const k = lowerBound(list, id);
        list.splice(k, 0, id);
        at.splice(k, 0, place);
      }
    }
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
    const words = new Uint32Array((capacity >>> 5) + 1);
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
    /**
     * The first `count` of `ids` by relevance, best first, as Meilisearch's ranking rules order them
     * after typos: by the fields the query's words are found in (each word counts its most important
     * field: brand before series before ingredients before the food's kind), then by how early in
     * their fields they stand; ties by id, the order documents were added in.
     */
    rank(match: TextMatch, ids: TypedFastBitSet, count: number): number[] {
      const candidates = ids.array();
      if (scores.length < capacity) {
        scores = new Float64Array(capacity * 2);
        best = new Uint32Array(capacity * 2).fill(NOWHERE);
      }
      for (const id of candidates) scores[id] = 0;
      for (const termList of match.terms) {
        const touched: number[] = [];
        for (const term of termList) {
          const list = postings[term] as number[];
          const at = places[term] as number[];
          for (let k = 0; k < list.length; k++) {
            const id = list[k] as number;
            const place = at[k] as number;
            const known = best[id] as number;
            if (known === NOWHERE) touched.push(id);
            if (place < known) best[id] = place;
          }
        }
        for (const id of touched) {
          scores[id] = (scores[id] as number) + (best[id] as number);
          best[id] = NOWHERE;
        }
      }
      return firstInOrder(
        candidates,
        count,
        (a, b) => (scores[a] as number) - (scores[b] as number) || a - b,
      );
    },
  };
}

export type TextIndex = ReturnType<typeof createTextIndex>;
