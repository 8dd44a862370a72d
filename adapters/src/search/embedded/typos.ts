/** Typos allowed in a query word, as Meilisearch counts them: 1 from 5 letters, 2 from 9. */
export function typoTolerance(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

// Two rows of Levenshtein's table, reused: a typo search tests every word of the vocabulary, and
// allocating per word was most of its time.
let previous = new Int32Array(32);
let current = new Int32Array(32);

/**
 * Whether `word` is within `max` edits (insert, delete, substitute) of `term`, or with `prefix`
 * of some beginning of `term` (the word being typed). Levenshtein's table one column per letter
 * of `term`, stopped as soon as no cell is within `max` any more.
 */
export function withinTypos(word: string, term: string, max: number, prefix: boolean): boolean {
  const m = word.length;
  if (!prefix && Math.abs(term.length - m) > max) return false;
  if (prefix && m <= max) return true;
  if (previous.length <= m) {
    previous = new Int32Array(2 * (m + 1));
    current = new Int32Array(2 * (m + 1));
  }
  let column = previous;
  let next = current;
  for (let i = 0; i <= m; i++) column[i] = i;
  for (let j = 1; j <= term.length; j++) {
    next[0] = j;
    let best = j;
    const letter = term.charCodeAt(j - 1);
    for (let i = 1; i <= m; i++) {
      const cost = word.charCodeAt(i - 1) === letter ? 0 : 1;
      const cell = Math.min(
        (column[i] as number) + 1,
        (next[i - 1] as number) + 1,
        (column[i - 1] as number) + cost,
      );
      next[i] = cell;
      if (cell < best) best = cell;
    }
    if (best > max) return false;
    if (prefix && (next[m] as number) <= max) return true;
    const swap = column;
    column = next;
    next = swap;
  }
  return (column[m] as number) <= max;
}
