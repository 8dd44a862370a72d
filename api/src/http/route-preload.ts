import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@futterkompass/domain';

/** One chunk of Vite's build manifest (web/vite.config.ts writes it), as far as read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The page chunks of the routes where the first paint counts most (the entry pages of the portal).
 * Their chunks are lazy in the app (web/src/App.tsx), so without a hint the browser would only ask for
 * them once the entry script ran: one round trip more before the page can render.
 */
const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/pages/HomePage.tsx',
  [ROUTES.products]: 'src/list/ProductListPage.tsx',
};

const ENTRY = 'index.html';

function closure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * `<link>` tags that fetch a route's page chunk, its imports and its styles in parallel with the entry
 * script, by path; '' for other paths or without a manifest. The entry's own imports are left out:
 * Vite's index.html preloads them already.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const loaded = closure(manifest, ENTRY, new Set());
  const tags = new Map<string, string>();
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const keys = [...closure(manifest, page, new Set())].filter((key) => !loaded.has(key));
    const chunks = keys.flatMap((key) => (manifest[key] ? [manifest[key]] : []));
    const scripts = chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`);
    // Stylesheets, not preloads: the server renders these pages, and their markup must paint styled
    // (the chunk, when it runs, finds them in place and does not add them again).
    const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(
      (css) => `<link rel="stylesheet" crossorigin href="/${css}">`,
    );
    tags.set(route, [...scripts, ...styles].join('\n    '));
  }
  return (pathname) => tags.get(pathname) ?? '';
}
