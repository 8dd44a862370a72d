/** Title and meta description of one page, put into the HTML the server sends for it. */
export interface PageHead {
  title: string;
  description: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/**
 * The app's index.html with the page's own title and description, so that search engines and link
 * previews see the product's name rather than the shell's. The patterns match the built file's own
 * two tags (no backtracking: each is a literal with one negated character class).
 */
export function withPageHead(html: string, head: PageHead): string {
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/** The meta tag the web app reads the alert bar from before its first paint (so nothing shifts). */
export const ALERT_BAR_META = 'futterkompass-alert-bar';

/** The meta tag the home page reads its best rated products from (web/src/home/use-homepage-products.ts). */
export const HOME_PRODUCTS_META = 'futterkompass-home-products';

/** The meta tag the list page reads the answer to its first search from (web/src/list/search-client.ts). */
export const LIST_ANSWER_META = 'futterkompass-list-answer';

/** The page with data for the web app's first render in a named meta tag, as JSON: data, never script. */
export function withPageData(html: string, name: string, data: object): string {
  const tag = `<meta name="${name}" content="${escapeHtml(JSON.stringify(data))}" />`;
  return html.replace('</head>', () => `    ${tag}\n  </head>`);
}
