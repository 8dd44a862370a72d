import { COLLECTIONS, DEFAULT_RATE_LIMITS, newId, type OutboxMessage } from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES,
  type Brand,
  REVIEW_REPORT_MESSAGES as M,
  PRODUCT_FORM_MESSAGES,
  type Product,
  type ReviewReport,
  type User,
} from '@futterkompass/domain';
import { aBrand, aProduct } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';
import { startTestServer } from '../../testing/test-server';

const EDITORS = 'team@futterkompass.example';

describe('reporting a review and the editors’ decision', () => {
  // The real server with its indexer: a removal must reach the search index.
  let app: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  const brand = aBrand({ _id: newId(), name: 'Waldhof' });
  const product = aProduct({ _id: newId(), brand: brand._id, urlExtension: 'waldhof-lamm', series: 'Lamm' });
  let anna: Awaited<ReturnType<typeof api.signUp>>;
  let ben: Awaited<ReturnType<typeof api.signUp>>;
  let carla: Awaited<ReturnType<typeof api.signUp>>;
  let editor: Awaited<ReturnType<typeof api.signUp>>;
  const store = () => app.adapters.store;
  const reports = () => store().collection<ReviewReport>(COLLECTIONS.reviewReports);
  const outbox = (to: string) =>
    store()
      .collection<OutboxMessage>(COLLECTIONS.outbox)
      .find({ to }, { sort: { createdAt: 1, _id: 1 } });
  const mailsAbout = (to: string, subject: string) =>
    store()
      .collection<OutboxMessage>(COLLECTIONS.outbox)
      .find({ to, subject }, { sort: { createdAt: 1, _id: 1 } });
  const stored = async () =>
    (await store().collection<Product>(COLLECTIONS.products).findOne({ _id: product._id })) as Product;
  const reviewOf = async (username: string) =>
    (await stored()).reviews.find((r) => r.from.username === username)?._id as string;
  /** A guest's client: calls come from this address. */
  const guest = (address: string) => apiClient(app.url, store(), address);
  const report = (client: ReturnType<typeof apiClient>, body: Record<string, unknown>, token?: string) =>
    client.post('/api/report-review', { product: product._id, reason: 'insult', ...body }, token);

  beforeAll(async () => {
    app = await startTestServer({
      env: {
        OPERATOR_EMAIL: EDITORS,
        PUBLIC_URL: 'https://futterkompass.example',
        RATE_LIMIT_AUTH: '10000',
        RATE_LIMIT_WRITES: '10000',
        RATE_LIMIT_MESSAGES: '10000',
      },
    });
    api = apiClient(app.url, store());
    await store().collection<Brand>(COLLECTIONS.brands).insert(brand);
    await store().collection<Product>(COLLECTIONS.products).insert(product);
    [anna, ben, carla, editor] = [
      await api.signUp('Anna39'),
      await api.signUp('Ben39'),
      await api.signUp('Carla39'),
      await api.signUp('Redakteurin39'),
    ];
    await store()
      .collection<User>(COLLECTIONS.users)
      .updateOne({ _id: editor.id }, { $set: { role: 'editor' } });
    for (const [user, rating, reviewText] of [
      [anna, 1, 'Totaler Mist, der Hersteller betrügt.'],
      [ben, 5, 'Frisst er gern.'],
    ] as const)
      expect(
        (
          await api.post(
            '/api/new-review',
            { product: product.urlExtension, reviewText, reviewRating: rating, acceptTerms: true },
            user.token,
          )
        ).status,
      ).toBe(200);
    await app.adapters.queue.idle();
  });
  afterAll(() => app.close());

  it('refuses a report that is incomplete or names no review, with German messages', async () => {
    const review = await reviewOf('Anna39');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ review, reason: '' }, 400, M.reasonRequired],
      [{ review, reason: 'langweilig' }, 400, M.reasonRequired],
      [{ review, reason: 'other', text: '  ' }, 400, M.textRequired],
      [{ review, reason: 'spam', text: 'x'.repeat(1001) }, 400, M.textTooLong],
      [{ review: { $ne: null } }, 400, M.invalid],
      [{ review, product: 'waldhof-lamm' }, 400, M.invalid],
      [{ review: 'f'.repeat(24) }, 404, M.reviewMissing],
      // A review of another product is none of this one.
      [{ review, product: 'e'.repeat(24) }, 404, M.reviewMissing],
    ];
    for (const [body, status, message] of cases)
      expect(await report(guest('198.51.100.1'), body), JSON.stringify(body)).toMatchObject({
        status,
        body: { success: false, message },
      });
    expect(await reports().count({})).toBe(0);
  });

  it('takes a guest’s report once per visitor and review, and mails each new one to the editors', async () => {
    const review = await reviewOf('Anna39');
    const first = await report(guest('198.51.100.2'), {
      review,
      reason: 'insult',
      text: ' Beleidigt den Hersteller. ',
    });
    expect(first).toMatchObject({ status: 200, body: { success: true, message: M.sent } });
    expect((await report(guest('198.51.100.2'), { review, reason: 'spam' })).body).toEqual({
      success: true,
      message: M.sent,
    });
    expect(await report(guest('198.51.100.3'), { review, reason: 'false' })).toMatchObject({ status: 200 });
    const saved = await reports().find({ reviewId: review }, { sort: { createdAt: 1 } });
    expect(saved.map((r) => [r.reason, r.text, r.status, r.reporterId])).toEqual([
      ['insult', 'Beleidigt den Hersteller.', 'open', undefined],
      ['false', '', 'open', undefined],
    ]);
    // The reporter is a key, not the address.
    expect(JSON.stringify(saved)).not.toContain('198.51.100');
    const mails = await outbox(EDITORS);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ subject: 'Bewertung gemeldet: Waldhof Lamm' });
    expect(mails[0]?.text).toContain('Totaler Mist, der Hersteller betrügt.');
    expect(mails[0]?.text).toContain('Grund: Beleidigend, hetzerisch oder diskriminierend');
    expect(mails[0]?.links).toContain('https://futterkompass.example/bewertungsmeldungen');
  });

  it('takes a signed-in user’s report of another user’s review once, and refuses one of their own', async () => {
    const review = await reviewOf('Anna39');
    expect(await report(api, { review, reason: 'fake' }, carla.token)).toMatchObject({ status: 200 });
    expect(await report(api, { review, reason: 'fake' }, carla.token)).toMatchObject({ status: 200 });
    expect(await reports().find({ reviewId: review, reporterId: carla.id })).toHaveLength(1);
    expect(await report(api, { review }, anna.token)).toMatchObject({
      status: 400,
      body: { message: M.ownReview },
    });
    expect(await reports().count({ reporterId: anna.id })).toBe(0);
  });

  it('shows editors the open reports by review, and nobody else', async () => {
    expect(await api.get('/api/admin/review-reports')).toMatchObject({ status: 401 });
    expect(await api.get('/api/admin/review-reports', carla.token)).toMatchObject({
      status: 403,
      body: { message: PRODUCT_FORM_MESSAGES.editorsOnly },
    });
    const listed = await api.get('/api/admin/review-reports', editor.token);
    expect(listed.body.items).toEqual([
      {
        reviewId: await reviewOf('Anna39'),
        product: { _id: product._id, name: 'Waldhof Lamm', urlExtension: 'waldhof-lamm' },
        review: expect.objectContaining({
          rating: 1,
          author: 'Anna39',
          review: 'Totaler Mist, der Hersteller betrügt.',
        }),
        reports: [
          expect.objectContaining({ reason: 'insult', text: 'Beleidigt den Hersteller.', signedIn: false }),
          expect.objectContaining({ reason: 'false', signedIn: false }),
          expect.objectContaining({ reason: 'fake', signedIn: true }),
        ],
      },
    ]);
  });

  it('keeps a review: its reports are closed and the signed-in reporter is told', async () => {
    const review = await reviewOf('Ben39');
    await report(api, { review, reason: 'spam' }, carla.token);
    expect(await api.post(`/api/admin/review-reports/${review}/keep`, {}, carla.token)).toMatchObject({
      status: 403,
    });
    expect(await api.post(`/api/admin/review-reports/${review}/keep`, {}, editor.token)).toMatchObject({
      status: 200,
    });
    expect(await reports().find({ reviewId: review })).toEqual([
      expect.objectContaining({ status: 'kept', closedBy: editor.id }),
    ]);
    expect(await reviewOf('Ben39')).toBe(review);
    const [told] = await mailsAbout(carla.email, 'Deine Meldung einer Bewertung zu Waldhof Lamm');
    expect(told?.text).toContain('sieht darin keinen Verstoß');
    expect(await api.post(`/api/admin/review-reports/${review}/keep`, {}, editor.token)).toMatchObject({
      status: 409,
      body: { message: M.noOpenReport },
    });
  });

  it('removes a review: rating recomputed, product reindexed, reports closed, author told why', async () => {
    const review = await reviewOf('Anna39');
    expect(await app.adapters.search.fetch([product._id])).toEqual([
      expect.objectContaining({ rating: 3, ratingCount: 2 }),
    ]);
    const refused = await api.post(
      `/api/admin/review-reports/${review}/remove`,
      { reason: 'gemein' },
      editor.token,
    );
    expect(refused).toMatchObject({ status: 400, body: { message: M.decisionInvalid } });
    const removed = await api.post(
      `/api/admin/review-reports/${review}/remove`,
      { reason: 'insult', note: 'Bitte bleib sachlich.' },
      editor.token,
    );
    expect(removed).toMatchObject({ status: 200, body: { success: true, authorMailed: true } });
    const after = await stored();
    expect(after.reviews.map((r) => r.from.username)).toEqual(['Ben39']);
    expect([after.rating, after.ratingCount]).toEqual([5, 1]);
    await app.adapters.queue.idle();
    expect(await app.adapters.search.fetch([product._id])).toEqual([
      expect.objectContaining({ rating: 5, ratingCount: 1 }),
    ]);
    expect((await reports().find({ reviewId: review })).map((r) => r.status)).toEqual([
      'removed',
      'removed',
      'removed',
    ]);
    const [mail] = await mailsAbout(anna.email, 'Deine Bewertung zu Waldhof Lamm wurde entfernt');
    expect(mail?.replyTo).toBe(EDITORS);
    expect(mail?.text).toContain('Grund: Beleidigend, hetzerisch oder diskriminierend');
    expect(mail?.text).toContain('Hinweis der Redaktion: Bitte bleib sachlich.');
    expect(mail?.text).toContain('Totaler Mist, der Hersteller betrügt.');
    const told = await mailsAbout(carla.email, 'Deine Meldung einer Bewertung zu Waldhof Lamm');
    expect(told.map((m) => m.text)).toEqual([
      expect.stringContaining('keinen Verstoß'),
      expect.stringContaining('geprüft und entfernt'),
    ]);
    // Decided once: no second removal, no new report of a review that is gone, nothing left to list.
    expect(
      await api.post(`/api/admin/review-reports/${review}/remove`, { reason: 'insult' }, editor.token),
    ).toMatchObject({
      status: 409,
    });
    expect(await report(guest('198.51.100.9'), { review })).toMatchObject({
      status: 404,
      body: { message: M.reviewMissing },
    });
    expect((await api.get('/api/admin/review-reports', editor.token)).body.items).toEqual([]);
  });

  it('closes the reports of a review its author replaced, and unlinks a closed account from its reports', async () => {
    const old = await reviewOf('Ben39');
    // Carla's report of it was decided (kept) and stays her one report of this review.
    await report(api, { review: old, reason: 'offtopic' }, carla.token);
    expect(await reports().count({ reviewId: old, reporterId: carla.id })).toBe(1);
    await report(guest('198.51.100.4'), { review: old, reason: 'offtopic' });
    await api.post(
      '/api/new-review',
      { product: product.urlExtension, reviewRating: 4, acceptTerms: true },
      ben.token,
    );
    expect((await api.get('/api/admin/review-reports', editor.token)).body.items).toEqual([]);
    expect(await reports().findOne({ reviewId: old, status: { $ne: 'kept' } })).toMatchObject({
      status: 'gone',
    });
    await report(api, { review: await reviewOf('Ben39'), reason: 'spam' }, carla.token);
    expect(await api.post('/api/delete-user', { password: carla.password }, carla.token)).toMatchObject({
      status: 200,
    });
    expect(await reports().count({ reporterId: carla.id })).toBe(0);
    expect(await reports().count({ reviewId: await reviewOf('Ben39'), status: 'open' })).toBe(1);
  });

  it('stores one report when the same visitor sends it several times at once', async () => {
    const review = await reviewOf('Ben39');
    const before = await reports().count({ reviewId: review });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => report(guest('198.51.100.8'), { review, reason: 'fake' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await reports().count({ reviewId: review })).toBe(before + 1);
  });
});

describe('review report captcha and abuse limit', () => {
  it('checks the captcha sent with a report and limits reports per address like the other messages', async () => {
    const captcha = { kind: 'recaptcha' as const, verify: async (token?: string) => token === 'gut' };
    const app = await startSmallApp({ captcha, rateLimits: { ...DEFAULT_RATE_LIMITS, messages: 2 } });
    const api = apiClient(app.url, app.adapters.store);
    try {
      const body = { product: 'a'.repeat(24), review: 'b'.repeat(24), reason: 'spam' };
      expect((await api.post('/api/report-review', body)).body.message).toBe(ACCOUNT_MESSAGES.captchaFailed);
      expect((await api.post('/api/report-review', { ...body, captchaToken: 'gut' })).status).toBe(404);
      const limited = await api.post('/api/report-review', { ...body, captchaToken: 'gut' });
      expect(limited.status).toBe(429);
    } finally {
      await app.close();
    }
  });
});
