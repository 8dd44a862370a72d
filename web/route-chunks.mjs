// The built files each server-rendered route needs, read by the build (scripts/ensure-web-build.mjs
// writes the server's preload list, dist/.vite/route-preloads.json) and the size report
// (scripts/size-report.mjs). Plain JavaScript: both run in Node without a compile step. Which module
// a route loads comes from the page table (domain/src/pages.ts), which the browser's build writes
// beside its manifest (web/page-modules.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The server-rendered routes' page modules by route pattern, as the build in `dist` wrote them. */
export function pageModulesOf(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'page-modules.json'), 'utf8'));
}

/** The manifest keys of a module and of everything it imports statically, added to `seen`. */
export function manifestClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}

/**
 * Per server-rendered route, the files its page chunk needs beyond the entry's (Vite's index.html
 * preloads those already): scripts and styles, in the manifest's order.
 */
export function routePreloadFiles(manifest, pageModules, entry = 'index.html') {
  const loaded = manifestClosure(manifest, entry);
  const routes = {};
  for (const [route, page] of Object.entries(pageModules)) {
    const keys = [...manifestClosure(manifest, page)].filter((key) => !loaded.has(key));
    const chunks = keys.flatMap((key) => (manifest[key] ? [manifest[key]] : []));
    routes[route] = {
      scripts: chunks.map((c) => c.file),
      styles: [...new Set(chunks.flatMap((c) => c.css ?? []))],
    };
  }
  return routes;
}
