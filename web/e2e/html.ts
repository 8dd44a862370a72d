/** Reading the server's HTML as a crawler does: no script, no DOM, the markup React wrote. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Text or an attribute's value as written in HTML, its entities read. */
export const fromHtml = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/** Text without markup, its spaces collapsed (and React's text separators gone). */
export const plainText = (html: string) =>
  fromHtml(html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A meta element's content, by name or property. */
export const meta = (html: string, key: string) => {
  const content = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return content === undefined ? undefined : fromHtml(content);
};

/** The canonical link's address as written (absolute). */
export const canonical = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  return href === undefined ? undefined : fromHtml(href);
};

export const title = (html: string) => {
  const text = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return text === undefined ? undefined : fromHtml(text);
};

export const h1 = (html: string) => {
  const text = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return text === undefined ? undefined : plainText(text);
};

/** Whether the page asks search engines to keep it out of their index. */
export const noindex = (html: string) => meta(html, 'robots')?.startsWith('noindex') ?? false;
