import { invalid, isCount, isObject, isStringArray, type Refusal, unknownField, wrongType } from './refusal';

/**
 * What Meilisearch 1.x accepts in PATCH /indexes/{uid}/settings and how it answers GET, for the
 * stand-in: each setting refused with its own `invalid_settings_*` code, an unknown setting with
 * `bad_request`, as Meilisearch's request parser (deserr) does.
 */

type Check = (value: unknown, at: string) => string | null;

/** Built-in ranking rules; attributeRank and wordPosition split the older attribute in 1.36. */
const BUILT_IN_RULES = [
  'words',
  'typo',
  'proximity',
  'attribute',
  'attributeRank',
  'wordPosition',
  'sort',
  'exactness',
];
/** The ranking rules of a new index since 1.36. */
const DEFAULT_RULES = ['words', 'typo', 'proximity', 'attributeRank', 'sort', 'wordPosition', 'exactness'];
/** ISO 639-3 codes of localizedAttributes (a selection of the languages Meilisearch's tokenizer knows). */
const LOCALES = new Set([
  'deu',
  'eng',
  'fra',
  'ita',
  'spa',
  'por',
  'nld',
  'pol',
  'ces',
  'dan',
  'swe',
  'nor',
  'fin',
  'tur',
  'rus',
  'ukr',
  'jpn',
  'cmn',
  'kor',
  'ara',
  'heb',
  'ell',
  'hun',
  'ron',
  'slk',
  'slv',
  'hrv',
  'srp',
  'bul',
  'lit',
  'lav',
  'est',
  'tha',
  'vie',
  'hin',
]);

const nullable =
  (check: Check): Check =>
  (value, at) =>
    value === null ? null : check(value, at);
const strings: Check = (value, at) =>
  isStringArray(value) ? null : wrongType(at, 'an array of strings', value);
const bool: Check = (value, at) => (typeof value === 'boolean' ? null : wrongType(at, 'a boolean', value));
const count: Check = (value, at) => (isCount(value) ? null : wrongType(at, 'a positive integer', value));
const oneOf =
  (values: readonly string[]): Check =>
  (value, at) =>
    typeof value === 'string' && values.includes(value)
      ? null
      : `Unknown value \`${String(value)}\` at \`${at}\`: expected one of ${values.map((v) => `\`${v}\``).join(', ')}`;

/** An object with known fields, each checked; unknown fields refused. */
const fields =
  (known: Record<string, Check>): Check =>
  (value, at) => {
    if (!isObject(value)) return wrongType(at, 'an object', value);
    for (const [field, item] of Object.entries(value)) {
      const check = known[field];
      if (!check) return unknownField(field, at, Object.keys(known));
      const problem = check(item, `${at}.${field}`);
      if (problem) return problem;
    }
    return null;
  };
const list =
  (item: Check): Check =>
  (value, at) => {
    if (!Array.isArray(value)) return wrongType(at, 'an array', value);
    for (const [i, entry] of value.entries()) {
      const problem = item(entry, `${at}[${i}]`);
      if (problem) return problem;
    }
    return null;
  };

const filterableRule: Check = (value, at) => {
  if (typeof value === 'string') return null;
  return fields({
    attributePatterns: strings,
    features: fields({
      facetSearch: bool,
      filter: fields({ equality: bool, comparison: bool }),
    }),
  })(value, at);
};
const rankingRule: Check = (value) =>
  typeof value === 'string' && (BUILT_IN_RULES.includes(value) || /^[^:\s]+:(asc|desc)$/.test(value))
    ? null
    : `\`${String(value)}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, attributeRank, wordPosition, exactness and custom ranking rules.`;
const rankingRules: Check = (value, at) => {
  const problem = list(rankingRule)(value, at);
  if (problem) return problem;
  const rules = value as string[];
  return rules.includes('attribute') && (rules.includes('attributeRank') || rules.includes('wordPosition'))
    ? `Invalid value at \`${at}\`: \`attribute\` cannot be used together with \`attributeRank\` or \`wordPosition\`.`
    : null;
};
const typoTolerance: Check = (value, at) =>
  fields({
    enabled: bool,
    minWordSizeForTypos: (sizes, where) => {
      const problem = fields({ oneTypo: count, twoTypos: count })(sizes, where);
      if (problem) return problem;
      const { oneTypo, twoTypos } = sizes as { oneTypo?: number; twoTypos?: number };
      if ((oneTypo ?? 0) > 255 || (twoTypos ?? 0) > 255 || (oneTypo ?? 0) > (twoTypos ?? 255))
        return `\`minWordSizeForTypos\` setting is invalid. \`oneTypo\` and \`twoTypos\` fields should be between \`0\` and \`255\`, and \`twoTypos\` should be greater or equals to \`oneTypo\` but found \`oneTypo: ${oneTypo}\` and twoTypos: ${twoTypos}\`.`;
      return null;
    },
    disableOnWords: strings,
    disableOnAttributes: strings,
    disableOnNumbers: bool,
  })(value, at);

const SETTINGS: Record<string, Check> = {
  displayedAttributes: nullable(strings),
  searchableAttributes: nullable(strings),
  filterableAttributes: nullable(list(filterableRule)),
  sortableAttributes: nullable(strings),
  rankingRules: nullable(rankingRules),
  stopWords: nullable(strings),
  nonSeparatorTokens: nullable(strings),
  separatorTokens: nullable(strings),
  dictionary: nullable(strings),
  synonyms: nullable((value, at) => {
    if (!isObject(value)) return wrongType(at, 'an object', value);
    const bad = Object.entries(value).find(([, words]) => !isStringArray(words));
    return bad ? wrongType(`${at}.${bad[0]}`, 'an array of strings', bad[1]) : null;
  }),
  distinctAttribute: nullable((value, at) =>
    typeof value === 'string' ? null : wrongType(at, 'a string', value),
  ),
  proximityPrecision: nullable(oneOf(['byWord', 'byAttribute'])),
  typoTolerance: nullable(typoTolerance),
  faceting: nullable(
    fields({
      maxValuesPerFacet: count,
      sortFacetValuesBy: (value, at) => {
        if (!isObject(value)) return wrongType(at, 'an object', value);
        for (const [facet, order] of Object.entries(value)) {
          const problem = oneOf(['alpha', 'count'])(order, `${at}.${facet}`);
          if (problem) return problem;
        }
        return null;
      },
    }),
  ),
  pagination: nullable(
    fields({
      maxTotalHits: (value, at) =>
        isCount(value) && value > 0 ? null : wrongType(at, 'a non-zero positive integer', value),
    }),
  ),
  embedders: nullable((value, at) => (isObject(value) ? null : wrongType(at, 'an object', value))),
  searchCutoffMs: nullable(count),
  localizedAttributes: nullable(
    list((rule, at) => {
      const problem = fields({ attributePatterns: strings, locales: strings })(rule, at);
      if (problem) return problem;
      const unknown = ((rule as { locales?: string[] }).locales ?? []).find((locale) => !LOCALES.has(locale));
      return unknown ? `Unknown value \`${unknown}\` at \`${at}.locales\`: expected an ISO 639-3 code` : null;
    }),
  ),
  facetSearch: nullable(bool),
  prefixSearch: nullable(oneOf(['indexingTime', 'disabled'])),
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Why Meilisearch refuses a settings body, or null when it takes it. */
export function refuseSettings(body: unknown): Refusal | null {
  if (!isObject(body)) return invalid('bad_request', wrongType('.', 'an object', body));
  for (const [name, value] of Object.entries(body)) {
    const check = SETTINGS[name];
    if (!check) return invalid('bad_request', unknownField(name, '', Object.keys(SETTINGS)));
    const problem = check(value, `.${name}`);
    if (problem) return invalid(`invalid_settings_${snake(name)}`, problem);
  }
  return null;
}

/** Settings made of fields keep the fields a PATCH leaves out; every other setting is replaced, null resets. */
const MERGED = new Set(['typoTolerance', 'faceting', 'pagination']);

export function patchSettings(stored: Record<string, unknown>, body: Record<string, unknown>) {
  const next = { ...stored };
  for (const [name, value] of Object.entries(body)) {
    if (value === null) delete next[name];
    else if (MERGED.has(name) && isObject(next[name]) && isObject(value)) {
      const merged: Record<string, unknown> = { ...(next[name] as Record<string, unknown>), ...value };
      const sizes = (next[name] as { minWordSizeForTypos?: object }).minWordSizeForTypos;
      if (name === 'typoTolerance' && isObject(value.minWordSizeForTypos) && sizes)
        merged.minWordSizeForTypos = { ...sizes, ...value.minWordSizeForTypos };
      next[name] = merged;
    } else next[name] = value;
  }
  return next;
}

const sortedSet = (values: unknown, normalize = (s: string) => s) =>
  [...new Set(((values as string[] | undefined) ?? []).map(normalize))].sort();

/**
 * GET /indexes/{uid}/settings: every setting with its default where none is set; sets sorted, stop
 * words in the lossless normal form of Meilisearch's tokenizer (decomposed, lower case).
 */
export function settingsView(stored: Record<string, unknown>) {
  const typo = (stored.typoTolerance ?? {}) as Record<string, unknown>;
  const faceting = (stored.faceting ?? {}) as Record<string, unknown>;
  const pagination = (stored.pagination ?? {}) as Record<string, unknown>;
  return {
    displayedAttributes: stored.displayedAttributes ?? ['*'],
    searchableAttributes: stored.searchableAttributes ?? ['*'],
    filterableAttributes: stored.filterableAttributes ?? [],
    sortableAttributes: sortedSet(stored.sortableAttributes),
    rankingRules: stored.rankingRules ?? DEFAULT_RULES,
    stopWords: sortedSet(stored.stopWords, (w) => w.normalize('NFKD').toLowerCase()),
    nonSeparatorTokens: sortedSet(stored.nonSeparatorTokens),
    separatorTokens: sortedSet(stored.separatorTokens),
    dictionary: sortedSet(stored.dictionary),
    synonyms: stored.synonyms ?? {},
    distinctAttribute: stored.distinctAttribute ?? null,
    proximityPrecision: stored.proximityPrecision ?? 'byWord',
    typoTolerance: {
      enabled: typo.enabled ?? true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9, ...(typo.minWordSizeForTypos as object) },
      disableOnWords: sortedSet(typo.disableOnWords),
      disableOnAttributes: sortedSet(typo.disableOnAttributes),
      disableOnNumbers: typo.disableOnNumbers ?? false,
    },
    faceting: {
      maxValuesPerFacet: faceting.maxValuesPerFacet ?? 100,
      sortFacetValuesBy: { '*': 'alpha', ...(faceting.sortFacetValuesBy as object) },
    },
    pagination: { maxTotalHits: pagination.maxTotalHits ?? 1000 },
    embedders: stored.embedders ?? {},
    searchCutoffMs: stored.searchCutoffMs ?? null,
    localizedAttributes: stored.localizedAttributes ?? null,
    facetSearch: stored.facetSearch ?? true,
    prefixSearch: stored.prefixSearch ?? 'indexingTime',
  };
}

/** A filterable attribute rule as the search checks read it: patterns and allowed filter operators. */
export interface FilterableRule {
  patterns: string[];
  equality: boolean;
  comparison: boolean;
}

/** The index's filterable rules; a plain attribute name allows every operator, as before 1.14. */
export function filterableRules(stored: Record<string, unknown>): FilterableRule[] {
  return ((stored.filterableAttributes as unknown[] | undefined) ?? []).map((rule) => {
    if (typeof rule === 'string') return { patterns: [rule], equality: true, comparison: true };
    const { attributePatterns, features } = rule as {
      attributePatterns: string[];
      features?: { filter?: { equality?: boolean; comparison?: boolean } };
    };
    return {
      patterns: attributePatterns,
      equality: features?.filter?.equality ?? true,
      comparison: features?.filter?.comparison ?? false,
    };
  });
}

/** Meilisearch's attribute patterns: `*` stands for any run of characters. */
export function matchesPattern(pattern: string, field: string): boolean {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(field);
}
