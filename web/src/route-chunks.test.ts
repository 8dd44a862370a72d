import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ROWS, PUBLIC_ROUTES } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { manifestClosure, routePreloadFiles } from '../route-chunks.mjs';
import { SERVER_RENDERED_PAGES } from './page-components';

describe('the page table’s modules', () => {
  it('exist, and the app loads each server-rendered route’s module before hydration', async () => {
    expect(Object.keys(SERVER_RENDERED_PAGES).sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const row of PAGE_ROWS) {
      const file = path.resolve(import.meta.dirname, '..', row.module);
      expect(existsSync(file), row.module).toBe(true);
      if (row.public)
        expect(await SERVER_RENDERED_PAGES[row.path]?.preload(), row.path).toBe(await import(file));
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
    const modules = { '/produkte': 'src/list/ProductListPage.tsx', '/': 'src/pages/HomePage.tsx' };
    expect(routePreloadFiles(manifest, modules)['/produkte']).toEqual({
      scripts: ['assets/ProductListPage-1.js', 'assets/card-1.js'],
      styles: ['assets/ProductListPage-1.css', 'assets/card-1.css'],
    });
    expect(routePreloadFiles(manifest, modules)['/']).toEqual({ scripts: [], styles: [] });
  });
});
