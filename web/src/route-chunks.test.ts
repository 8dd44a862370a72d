import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestClosure, routePreloadFiles, SERVER_RENDERED_PAGE_MODULES } from '../route-chunks.mjs';
import { SERVER_RENDERED_PAGES } from './App';

describe('server-rendered routes and their page modules', () => {
  it('name the routes the app loads before hydration, each with the module the app loads for it', async () => {
    expect(Object.keys(SERVER_RENDERED_PAGE_MODULES).sort()).toEqual(
      Object.keys(SERVER_RENDERED_PAGES).sort(),
    );
    for (const [route, module] of Object.entries(SERVER_RENDERED_PAGE_MODULES)) {
      const file = path.resolve(import.meta.dirname, '..', module);
      expect(existsSync(file), module).toBe(true);
      expect(await SERVER_RENDERED_PAGES[route]?.preload(), route).toBe(await import(file));
    }
  });
});

describe('manifestClosure', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js', imports: ['index.html'] },
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_card.js', '_gone.js'] },
    '_card.js': { file: 'assets/card.js' },
  };

  it('follows static imports through cycles and passes over keys the manifest lacks', () => {
    expect([...manifestClosure(manifest, 'src/Page.tsx')]).toEqual([
      'src/Page.tsx',
      'index.html',
      '_react.js',
      '_card.js',
    ]);
    expect(manifestClosure(manifest, 'src/Missing.tsx').size).toBe(0);
  });

  it('adds to the keys it is given and does not walk them again', () => {
    const entry = manifestClosure(manifest, 'index.html');
    expect([...manifestClosure(manifest, 'src/Page.tsx', entry)]).toEqual([
      'index.html',
      '_react.js',
      'src/Page.tsx',
      '_card.js',
    ]);
  });
});

describe('routePreloadFiles', () => {
  it('lists per server-rendered route its page chunk, its own imports and their styles, not the entry’s', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'], css: ['assets/card-1.css'] },
      'src/list/ProductListPage.tsx': {
        file: 'assets/ProductListPage-1.js',
        imports: ['index.html', '_react-1.js', '_card-1.js'],
        css: ['assets/ProductListPage-1.css'],
      },
    };
    expect(routePreloadFiles(manifest)['/produkte']).toEqual({
      scripts: ['assets/ProductListPage-1.js', 'assets/card-1.js'],
      styles: ['assets/ProductListPage-1.css', 'assets/card-1.css'],
    });
    expect(routePreloadFiles(manifest)['/']).toEqual({ scripts: [], styles: [] });
  });
});
