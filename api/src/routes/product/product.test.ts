import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS } from '@futterkompass/adapters';
import type { Brand, Product, User } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { rawRequest } from '../../testing/raw-request';
import { writeStandInWebBuild } from '../../testing/stand-in-web';
import { startTestServer } from '../../testing/test-server';

describe('product detail, home carousels and compare table', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let products: Product[];

  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'fk-product-web-'));
    server = await startTestServer({ webDist: await writeStandInWebBuild(webDir) });
    api = apiClient(server.url, server.adapters.store);
    products = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { sort: { _id: 1 } });
  });
  afterAll(async () => {
    await server.cleanup();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers a product with visible offers cheapest first, and never the brand’s e-mail or owner', async () => {
    const store = server.adapters.store;
    const brands = await store
      .collection<Brand>(COLLECTIONS.brands)
      .find({ supportEmail: { $exists: true } });
    const owners = await store
      .collection<User>(COLLECTIONS.users)
      .find({ role: 'brandOwner', status: 'active' });
    const contactable = brands.find((b) => owners.some((o) => o._id === b.owner)) as Brand;
    const product = products.find((p) => p.brand === contactable._id && p.variants.length > 1) as Product;

    const answer = await api.get(`/api/product?url=${encodeURIComponent(product.urlExtension)}`);
    expect(answer.status).toBe(200);
    const detail = answer.body.product;
    expect(detail).toMatchObject({
      _id: product._id,
      series: product.series,
      brand: { _id: contactable._id, name: contactable.name, owned: true, contactable: true },
    });
    // Buyable offers first, then listed but not current ones, sold-out ones last; by Grundpreis within.
    const rank: Record<string, number> = { buyable: 0, stale: 1, unchecked: 1, soldOut: 2 };
    const offers: { basePrice: number; status: string }[] = detail.variants;
    expect(offers[0]?.status).toBe('buyable');
    const order = (o: { basePrice: number; status: string }) => [rank[o.status] as number, o.basePrice];
    const keys = offers.map(order);
    expect(keys).toEqual(
      [...keys].sort((x, y) => (x[0] as number) - (y[0] as number) || (x[1] as number) - (y[1] as number)),
    );
    for (const v of detail.variants) {
      expect(v.totalPrice).toBe(
        typeof v.deliveryCost === 'number' ? Math.round((v.price + v.deliveryCost) * 100) / 100 : v.price,
      );
    }
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(contactable.supportEmail as string);
    expect(text).not.toContain(contactable.owner as string);
    expect(text).not.toContain('passwordHash');
  });

  it('answers 404 with the specification’s text for an unknown or empty product address', async () => {
    // 'url[$ne]' is a parameter of that literal name (Express's simple query parser), not an operator.
    for (const path of ['/api/product?url=gibt-es-nicht', '/api/product', '/api/product?url[$ne]=x']) {
      const answer = await api.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Kein Produkt gefunden.' });
    }
  });

  it('fills the home carousels: best rated, latest, and the recently viewed in their order', async () => {
    const [a, b] = products as [Product, Product];
    const answer = await api.post('/api/homepage-products', { lastViewed: [b._id, 'f'.repeat(24), a._id] });
    expect(answer.body.success).toBe(true);
    expect(answer.body.lastViewedProducts.map((p: Product) => p._id)).toEqual([b._id, a._id]);
    const ratings = answer.body.bestProducts.map((p: { rating: number }) => p.rating);
    expect(ratings).toHaveLength(12);
    expect(ratings).toEqual([...ratings].sort((x: number, y: number) => y - x));
    // The latest are the 12 newest: none left out is newer than the oldest shown.
    const created = new Map(products.map((p) => [p._id, p.createdAt]));
    const latest: string[] = answer.body.latestProducts.map((p: Product) => created.get(p._id));
    expect(latest).toHaveLength(12);
    expect(latest).toEqual([...latest].sort().reverse());
    const shown = new Set(answer.body.latestProducts.map((p: Product) => p._id));
    const oldestShown = latest.at(-1) as string;
    expect(products.filter((p) => !shown.has(p._id) && p.createdAt > oldestShown)).toEqual([]);
    expect((await api.post('/api/homepage-products', {})).body.lastViewedProducts).toEqual([]);
    expect((await api.post('/api/homepage-products', { lastViewed: 'x' })).status).toBe(400);
  });

  it('answers the compare list with the table’s fields, in the order asked', async () => {
    const [a, b] = products as [Product, Product];
    const answer = await api.post('/api/compare-list', { ids: [b._id, a._id, 'f'.repeat(24)] });
    expect(answer.body.success).toBe(true);
    const list = answer.body.products_list;
    expect(list.map((p: Product) => p._id)).toEqual([b._id, a._id]);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        '_id',
        'animal',
        'animalComponents',
        'animalShare',
        'animalShareDriedOne',
        'animalShareDriedTwo',
        'ash',
        'attributes',
        'bestOffer',
        'brand',
        'composition',
        'declaration',
        'elements',
        'energyKcal',
        'fats',
        'fibers',
        'fromPrice',
        'imageUrl',
        'moisture',
        'nfe',
        'nfeTM',
        'proteins',
        'rating',
        'ratingCount',
        'series',
        'shipping',
        'type1',
        'urlExtension',
      ].sort(),
    );
    expect(list[0].proteins).toBe(b.proteins);
    // The full ingredient list as declared, which the search document does not carry.
    expect(list.map((p: CompareProduct) => p.composition)).toEqual([
      b.description || null,
      a.description || null,
    ]);
    // With "Preise inkl. Versand" the best offer is the one with the lowest delivered Grundpreis.
    const delivered = await api.post('/api/compare-list', { ids: [b._id], shipping: 'included' });
    expect(delivered.body.products_list[0]).toMatchObject({ _id: b._id, shipping: 'included' });
    const { bestOffer } = delivered.body.products_list[0];
    if (bestOffer?.deliveryCost !== undefined)
      expect(bestOffer.deliveredPrice).toBe(
        Math.round((bestOffer.price + bestOffer.deliveryCost) * 100) / 100,
      );
    const refused = await api.post('/api/compare-list', { ids: { $gt: '' } });
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, message: 'Fehler beim Abrufen der Produkte aufgetreten.' },
    });
  });

  it('puts the product’s name into the HTML of its page, and answers 404 for an unknown one', async () => {
    const product = products[0] as Product;
    const brand = await server.adapters.store
      .collection<Brand>(COLLECTIONS.brands)
      .findOne({ _id: product.brand });
    const page = await rawRequest(server.url, {
      path: `/produkte/${encodeURIComponent(product.urlExtension)}`,
    });
    expect(page.status).toBe(200);
    const name = `${brand?.name} ${product.series}`.replaceAll('&', '&amp;');
    expect(page.text).toContain(`<title>${name} – Preisvergleich`);
    expect(page.text).toContain(`<meta name="description" content="${name}:`);
    const unknown = await rawRequest(server.url, { path: '/produkte/gibt-es-nicht' });
    expect(unknown.status).toBe(404);
    expect((await rawRequest(server.url, { path: '/produkte/%E0%A4%A' })).status).toBe(404);
  });
});
