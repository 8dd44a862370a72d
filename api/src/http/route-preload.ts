import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routePatternOf } from '@futterkompass/domain';

/** A server-rendered route's files beyond the entry's, as the web build lists them. */
interface RouteFiles {
  scripts: string[];
  styles: string[];
}

/**
 * `<link>` tags that fetch a server-rendered route's page chunk, its imports and its styles in parallel
 * with the entry script, by path (looked up by its route pattern); '' for other paths or without the build's list
 * (dist/.vite/route-preloads.json, written by scripts/ensure-web-build.mjs). Those chunks are lazy in
 * the app (web/src/App.tsx): without a hint the browser would only ask for them once the entry script
 * ran, one round trip more before the page can render.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return () => '';
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RouteFiles>;
  const tags = new Map<string, string>();
  for (const [route, { scripts, styles }] of Object.entries(routes)) {
    tags.set(
      route,
      [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        // Stylesheets, not preloads: the server renders these pages, and their markup must paint
        // styled (the chunk, when it runs, finds them in place and does not add them again).
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ].join('\n    '),
    );
  }
  return (pathname) => tags.get(routePatternOf(pathname)) ?? '';
}
