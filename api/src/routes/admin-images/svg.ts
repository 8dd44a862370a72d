// jsdom and DOMPurify are loaded with the first SVG upload: jsdom alone adds much to a server's
// memory (docs/performance.md), and most servers never see an upload.
const loadSanitizer = async () => {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  return { JSDOM, createDOMPurify };
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What the sanitiser keeps: drawing, no script, no links out, no embedded HTML. */
const PURIFY_CONFIG = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['style', 'foreignObject', 'a'],
};

// References only within the file (#id): an image opened on its own must not fetch anything.
const EXTERNAL_URL = /url\(\s*['"]?\s*[^#'"\s)]/i;
const isHref = (name: string) => /^(xlink:)?href$/i.test(name);

/**
 * An uploaded SVG, sanitised (DOMPurify on a jsdom XML document): scripts, event handlers, foreign
 * objects, style sheets and external references removed. Null when the text is no well-formed SVG
 * document. jsdom parses without running scripts or loading resources.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const { JSDOM, createDOMPurify } = await loadSanitizer();
  let dom: InstanceType<typeof JSDOM>;
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' });
  } catch {
    return null;
  }
  const root = dom.window.document.documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
  const purify = createDOMPurify(dom.window as unknown as Window & typeof globalThis);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const external = isHref(data.attrName)
      ? !data.attrValue.trim().startsWith('#')
      : EXTERNAL_URL.test(data.attrValue);
    if (external) data.keepAttr = false;
  });
  purify.sanitize(root, PURIFY_CONFIG);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new dom.window.XMLSerializer().serializeToString(root)}`;
}
