import { COLLECTIONS, type Collection, type Doc, type Store } from '@futterkompass/adapters';
import {
  type Brand,
  PAGE_DATA,
  POST_MESSAGES,
  type Post,
  type Product,
  type ProductPageData,
} from '@futterkompass/domain';
import { aBrand, aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProductWrites } from '../testing/product-writes';
import { rawRequest } from '../testing/raw-request';
import { recordingRenderer } from '../testing/recording-renderer';
import { startSmallApp } from '../testing/small-app';

const BRAND = aBrand({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Waldhof' });
const PRODUCT = aProduct({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  urlExtension: 'waldhof-lamm',
  brand: BRAND._id,
  variants: [aVariant()],
});
const GONE = aProduct({ _id: 'cccccccccccccccccccccccc', urlExtension: 'waldhof-alt', brand: BRAND._id });
const HIDDEN = aProduct({
  _id: 'dddddddddddddddddddddddd',
  urlExtension: 'waldhof-entwurf',
  brand: BRAND._id,
  published: false,
});
const POST: Post = {
  _id: 'eeeeeeeeeeeeeeeeeeeeeeee',
  title: 'Tipp',
  category: 'Ernährung',
  file: 'tipp.pdf',
  createdAt: '2024-03-01T00:00:00.000Z',
};

describe('the public pages as the server answers them', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const { renderer, dataOf } = recordingRenderer({ title: null, html: '<h1>Seite</h1>' });
  let storeDown = false;
  /** The store with product reads that fail while `storeDown` (an outage of the database). */
  const failingProducts = (store: Store): Store => ({
    ...store,
    collection: <T extends Doc>(name: string): Collection<T> => {
      const collection = store.collection<T>(name);
      if (name !== COLLECTIONS.products) return collection;
      return {
        ...collection,
        findOne: (...args) =>
          storeDown ? Promise.reject(new Error('store down')) : collection.findOne(...args),
      };
    },
  });

  beforeAll(async () => {
    app = await startSmallApp({ renderer, wrapStore: failingProducts });
    const { store } = app.adapters;
    await store.collection<Brand>(COLLECTIONS.brands).insert(BRAND);
    for (const p of [PRODUCT, GONE, HIDDEN]) await store.collection<Product>(COLLECTIONS.products).insert(p);
    await store.collection<Post>(COLLECTIONS.posts).insert(POST);
    const writes = testProductWrites(app.adapters);
    expect(await writes.remove(GONE._id)).toBe(true);
  });
  afterAll(() => app.close());

  it('renders a product page with its product in the page data', async () => {
    const answer = await fetch(`${app.url}/produkte/waldhof-lamm`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Waldhof Serie Huhn – Preisvergleich');
    const data = dataOf('/produkte/waldhof-lamm')?.[PAGE_DATA.product] as ProductPageData;
    expect('product' in data && data.product.urlExtension).toBe('waldhof-lamm');
  });

  it('answers a removed product with 410, an unpublished or unknown one with 404, each with the reason', async () => {
    for (const [path, status] of [
      ['/produkte/waldhof-alt', 410],
      ['/produkte/waldhof-entwurf', 404],
      ['/produkte/gibt-es-nicht', 404],
    ] as const) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(status);
      expect(dataOf(path)?.[PAGE_DATA.product], path).toEqual({
        urlExtension: path.slice('/produkte/'.length),
        missing: 'Kein Produkt gefunden.',
      });
    }
  });

  it('answers a page the client has with 304 when its ETag still matches, the full page once it changed', async () => {
    // Over plain HTTP: fetch() sends Cache-Control: no-cache with a conditional request, as browsers' fetch does.
    const get = (etag = '') =>
      rawRequest(app.url, { path: '/produkte/waldhof-lamm', headers: etag ? { 'if-none-match': etag } : {} });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await app.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .updateOne({ _id: PRODUCT._id }, { $set: { series: 'Lamm neu' } });
    const changed = await get(etag);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Waldhof Lamm neu');
    // A page that does not exist never answers 304.
    const missing = await rawRequest(app.url, { path: '/gibt-es-nicht', headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
  });

  it('puts the posts, a post and the consultant questionnaire’s values into their pages', async () => {
    await fetch(`${app.url}/tipp-der-woche`);
    expect(dataOf('/tipp-der-woche')?.[PAGE_DATA.posts]).toEqual([
      expect.objectContaining({ _id: POST._id, title: 'Tipp' }),
    ]);
    const post = `/tipp-der-woche/show?id=${POST._id}`;
    expect((await fetch(`${app.url}${post}`)).status).toBe(200);
    expect(dataOf(post)?.[PAGE_DATA.post]).toEqual({
      id: POST._id,
      post: expect.objectContaining({ title: 'Tipp' }),
    });
    const none = '/tipp-der-woche/show?id=ffffffffffffffffffffffff';
    expect((await fetch(`${app.url}${none}`)).status).toBe(404);
    expect(dataOf(none)?.[PAGE_DATA.post]).toEqual({
      id: 'ffffffffffffffffffffffff',
      error: POST_MESSAGES.detailError,
    });
    await fetch(`${app.url}/hunde-katzen-ernaehrungsberater`);
    expect(dataOf('/hunde-katzen-ernaehrungsberater')?.[PAGE_DATA.consultantFilters]).toBeTruthy();
  });

  it('answers 503 while the product cannot be read, leaving the page to the browser', async () => {
    storeDown = true;
    try {
      const answer = await fetch(`${app.url}/produkte/waldhof-lamm`);
      expect(answer.status).toBe(503);
      expect(dataOf('/produkte/waldhof-lamm')?.[PAGE_DATA.product]).toBeUndefined();
    } finally {
      storeDown = false;
    }
    expect((await fetch(`${app.url}/produkte/waldhof-lamm`)).status).toBe(200);
  });

  it('renders a path outside the route table as the 404 page, with status 404', async () => {
    const answer = await fetch(`${app.url}/gibt-es-nicht`);
    expect(answer.status).toBe(404);
    expect(dataOf('/gibt-es-nicht')).toBeDefined();
  });
});
