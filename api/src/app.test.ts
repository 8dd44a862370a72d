import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS, LOCK_FILE } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './testing/json';
import { startTestServer } from './testing/test-server';

describe('API on the embedded default', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const list = async (filters: Record<string, unknown>) =>
    json(post('/api/filter-products', { filters, initial: true }));

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  it('reports health of store and search', async () => {
    expect(await json(fetch(`${server.url}/api/health`))).toEqual({
      success: true,
      status: 'ok',
      store: 'ok',
      search: 'ok',
      disk: 'ok',
    });
  });

  it('answers the alert bar from the seeded store', async () => {
    const body = await json(fetch(`${server.url}/api/alert-bar`));
    expect(body).toEqual({
      success: true,
      abData: {
        text: 'Neu: unser Tipp der Woche zur Trockenmasse.',
        link: '/tipp-der-woche',
        buttonText: 'Jetzt lesen',
        color: '55AD59',
      },
    });
  });

  it('lists products with total and every group of available filters', async () => {
    const body = await list({
      animal: 'dog',
      type1: 'wet',
      currentPage: '1',
      productsPerPage: '12',
      sortBy: 'brand',
      filterOption: '1',
    });
    expect(body.success).toBe(1);
    expect(body.nOfProducts).toBeGreaterThan(100);
    expect(body.products).toHaveLength(12);
    expect(body.products[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      urlExtension: expect.any(String),
      brand: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: expect.any(String),
        owned: expect.any(Boolean),
      },
      series: expect.any(String),
      type1: 'wet',
      animal: expect.arrayContaining(['dog']),
      imageUrl: expect.stringMatching(/^\/files\/.+\.png$/),
      rating: expect.any(Number),
      ratingCount: expect.any(Number),
      bestOffer: expect.objectContaining({ basePrice: expect.any(Number), unitPrice: expect.any(Number) }),
      fromPrice: expect.any(Number),
      shipping: 'excluded',
    });
    expect(Object.keys(body.newFilters).sort()).toEqual(
      [
        'availableAgeGroups',
        'availableAnimalComponents',
        'availableAnimalShares',
        'availableAnimalSharesDriedOne',
        'availableAnimalSharesDriedTwo',
        'availableAttributes',
        'availableBrands',
        'availableCountriesOfDelivery',
        'availableCountriesOfProduction',
        'availableDeclarations',
        'availableDiseases',
        'availableElements',
        'availablePackagingSizes',
        'availablePackagings',
        'availableProcessings',
        'availableProducers',
        'availableType1',
        'availableType2',
      ].sort(),
    );
    const wet = body.newFilters.availableType1.find((t: { value: string }) => t.value === 'wet');
    expect(wet).toEqual({ value: 'wet', label: 'Nassfutter', count: body.nOfProducts });
  });

  it('sanitises the query: bad page size, sort and page', async () => {
    const body = await list({ productsPerPage: '100', sortBy: 'cheapest', currentPage: 'x' });
    expect(body.products).toHaveLength(12);
    const sorted = await list({ sortBy: 'price_asc', productsPerPage: 36 });
    const prices = sorted.products.map(
      (p: { bestOffer: { basePrice: number } | null }) => p.bestOffer?.basePrice ?? Infinity,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses nested objects and non-JSON with German messages, never a stack trace', async () => {
    const injected = await post('/api/filter-products', { filters: { brand: { $gt: '' } } });
    expect(injected.status).toBe(400);
    expect(await json(injected)).toEqual({ success: 0, message: 'Ungültige Filterangaben.' });
    const broken = await fetch(`${server.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"filters":',
    });
    expect(broken.status).toBe(400);
    // The list call has one answer shape: success 0 on every failure.
    expect(await json(broken)).toEqual({ success: 0, message: 'Die Anfrage ist kein gültiges JSON.' });
    const missing = await fetch(`${server.url}/api/nichts`);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ success: false, message: 'Diese Schnittstelle gibt es nicht.' });
  });

  it('quick search finds a typo’d brand, at most 8 hits', async () => {
    const hits = await json(
      fetch(`${server.url}/api/search-products?query=${encodeURIComponent('Waldhoff')}`),
    );
    expect(hits.success).toBe(true);
    expect(hits.products.length).toBeGreaterThan(0);
    expect(hits.products.length).toBeLessThanOrEqual(8);
    expect(
      hits.products.every((p: { brand: { name: string } }) => p.brand.name === 'Waldhof Naturkost'),
    ).toBe(true);
    // The total is what the list shows for the same text over all animals and types.
    const list = await json(
      post('/api/filter-products', {
        filters: {
          animal: ['dog', 'cat'],
          type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
          query: 'Waldhoff',
        },
      }),
    );
    expect(hits.nOfProducts).toBe(list.nOfProducts);
    expect(hits.nOfProducts).toBeGreaterThan(hits.products.length);
    const empty = await json(fetch(`${server.url}/api/search-products?query=`));
    expect(empty).toEqual({ success: true, products: [], nOfProducts: 0 });
    const twice = await fetch(`${server.url}/api/search-products?query=a&query=b`);
    expect(twice.status).toBe(400);
  });

  it('lists all filter options, package sizes as a map', async () => {
    const body = await json(fetch(`${server.url}/api/filters`));
    expect(body.success).toBe(true);
    expect(body.filters.brands.length).toBe(60);
    expect(body.filters.packagingSizes['400g']).toBe('400 g');
    expect(body.filters.type1.map((t: { value: string }) => t.value)).toEqual([
      'wet',
      'dried',
      'raw',
      'flakes',
      'suplement',
    ]);
  });

  it('serves stored files, PDFs as PDF, pack shots as PNG and SVG without script rights', async () => {
    const pdf = await fetch(`${server.url}/files/tipp-1.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { products } = await list({});
    expect((await fetch(`${server.url}${products[0].imageUrl}`)).headers.get('content-type')).toBe(
      'image/png',
    );
    await server.adapters.files.write(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const svg = await fetch(`${server.url}/files/logo.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(`${server.url}/files/..%2Flock`)).status).toBe(404);
  });

  it('rebuilds the index through the admin API only with the lock’s token', async () => {
    expect((await post('/api/admin/reindex', {})).status).toBe(401);
    const lock = JSON.parse(await readFile(path.join(server.dataDir, LOCK_FILE), 'utf8'));
    const response = await fetch(`${server.url}/api/admin/reindex`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': lock.adminToken },
      body: '{}',
    });
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const published = await server.adapters.store.collection(COLLECTIONS.products).count({ published: true });
    expect(lines.at(-1)).toMatchObject({ type: 'summary', documents: published, failures: [] });
    expect(lines.filter((l) => l.type === 'progress').at(-1)).toEqual({
      type: 'progress',
      done: published,
      total: published,
    });
  });
});
