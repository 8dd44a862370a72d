import { COLLECTIONS, type OutboxMessage } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, type Brand, type Product, type User } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';
import { startTestServer } from '../../testing/test-server';
import { MESSAGE_TEXTS as T } from './service';

describe('product reports and brand questions', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let contactable: { product: Product; brand: Brand };
  let silent: { product: Product; brand: Brand };
  const outbox = () => server.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox);

  beforeAll(async () => {
    server = await startTestServer({ env: { OPERATOR_EMAIL: 'team@futterkompass.example' } });
    api = apiClient(server.url, server.adapters.store);
    const store = server.adapters.store;
    const brands = await store.collection<Brand>(COLLECTIONS.brands).find();
    const active = new Set(
      (await store.collection<User>(COLLECTIONS.users).find({ status: 'active' })).map((u) => u._id),
    );
    const products = store.collection<Product>(COLLECTIONS.products);
    const withProduct = async (brand: Brand) => ({
      brand,
      product: (await products.findOne({ brand: brand._id, published: true })) as Product,
    });
    contactable = await withProduct(brands.find((b) => b.supportEmail && active.has(b.owner ?? '')) as Brand);
    silent = await withProduct(brands.find((b) => !b.supportEmail) as Brand);
  });
  afterAll(() => server.cleanup());

  it('stores a report and mails it to the operators', async () => {
    const { product, brand } = contactable;
    const answer = await api.post('/api/report-product', {
      product: product._id,
      reason: '  Rezeptur geändert  ',
    });
    expect(answer.body).toEqual({ success: true });
    const [report] = await server.adapters.store
      .collection(COLLECTIONS.reports)
      .find({ productId: product._id });
    expect(report).toMatchObject({ productId: product._id, reason: 'Rezeptur geändert' });
    const [mail] = await outbox().find({ to: 'team@futterkompass.example' });
    expect(mail?.subject).toBe(`Produktmeldung: ${brand.name} ${product.series}`);
    expect(mail?.text).toContain('Rezeptur geändert');
  });

  it('refuses a report without a reason or for an unknown product', async () => {
    const empty = await api.post('/api/report-product', { product: contactable.product._id, reason: ' ' });
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: T.reasonRequired } });
    const unknown = await api.post('/api/report-product', { product: 'f'.repeat(24), reason: 'x' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Kein Produkt mit dieser Produkt-ID gefunden.' },
    });
    const operator = await api.post('/api/report-product', { product: { $ne: null }, reason: 'x' });
    expect(operator.status).toBe(400);
  });

  it('mails a brand question to the brand’s support address with reply-to the sender', async () => {
    const { product, brand } = contactable;
    const answer = await api.post('/api/contact-brand', {
      product: product._id,
      name: 'Erika Muster',
      email: 'erika@example.org',
      message: 'Ist das Rind aus Weidehaltung?',
    });
    expect(answer.body).toEqual({ success: true });
    const [mail] = await outbox().find({ to: brand.supportEmail as string });
    expect(mail).toMatchObject({
      replyTo: 'erika@example.org',
      subject: `Frage zu ${brand.name} ${product.series} über Futterkompass`,
    });
    expect(mail?.text).toContain('Ist das Rind aus Weidehaltung?');
    const [stored] = await server.adapters.store
      .collection(COLLECTIONS.messages)
      .find({ brandId: brand._id });
    expect(stored).toMatchObject({
      kind: 'brand-question',
      name: 'Erika Muster',
      email: 'erika@example.org',
    });
  });

  it('refuses a brand question with a missing field or to a brand that cannot be contacted', async () => {
    const base = { product: contactable.product._id, name: 'A', email: 'a@example.org', message: 'Frage' };
    for (const over of [{ name: '' }, { email: 'keine-adresse' }, { message: '  ' }]) {
      const answer = await api.post('/api/contact-brand', { ...base, ...over });
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: T.fieldsRequired } });
    }
    const answer = await api.post('/api/contact-brand', { ...base, product: silent.product._id });
    expect(answer).toMatchObject({ status: 409, body: { message: T.notContactable } });
  });
});

describe('message abuse limits and captcha', () => {
  it('limits messages per IP and checks the captcha token sent with them', async () => {
    const captcha = { kind: 'recaptcha' as const, verify: async (token?: string) => token === 'gut' };
    const app = await startSmallApp({
      captcha,
      rateLimits: { windowMs: 60_000, auth: 100, writes: 100, failedLogins: 100, messages: 2 },
    });
    const api = apiClient(app.url, app.adapters.store);
    try {
      const refused = await api.post('/api/report-product', { product: 'f'.repeat(24), reason: 'x' });
      expect(refused.body).toEqual({ success: false, message: ACCOUNT_MESSAGES.captchaFailed });
      expect(
        (await api.post('/api/report-product', { product: 'f'.repeat(24), reason: 'x', captchaToken: 'gut' }))
          .status,
      ).toBe(404);
      const limited = await api.post('/api/contact-brand', {
        product: 'x',
        name: 'a',
        email: 'a@b.de',
        message: 'm',
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
