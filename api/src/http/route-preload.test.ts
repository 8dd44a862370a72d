import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preload';

describe('route preloads', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fk-preload-'));
    await mkdir(path.join(dist, '.vite'));
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
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('names the page chunk, its own imports and all their styles, not what the entry loads already', () => {
    const tags = routePreloads(dist)('/produkte');
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProductListPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/ProductListPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
    ]);
  });

  it('has nothing for other routes, nor without a manifest', () => {
    expect(routePreloads(dist)('/vergleichsliste')).toBe('');
    expect(routePreloads(path.join(dist, 'nowhere'))('/produkte')).toBe('');
  });
});
