import { COLLECTIONS } from '@futterkompass/adapters';
import {
  type Brand,
  gramsOf,
  PRODUCT_FORM_MESSAGES as M,
  MESSAGES,
  type Product,
  type ProductFormValues,
  urlSlug,
} from '@futterkompass/domain';
import { aFilledForm, REQUIRED_FORM_FIELDS } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { testProductWrites } from '../../testing/product-writes';
import { startTestServer } from '../../testing/test-server';

describe('the product form’s API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let editor: string;
  let user: string;
  let brand: Brand;
  const products = () => server.adapters.store.collection<Product>(COLLECTIONS.products);
  const idle = () => server.adapters.queue.idle();
  const put = (id: string, body: unknown, token = editor) =>
    api.call('PUT', `/api/admin/products/${id}`, body, token);
  const create = (over: Partial<ProductFormValues> = {}, token = editor) =>
    api.post('/api/admin/products', { ...aFilledForm({ brand: brand._id }), ...over }, token);
  const quickSearch = async (query: string) =>
    (await api.get(`/api/search-products?query=${encodeURIComponent(query)}`)).body.products.map(
      (p: { urlExtension: string; series: string }) => `${p.urlExtension} ${p.series}`,
    );

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    editor = await api.login('redaktion', 'redaktion12345');
    user = await api.login('demo', 'demo12345');
    brand = (await server.adapters.store
      .collection<Brand>(COLLECTIONS.brands)
      .findOne({ name: { $exists: true } })) as Brand;
  });
  afterAll(() => server.cleanup());

  it('let only editors and admins in: 401 for visitors, 403 in German for users', async () => {
    const target = (await products().findOne({ published: true })) as Product;
    const before = await products().count();
    const calls = [
      ['GET', `/api/admin/products?url=${target.urlExtension}`],
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${target._id}`],
      ['GET', '/api/admin/brands'],
      ['POST', '/api/admin/brands'],
      ['POST', '/api/admin/images'],
      ['DELETE', '/api/admin/images'],
    ] as const;
    for (const [method, path] of calls) {
      const body =
        method === 'GET' ? undefined : { name: 'Marke X', ...aFilledForm({ brand: brand._id }), rev: 0 };
      expect(await api.call(method, path, body), `${method} ${path}`).toMatchObject({
        status: 401,
        body: { success: false, message: MESSAGES.notSignedIn },
      });
      expect(await api.call(method, path, body, user), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { success: false, message: M.editorsOnly },
      });
    }
    // Nothing was written on the way.
    expect((await products().findOne({ _id: target._id }))?.updatedAt).toBe(target.updatedAt);
    expect(await products().count()).toBe(before);
    // The ops router behind these still wants its admin token.
    expect((await api.call('POST', '/api/admin/reindex', {}, editor)).status).toBe(401);
  });

  it('refuse each missing required field with its German message and field, saving nothing', async () => {
    const before = await products().count();
    for (const [field, value, message] of REQUIRED_FORM_FIELDS)
      expect(await create({ [field]: value }), field).toMatchObject({
        status: 400,
        body: { success: false, message, field },
      });
    // A field left out of the body is as missing as an empty one.
    const { proteins: _left, ...withoutProteins } = aFilledForm({ brand: brand._id });
    expect((await api.post('/api/admin/products', withoutProteins, editor)).body.field).toBe('proteins');
    const dried = { type1: 'dried', animalShare: '', animalShareDriedOne: '30', animalShareDriedTwo: '' };
    expect((await create(dried)).body).toMatchObject({
      field: 'animalShareDriedTwo',
      message: M.required('Anteil Frischfleisch'),
    });
    expect(await products().count()).toBe(before);
  });

  it('refuse bad numbers, an unknown brand and values of the wrong kind, never with a 500', async () => {
    const answers = await Promise.all([
      create({ proteins: '12,345' }),
      create({ fats: '-2' }),
      create({ moisture: '90' }),
      create({ brand: '0123456789abcdef01234567' }),
      create({ type2: ['dry-barf'] }),
      create({ animals: { $ne: [] } as unknown as string[] }),
      create({ series: { $gt: '' } as unknown as string }),
      api.post('/api/admin/products', [1, 2], editor),
    ]);
    expect(answers.map((a) => [a.status, a.body.field, a.body.message])).toEqual([
      [400, 'proteins', M.tooPrecise('Rohprotein (%)')],
      [400, 'fats', M.negative('Rohfett (%)')],
      // 10.5 + 6 + 0.5 + 2 + 90 > 100
      [400, 'proteins', M.weenderSum],
      [400, 'brand', M.brandMissing],
      [400, 'type2', M.invalid('Futtermitteltyp')],
      [400, 'animals', M.invalid('Tierart')],
      [400, 'series', M.invalid('Sorte / Serie')],
      [400, undefined, M.invalidBody],
    ]);
  });

  it('take a single value for a list and leave out what the untouched form holds', async () => {
    // The filled form says 'false' for both; left out, they are what the empty form holds ('true').
    const {
      physiologicalAdditives: _p,
      technologicalAdditives: _t,
      ...rest
    } = aFilledForm({ brand: brand._id });
    const created = await api.post(
      '/api/admin/products',
      { ...rest, animals: 'cat', series: 'Einzelwert Katze' },
      editor,
    );
    expect(created.body).toMatchObject({ success: true, product: { series: 'Einzelwert Katze' } });
    const saved = (await products().findOne({ _id: created.body.product._id })) as Product;
    expect(saved).toMatchObject({
      animal: ['cat'],
      physiologicalAdditives: true,
      technologicalAdditives: true,
    });
  });

  it('create, find through search, edit, and find the edit: through the queue and the indexer', async () => {
    const created = await create({ series: 'Wachtelschmaus Größe M', proteins: 11.5 as unknown as string });
    expect(created.status).toBe(200);
    const slug = `${urlSlug(brand.name)}-wachtelschmaus-groesse-m`;
    expect(created.body).toEqual({
      success: true,
      product: { _id: expect.any(String), urlExtension: slug, series: 'Wachtelschmaus Größe M', rev: 0 },
    });
    // The same brand and series again gets the next free address.
    const twin = await create({ series: 'Wachtelschmaus Größe M' });
    expect(twin.body.product.urlExtension).toBe(`${slug}-2`);

    const stored = (await products().findOne({ _id: created.body.product._id })) as Product;
    expect(stored).toMatchObject({
      published: true,
      brand: brand._id,
      proteins: 11.5,
      energy: 1050,
      variants: [],
    });
    await idle();
    expect(await quickSearch('Wachtelschmaus')).toEqual(
      expect.arrayContaining([`${slug} Wachtelschmaus Größe M`, `${slug}-2 Wachtelschmaus Größe M`]),
    );

    const form = await api.get(`/api/admin/products?url=${slug}`, editor);
    expect(form.body).toMatchObject({ success: true, _id: stored._id, rev: 0, urlExtension: slug });
    expect(form.body.imageUrls).toEqual({ 'dose-vorne-1a2b3c.png': '/files/dose-vorne-1a2b3c.png' });
    expect(form.body.product).toMatchObject({
      series: 'Wachtelschmaus Größe M',
      // As a German types it back into the form.
      proteins: '11,5',
      energy: '1050',
    });

    const edited = await put(stored._id, {
      ...form.body.product,
      series: 'Wachtelfest',
      moisture: '',
      rev: 0,
    });
    expect(edited.body.product).toEqual({
      _id: stored._id,
      urlExtension: slug,
      series: 'Wachtelfest',
      rev: 1,
    });
    const saved = (await products().findOne({ _id: stored._id })) as Product;
    expect(saved.moisture).toBeUndefined();
    await idle();
    expect(await quickSearch('Wachtelfest')).toEqual([`${slug} Wachtelfest`]);
    expect(await quickSearch('Wachtelschmaus')).toEqual([`${slug}-2 Wachtelschmaus Größe M`]);
  });

  it('refuse the second of two edits made from the same revision, keeping the first', async () => {
    const target = (await products().findOne({ published: true, type1: 'wet' })) as Product;
    const form = (await api.get(`/api/admin/products?url=${target.urlExtension}`, editor)).body;
    const loaded = { ...form.product };
    const first = await put(target._id, { ...loaded, series: 'Erste Fassung', rev: form.rev });
    expect(first.body).toMatchObject({ success: true });
    const second = await put(target._id, { ...loaded, series: 'Zweite Fassung', rev: form.rev });
    expect(second).toMatchObject({ status: 409, body: { success: false, message: M.staleRevision } });
    expect((await products().findOne({ _id: target._id }))?.series).toBe('Erste Fassung');
    // Reloaded at the new revision, the second editor can save.
    const again = await put(target._id, { ...loaded, series: 'Zweite Fassung', rev: first.body.product.rev });
    expect(again.body.product).toMatchObject({ series: 'Zweite Fassung', rev: first.body.product.rev + 1 });
  });

  it('save an edit over offer, review and vote writes made since the form was loaded', async () => {
    const target = (await products().findOne({ published: true, type1: 'dried' })) as Product;
    const form = (await api.get(`/api/admin/products?url=${target.urlExtension}`, editor)).body;
    // The seeded package rows read as the form shows them: grams and packaging.
    const [first] = target.variants as [Product['variants'][number]];
    expect([form.product.size1, form.product.packaging1]).toEqual([
      String(gramsOf(first.size ?? 0, first.unit ?? 'g')),
      first.packaging,
    ]);
    const loaded = { ...form.product };
    // A price feed and a community write land while the editor types.
    const writes = testProductWrites(server.adapters);
    const offerWrite = await writes.update(target._id, { $set: { variants: target.variants } });
    expect(offerWrite?.rev).toBeGreaterThan(target.rev ?? 0);
    const saved = await put(target._id, { ...loaded, series: 'Nach dem Feed', rev: form.rev });
    expect(saved).toMatchObject({
      status: 200,
      body: { product: { series: 'Nach dem Feed', rev: form.rev + 1 } },
    });
    // The next form save from the old revision is refused all the same.
    const stale = await put(target._id, { ...loaded, series: 'Veraltet', rev: form.rev });
    expect(stale).toMatchObject({ status: 409, body: { message: M.staleRevision } });
    expect((await products().findOne({ _id: target._id }))?.series).toBe('Nach dem Feed');
  });

  it('keep what the form does not show: shop links, offers, reviews and a type the form does not offer', async () => {
    const target = (await products().find({ type1: 'raw' })).find((p) => p.reviews.length > 0) as Product;
    await products().updateOne(
      { _id: target._id },
      { $set: { sizes: [{ size: 400, packaging: 'can', link: 'https://shop.example/400' }] } },
    );
    const form = (await api.get(`/api/admin/products?url=${target.urlExtension}`, editor)).body;
    expect(form.product.type1).toBe('raw');
    expect(
      (await put(target._id, { ...form.product, barcode1: '4000000000001', rev: form.rev })).status,
    ).toBe(200);
    const saved = (await products().findOne({ _id: target._id })) as Product;
    expect(saved.sizes).toEqual([
      { size: 400, packaging: 'can', barcode: '4000000000001', link: 'https://shop.example/400' },
    ]);
    expect(saved).toMatchObject({
      type1: 'raw',
      variants: target.variants,
      reviews: target.reviews,
      rating: target.rating,
    });
  });

  it('answer 404 in German for a product that is not there', async () => {
    expect(await api.get('/api/admin/products?url=gibt-es-nicht', editor)).toMatchObject({
      status: 404,
      body: { message: M.productMissing },
    });
    expect(
      (await put('0123456789abcdef01234567', { ...aFilledForm({ brand: brand._id }), rev: 0 })).status,
    ).toBe(404);
    expect((await put('kein-id', { ...aFilledForm({ brand: brand._id }), rev: 0 })).status).toBe(404);
    expect((await put('0123456789abcdef01234567', aFilledForm({ brand: brand._id }))).body.message).toBe(
      M.invalidBody,
    );
  });
});
