import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * Module replacements of the web app: in both builds, the browser's and the server's, so that they
 * render the same markup; the dev server keeps react-router's development build and its warnings.
 */
export function moduleAliases(command: 'build' | 'serve'): Alias[] {
  return [
    // react-router's package exports only its development build, which warns at run time in
    // production too (remix-run/react-router#12532, #14753); the production build beside it does not.
    ...(command === 'build'
      ? [
          { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: path.join(reactRouter, 'dist/production/dom-export.mjs'),
          },
        ]
      : []),
    { find: /^qs$/, replacement: path.join(here, 'src/list/qs-not-bundled.ts') },
  ];
}
