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
    const routes = {
      '/produkte': {
        scripts: ['assets/ProductListPage-1.js', 'assets/card-1.js'],
        styles: ['assets/ProductListPage-1.css', 'assets/card-1.css'],
      },
      '/produkte/:urlExtension': { scripts: ['assets/ProductDetailPage-1.js'], styles: [] },
    };
    await writeFile(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(routes));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('names the page chunk, its own imports and all their styles, as the build lists them', () => {
    const tags = routePreloads(dist)('/produkte');
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProductListPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/ProductListPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
    ]);
  });

  it('finds a page with a parameter by its route pattern, with or without a slash at the end', () => {
    const tag = '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-1.js">';
    expect(routePreloads(dist)('/produkte/waldhof-lamm')).toBe(tag);
    expect(routePreloads(dist)('/produkte/waldhof-lamm/')).toBe(tag);
    expect(routePreloads(dist)('/produkte/')).toBe(routePreloads(dist)('/produkte'));
  });

  it('has nothing for other routes, nor without the build’s list', () => {
    expect(routePreloads(dist)('/vergleichsliste')).toBe('');
    expect(routePreloads(path.join(dist, 'nowhere'))('/produkte')).toBe('');
  });
});
