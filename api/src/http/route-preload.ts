import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ManifestChunk,
  manifestClosure,
  SERVER_RENDERED_PAGE_MODULES,
} from '@futterkompass/web/route-chunks';

const ENTRY = 'index.html';

/**
 * `<link>` tags that fetch a server-rendered route's page chunk, its imports and its styles in parallel
 * with the entry script, by path; '' for other paths or without a manifest. Those chunks are lazy in
 * the app (web/src/App.tsx): without a hint the browser would only ask for them once the entry script
 * ran, one round trip more before the page can render. The entry's own imports are left out: Vite's
 * index.html preloads them already.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const loaded = manifestClosure(manifest, ENTRY);
  const tags = new Map<string, string>();
  for (const [route, page] of Object.entries(SERVER_RENDERED_PAGE_MODULES)) {
    const keys = [...manifestClosure(manifest, page)].filter((key) => !loaded.has(key));
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
