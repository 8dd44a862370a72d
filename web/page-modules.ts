import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PAGE_ROWS } from '../domain/src/pages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ID = 'virtual:page-modules';
const RESOLVED = `\0${ID}`;
/** Where the browser's build writes the server-rendered pages' modules, beside Vite's manifest. */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/**
 * The page table's modules for the app (domain/src/pages.ts): `virtual:page-modules` exports a loader
 * per module, each a dynamic import and so a chunk of its own, and the browser's build writes which
 * module each server-rendered route needs (web/route-chunks.mjs reads it). Adding a page to the table
 * adds its chunk without a second list.
 */
export function pageModules(): Plugin {
  const modules = [...new Set(PAGE_ROWS.map((row) => row.module))];
  return {
    name: 'futterkompass:page-modules',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const loaders = modules.map(
        (module) => `${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(here, module))})`,
      );
      return `export const PAGE_MODULES = {\n${loaders.join(',\n')}\n};\n`;
    },
    generateBundle() {
      // The server's build (scripts/ensure-web-build.mjs) loads the same modules; the list is the browser's.
      if (this.environment.config.consumer !== 'client') return;
      const serverRendered = Object.fromEntries(
        PAGE_ROWS.filter((row) => row.public).map((row) => [row.path, row.module]),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source: JSON.stringify(serverRendered) });
    },
  };
}
