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
export const withTitle = (html: string, title: string): string =>
  html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);

export function withPageHead(html: string, head: PageHead): string {
  return withTitle(html, head.title).replace(
    DESCRIPTION,
    () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
  );
}

/** The page with data for the web app's first render in a named meta tag, as JSON: data, never script. */
export function withPageData(html: string, name: string, data: object): string {
  const tag = `<meta name="${name}" content="${escapeHtml(JSON.stringify(data))}" />`;
  return html.replace('</head>', () => `    ${tag}\n  </head>`);
}

const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page the server rendered paints without script: its script tags (the app's entry and the
 * chunks preloaded for it) give way to web/public/app-loader.js, which adds them once the browser
 * has painted, so that they neither delay the first paint nor share the connection with it.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = APP_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  const loader = `<script defer src="/app-loader.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return html
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace('</head>', () => `    ${loader}\n  </head>`);
}
