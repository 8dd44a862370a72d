// The server-rendered routes' page modules and the built files a module needs, read by the server's
// preload tags (api/src/http/route-preload.ts) and the size report (scripts/size-report.mjs). Plain
// JavaScript: the size report runs in Node without a compile step. App.tsx lazy-loads the same
// modules (SERVER_RENDERED_PAGES); web/src/route-chunks.test.ts keeps the two tables' routes equal.

export const SERVER_RENDERED_PAGE_MODULES = Object.freeze({
  '/': 'src/pages/HomePage.tsx',
  '/produkte': 'src/list/ProductListPage.tsx',
});

/** The manifest keys of a module and of everything it imports statically, added to `seen`. */
export function manifestClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}
