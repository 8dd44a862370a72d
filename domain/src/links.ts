/**
 * Where a link that an operator, an editor or a shop's feed entered may lead. It is judged on the
 * parsed URL, the way a browser resolves an `href` (WHATWG URL): tabs and newlines are dropped,
 * surrounding control characters and spaces too, `\` counts as `/` in http(s) addresses, and `//`
 * switches the host. Judging the text instead let `/\t/evil.example/` through as a portal path.
 */
export interface LinkRules {
  /** Paths of the portal ('/rechner') are allowed as well as http(s) addresses. */
  allowPath: boolean;
}

// Two pages the link could stand on: a link that resolves differently from them is relative to the
// page (`rechner`, `?x`, `#y`), and one that leaves their origin names a host of its own.
const PAGE = 'https://portal.invalid/a/b';
const ROOT = 'https://portal.invalid/';
const PORTAL_ORIGIN = 'https://portal.invalid';

const parse = (text: string, base?: string): URL | null => {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
};

/**
 * The link as the browser will follow it, or null when it must not be shown: an http(s) address
 * with a host and without credentials (`https://portal@evil.example` misleads), or, when allowed,
 * a path of the portal starting with one `/`.
 */
export function followableLink(text: string, rules: LinkRules): string | null {
  const absolute = parse(text);
  if (absolute) {
    const web = absolute.protocol === 'http:' || absolute.protocol === 'https:';
    return web && absolute.hostname !== '' && !absolute.username && !absolute.password ? absolute.href : null;
  }
  if (!rules.allowPath) return null;
  const fromPage = parse(text, PAGE);
  const fromRoot = parse(text, ROOT);
  if (!fromPage || !fromRoot || fromPage.href !== fromRoot.href) return null;
  if (fromRoot.origin !== PORTAL_ORIGIN || fromRoot.username || fromRoot.password) return null;
  // '/..//evil.example' stays on the portal, but written out as '//evil.example' it would not.
  if (fromRoot.pathname.startsWith('//')) return null;
  return `${fromRoot.pathname}${fromRoot.search}${fromRoot.hash}`;
}
