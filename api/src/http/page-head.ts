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

/** The page with data for the web app's first render in a named meta tag, as JSON: data, never script. */
export function withPageData(html: string, name: string, data: object): string {
  const tag = `<meta name="${name}" content="${escapeHtml(JSON.stringify(data))}" />`;
  return html.replace('</head>', () => `    ${tag}\n  </head>`);
}

const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * A page the server rendered paints without script: its scripts (the entry and the preloaded
 * chunks) are fetched at low priority, after the styles and the first images the paint needs.
 */
export const withScriptsAfterPaint = (html: string): string =>
  html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
