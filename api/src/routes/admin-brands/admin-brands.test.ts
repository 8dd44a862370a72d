import { COLLECTIONS } from '@futterkompass/adapters';
import { type Brand, PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { setUserRole } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';

describe('brands for the product form', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let editor: string;
  const brands = () => server.adapters.store.collection<Brand>(COLLECTIONS.brands);

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    editor = await api.login('redaktion', 'redaktion12345');
  });
  afterAll(() => server.cleanup());

  it('creates a brand once: the same name in another case or spacing answers 409 with the existing one', async () => {
    const created = await api.post('/api/admin/brands', { name: '  Wolfs   Festmahl ' }, editor);
    expect(created.body).toEqual({
      success: true,
      message: M.brandCreated,
      brand: { _id: expect.any(String), name: 'Wolfs Festmahl' },
    });
    const again = await api.post('/api/admin/brands', { name: 'WOLFS FESTMAHL' }, editor);
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: M.brandTaken, brand: created.body.brand },
    });
    expect(await brands().count({ nameKey: 'wolfs festmahl' })).toBe(1);
    // A seeded brand is just as taken.
    const seeded = (await brands().findOne({ name: { $exists: true } })) as Brand;
    expect((await api.post('/api/admin/brands', { name: seeded.name.toUpperCase() }, editor)).status).toBe(
      409,
    );
  });

  it('gives a new brand its slug, numbered when another brand’s name makes the same one', async () => {
    const first = await api.post('/api/admin/brands', { name: 'Napf & Knochen' }, editor);
    const second = await api.post('/api/admin/brands', { name: 'Napf-Knochen' }, editor);
    const slugs = await Promise.all(
      [first, second].map(async (answer) => (await brands().findOne({ _id: answer.body.brand._id }))?.slug),
    );
    expect(slugs).toEqual(['napf-knochen', 'napf-knochen-2']);
  });

  it('refuses an empty or too long name in German', async () => {
    expect((await api.post('/api/admin/brands', { name: ' ' }, editor)).body).toEqual({
      success: false,
      message: M.brandRequired,
      field: 'name',
    });
    expect((await api.post('/api/admin/brands', { name: 'x'.repeat(101) }, editor)).body.message).toBe(
      M.brandTooLong,
    );
    expect((await api.post('/api/admin/brands', { name: { $ne: '' } }, editor)).status).toBe(400);
  });

  it('lists every brand A-Z for the form, new ones included, to editors and admins', async () => {
    await api.post('/api/admin/brands', { name: 'Ährenkorn' }, editor);
    const listed = (await api.get('/api/admin/brands', editor)).body.brands as { name: string }[];
    expect(listed).toHaveLength(await brands().count());
    const names = listed.map((b) => b.name);
    expect(names).toContain('Ährenkorn');
    expect(names).toEqual([...names].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare));
    const admin = await api.signUp('Chefredaktion');
    await setUserRole(server.adapters.store, 'Chefredaktion', 'admin');
    expect((await api.get('/api/admin/brands', admin.token)).status).toBe(200);
  });
});
