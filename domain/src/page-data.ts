/**
 * Names of the JSON meta tags the server puts data for the web app's first render into (and, for
 * the pages it renders itself, what it rendered them with): the same names on both sides.
 */
export const PAGE_DATA = {
  /** The alert bar as /api/alert-bar answers it, on every page. */
  alertBar: 'futterkompass-alert-bar',
  /** The home page's best rated products. */
  homeProducts: 'futterkompass-home-products',
  /** The answer to the list's first search, with its query as the web app serializes it. */
  listAnswer: 'futterkompass-list-answer',
  /** InstantSearch's state of a list the server rendered: the browser takes it over without a search. */
  listState: 'futterkompass-list-state',
} as const;

export type PageDataName = (typeof PAGE_DATA)[keyof typeof PAGE_DATA];
