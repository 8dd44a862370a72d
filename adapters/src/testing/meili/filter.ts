/**
 * Meilisearch's filter expression grammar (its filter-parser crate), for the stand-in: parses what
 * Meilisearch parses and refuses what it refuses, naming the operators each condition uses.
 *
 *   expression = or;  or = and ("OR" and)*;  and = not ("AND" not)*;  not = "NOT" not | primary
 *   primary    = "(" expression ")" | condition
 *   condition  = value ("=" | "!=" | ">" | ">=" | "<" | "<=") value | value value "TO" value
 *              | value ["NOT"] "IN" "[" value ("," value)* [","] "]" | value ["NOT"] "EXISTS"
 *              | value "IS" ["NOT"] ("NULL" | "EMPTY")
 *   value      = word | "'" … "'" | '"' … '"'   (word: letters, digits, _ - .; keywords reserved)
 */

export interface FilterCondition {
  field: string;
  /** =, !=, <, >, <=, >=, TO, IN, EXISTS, IS NULL, IS EMPTY, CONTAINS, STARTS WITH */
  operator: string;
}

export class FilterSyntaxError extends Error {}

const KEYWORDS = new Set([
  'AND',
  'OR',
  'IN',
  'NOT',
  'TO',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  'CONTAINS',
  'STARTS',
  'WITH',
  '_geoRadius',
  '_geoBoundingBox',
]);
const COMPARISONS = ['>=', '<=', '!=', '=', '>', '<'];
const MAX_DEPTH = 200;

/** Every condition of a filter; a malformed one raises FilterSyntaxError with Meilisearch's kind of message. */
export function parseFilter(input: string): FilterCondition[] {
  let at = 0;
  const conditions: FilterCondition[] = [];
  const fail = (message: string): never => {
    throw new FilterSyntaxError(`${message}\n${at}:${input.length} ${input}`);
  };
  const skip = () => {
    while (at < input.length && /\s/.test(input[at] as string)) at++;
  };
  /** A bare word at the cursor (not consumed), or ''. */
  const peekWord = () => /^[\p{L}\p{N}_.-]+/u.exec(input.slice(at))?.[0] ?? '';
  const keyword = (word: string) => {
    skip();
    if (peekWord() !== word) return false;
    at += word.length;
    return true;
  };
  const quoted = (quote: string) => {
    at++;
    let raw = '';
    for (;;) {
      if (at >= input.length)
        fail(`Expression \`${input}\` is missing the following closing delimiter: \`${quote}\`.`);
      const c = input[at++] as string;
      if (c === quote) break;
      if (c === '\\') {
        if (at >= input.length) fail('Malformed value.');
        raw += c + (input[at++] as string);
      } else raw += c;
    }
    // The quote is unescaped first, then the other escapes (\\, \n, …) as Rust's unescaper does.
    return raw.replaceAll(`\\${quote}`, quote).replace(/\\(.)/g, (_, ch: string) => {
      const escapes: Record<string, string> = {
        n: '\n',
        t: '\t',
        r: '\r',
        '0': '\0',
        '\\': '\\',
        "'": "'",
        '"': '"',
      };
      const replaced = escapes[ch];
      if (replaced === undefined) fail('Malformed value.');
      return replaced as string;
    });
  };
  const value = (): string => {
    skip();
    const c = input[at];
    if (c === '"' || c === "'") return quoted(c);
    const word = peekWord();
    if (!word) fail(`Was expecting a value but instead got \`${input.slice(at, at + 20)}\`.`);
    if (KEYWORDS.has(word))
      fail(
        `Was expecting a value but instead got \`${word}\`, which is a reserved keyword. To use \`${word}\` as a field name or a value, surround it by quotes.`,
      );
    at += word.length;
    return word;
  };
  const list = () => {
    skip();
    if (input[at] !== '[') fail('Expected `[` after `IN` keyword.');
    at++;
    skip();
    if (input[at] === ']') {
      at++;
      return;
    }
    for (;;) {
      value();
      skip();
      if (input[at] === ',') {
        at++;
        skip();
        if (input[at] === ']') break;
        continue;
      }
      if (input[at] === ']') break;
      fail(
        `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${input.slice(at, at + 20)}\`.`,
      );
    }
    at++;
  };
  const condition = () => {
    const field = value();
    skip();
    const add = (operator: string) => {
      conditions.push({ field, operator });
    };
    const comparison = COMPARISONS.find((op) => input.startsWith(op, at));
    if (comparison) {
      at += comparison.length;
      value();
      return add(comparison);
    }
    const before = at;
    const negated = keyword('NOT');
    if (keyword('IN')) {
      list();
      return add('IN');
    }
    if (keyword('EXISTS')) return add('EXISTS');
    if (keyword('CONTAINS')) {
      value();
      return add('CONTAINS');
    }
    if (!negated && keyword('IS')) {
      keyword('NOT');
      if (keyword('NULL')) return add('IS NULL');
      if (keyword('EMPTY')) return add('IS EMPTY');
      return fail('Was expecting `NULL` or `EMPTY` after `IS`.');
    }
    if (keyword('STARTS')) {
      if (!keyword('WITH')) fail('Was expecting `WITH` after `STARTS`.');
      value();
      return add('STARTS WITH');
    }
    if (!negated && peekWord() && !KEYWORDS.has(peekWord())) {
      value();
      if (keyword('TO')) {
        value();
        return add('TO');
      }
    }
    return fail(
      `Was expecting an operation \`=\`, \`!=\`, \`>=\`, \`>\`, \`<=\`, \`<\`, \`IN\`, \`NOT IN\`, \`TO\`, \`EXISTS\`, \`NOT EXISTS\`, \`IS NULL\`, \`IS NOT NULL\`, \`IS EMPTY\`, \`IS NOT EMPTY\`, \`CONTAINS\`, \`NOT CONTAINS\`, \`STARTS WITH\`, \`NOT STARTS WITH\`, \`_geoRadius\`, or \`_geoBoundingBox\` at \`${input.slice(before, before + 30).trim()}\`.`,
    );
  };
  const primary = (depth: number): void => {
    skip();
    if (input[at] === '(') {
      at++;
      or(depth + 1);
      skip();
      if (input[at] !== ')') fail('Expression `(` is missing the following closing delimiter: `)`.');
      at++;
      return;
    }
    condition();
  };
  const not = (depth: number): void => {
    if (depth > MAX_DEPTH)
      fail(
        'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.',
      );
    if (keyword('NOT')) not(depth + 1);
    else primary(depth);
  };
  const and = (depth: number) => {
    not(depth + 1);
    while (keyword('AND')) not(depth + 1);
  };
  const or = (depth: number) => {
    and(depth + 1);
    while (keyword('OR')) and(depth + 1);
  };
  if (input.trim() === '') return [];
  or(0);
  skip();
  if (at < input.length)
    fail(
      `Found unexpected characters at the end of the filter: \`${input.slice(at)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
    );
  return conditions;
}

/** Operators a granular rule allows only with `filter.equality` or `filter.comparison`. */
export const EQUALITY_OPERATORS = new Set(['=', '!=', 'IN']);
export const COMPARISON_OPERATORS = new Set(['<', '>', '<=', '>=', 'TO']);
