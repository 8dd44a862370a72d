import { COMPARISON_OPERATORS, EQUALITY_OPERATORS, FilterSyntaxError, parseFilter } from './filter';
import { invalid, isCount, isObject, isStringArray, type Refusal, unknownField, wrongType } from './refusal';
import { type FilterableRule, filterableRules, matchesPattern } from './settings';

/** The parameters a query of POST /multi-search may carry (Meilisearch 1.36). */
const QUERY_FIELDS = [
  'indexUid',
  'q',
  'vector',
  'hybrid',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'retrieveVectors',
  'attributesToCrop',
  'cropLength',
  'attributesToHighlight',
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
  'showPerformanceDetails',
  'filter',
  'sort',
  'distinct',
  'facets',
  'highlightPreTag',
  'highlightPostTag',
  'cropMarker',
  'matchingStrategy',
  'attributesToSearchOn',
  'rankingScoreThreshold',
  'locales',
  'federationOptions',
  'media',
];
const COUNTS = { offset: 'offset', limit: 'limit', page: 'page', hitsPerPage: 'hits_per_page' } as const;
const STRATEGIES = ['last', 'all', 'frequency'];

const patterns = (rules: FilterableRule[]) => rules.flatMap((r) => r.patterns).join(', ');
const ruleOf = (rules: FilterableRule[], field: string) =>
  rules.findIndex((rule) => rule.patterns.some((p) => matchesPattern(p, field)));

/** Checks a filter against the index's rules as Meilisearch does at search time. */
function filterProblem(filter: unknown, index: string, rules: FilterableRule[]): string | null {
  const expressions = Array.isArray(filter)
    ? filter.flatMap((part) => (Array.isArray(part) ? part : [part]))
    : [filter];
  for (const expression of expressions) {
    if (typeof expression !== 'string') return wrongType('.filter', 'a string', expression);
    let conditions: ReturnType<typeof parseFilter>;
    try {
      conditions = parseFilter(expression);
    } catch (error) {
      if (error instanceof FilterSyntaxError) return error.message;
      throw error;
    }
    for (const { field, operator } of conditions) {
      const i = ruleOf(rules, field);
      const rule = rules[i];
      if (!rule)
        return `Index \`${index}\`: Attribute \`${field}\` is not filterable. Available filterable attribute patterns are: \`${patterns(rules)}\`.`;
      const needs = EQUALITY_OPERATORS.has(operator)
        ? rule.equality
        : COMPARISON_OPERATORS.has(operator)
          ? rule.comparison
          : true;
      if (!needs)
        return `Index \`${index}\`: Filter operator \`${operator}\` is not allowed for the attribute \`${field}\`.\n  - Note: field \`${field}\` matched rule #${i} in \`filterableAttributes\``;
    }
  }
  return null;
}

/**
 * Why Meilisearch refuses one query of a multi-search, given the index's stored settings (undefined:
 * no such index), or null when it answers it.
 */
export function refuseQuery(
  query: unknown,
  at: string,
  settingsOf: (uid: string) => Record<string, unknown> | undefined,
): Refusal | null {
  const inside = (message: string) => `Inside \`${at}\`: ${message}`;
  if (!isObject(query)) return invalid('bad_request', wrongType(at, 'an object', query));
  for (const field of Object.keys(query))
    if (!QUERY_FIELDS.includes(field)) return invalid('bad_request', unknownField(field, at, QUERY_FIELDS));
  const { indexUid, q, filter, sort, facets, matchingStrategy } = query;
  if (indexUid === undefined)
    return invalid('missing_index_uid', `Missing field \`indexUid\` inside \`${at}\``);
  if (typeof indexUid !== 'string' || !/^[A-Za-z0-9_-]{1,400}$/.test(indexUid))
    return invalid(
      'invalid_index_uid',
      `Invalid value at \`${at}.indexUid\`: \`${String(indexUid)}\` is not a valid index uid.`,
    );
  if (q !== undefined && q !== null && typeof q !== 'string')
    return invalid('invalid_search_q', wrongType(`${at}.q`, 'a string', q));
  for (const [field, code] of Object.entries(COUNTS)) {
    const value = query[field];
    if (value !== undefined && !isCount(value))
      return invalid(`invalid_search_${code}`, wrongType(`${at}.${field}`, 'a positive integer', value));
  }
  if (matchingStrategy !== undefined && !STRATEGIES.includes(matchingStrategy as string))
    return invalid(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(matchingStrategy)}\` at \`${at}.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  if (sort !== undefined && sort !== null && !isStringArray(sort))
    return invalid('invalid_search_sort', wrongType(`${at}.sort`, 'an array of strings', sort));
  if (facets !== undefined && facets !== null && !isStringArray(facets))
    return invalid('invalid_search_facets', wrongType(`${at}.facets`, 'an array of strings', facets));
  if (filter !== undefined && filter !== null && typeof filter !== 'string' && !Array.isArray(filter))
    return invalid('invalid_search_filter', wrongType(`${at}.filter`, 'a string or an array', filter));

  const settings = settingsOf(indexUid);
  if (!settings)
    return {
      status: 404,
      code: 'index_not_found',
      type: 'invalid_request',
      message: inside(`Index \`${indexUid}\` not found.`),
    };
  const rules = filterableRules(settings);
  if (filter !== undefined && filter !== null) {
    const problem = filterProblem(filter, indexUid, rules);
    if (problem) return invalid('invalid_search_filter', inside(problem));
  }
  const sortable = (settings.sortableAttributes as string[] | undefined) ?? [];
  for (const key of (sort as string[] | undefined) ?? []) {
    const [field, order, ...rest] = key.split(':');
    if (!field || (order !== 'asc' && order !== 'desc') || rest.length > 0)
      return invalid(
        'invalid_search_sort',
        inside(
          `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${key}\`.`,
        ),
      );
    if (!sortable.includes(field))
      return invalid(
        'invalid_search_sort',
        inside(
          `Index \`${indexUid}\`: Attribute \`${field}\` is not sortable. Available sortable attributes are: \`${sortable.join(', ')}\`.`,
        ),
      );
  }
  for (const facet of (facets as string[] | undefined) ?? [])
    if (ruleOf(rules, facet) < 0)
      return invalid(
        'invalid_search_facets',
        inside(
          `Index \`${indexUid}\`: Invalid facet distribution: Attribute \`${facet}\` is not filterable. The available filterable attributes patterns are: \`${patterns(rules)}\`.`,
        ),
      );
  return null;
}

/** Why Meilisearch refuses a multi-search body, or null. */
export function refuseMultiSearch(
  body: unknown,
  settingsOf: (uid: string) => Record<string, unknown> | undefined,
): Refusal | null {
  if (!isObject(body)) return invalid('bad_request', wrongType('.', 'an object', body));
  for (const field of Object.keys(body))
    if (field !== 'queries' && field !== 'federation')
      return invalid('bad_request', unknownField(field, '', ['queries', 'federation']));
  if (!Array.isArray(body.queries))
    return invalid('invalid_multi_search_queries', wrongType('.queries', 'an array', body.queries));
  for (const [i, query] of body.queries.entries()) {
    const refusal = refuseQuery(query, `.queries[${i}]`, settingsOf);
    if (refusal) return refusal;
  }
  return null;
}
