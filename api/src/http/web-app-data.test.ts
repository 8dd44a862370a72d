import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCatalogSearch, serializeCatalogQuery } from '@futterkompass/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, metaContent } from '../testing/loopback';
import { webApp } from './static';

const meta = (html: string, name: string) => {
  const content = metaContent(html, name);
  return content === undefined ? undefined : JSON.parse(content);
};

describe('data the web app’s first render needs, in the page', () => {
  let dist: string;
  let server: Server;
  let url: string;
  let searchFails = false;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fk-web-data-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html><head><title>Futterkompass</title></head><body></body></html>',
    );
    const app = express();
    const web = webApp(dist, {
      homeProducts: async () => ({ bestProducts: [{ _id: 'p1' }] }),
      listAnswer: async (query) => {
        if (searchFails) throw new Error('search engine down');
        return {
          query: serializeCatalogQuery(query),
          answer: { products: [{ imageUrl: '/files/erstes "bild".svg' }], nOfProducts: 1 },
        };
      },
    });
    if (web) app.use(web);
    ({ server, url } = await listenOnLoopback(app));
  });
  afterAll(async () => {
    server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('puts the best rated products into the home page only', async () => {
    const home = await (await fetch(`${url}/`)).text();
    expect(meta(home, 'futterkompass-home-products')).toEqual({ bestProducts: [{ _id: 'p1' }] });
    const other = await (await fetch(`${url}/vergleichsliste`)).text();
    expect(meta(other, 'futterkompass-home-products')).toBeUndefined();
  });

  it('answers the list’s first search with the page and preloads its first image', async () => {
    const list = await (await fetch(`${url}/produkte?animal=cat&type1=dried`)).text();
    expect(meta(list, 'futterkompass-list-answer')).toEqual({
      query: serializeCatalogQuery(parseCatalogSearch('animal=cat&type1=dried')),
      answer: { products: [{ imageUrl: '/files/erstes "bild".svg' }], nOfProducts: 1 },
    });
    expect(list).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/files/erstes &quot;bild&quot;.svg">',
    );
    expect(list.indexOf('futterkompass-list-answer')).toBeLessThan(list.indexOf('</head>'));
  });

  it('serves the list without its answer when the search fails: the app then asks the API', async () => {
    searchFails = true;
    try {
      const answer = await fetch(`${url}/produkte?animal=cat`);
      expect(answer.status).toBe(200);
      expect(meta(await answer.text(), 'futterkompass-list-answer')).toBeUndefined();
    } finally {
      searchFails = false;
    }
  });
});
