import { COLLECTIONS, type OutboxMessage } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, CONTACT_MESSAGES as C } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

const valid = {
  name: 'Erika Muster',
  email: 'erika@example.org',
  topic: 'Anregungen',
  message: 'Tolle Seite!',
};

describe('contact form', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startSmallApp();
    api = apiClient(app.url, app.adapters.store);
  });
  afterAll(() => app.close());

  it('stores the message and mails the operators with reply-to the sender', async () => {
    const answer = await api.post('/api/send-mail', { ...valid, name: '  Erika Muster ' });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const [stored] = await app.adapters.store.collection(COLLECTIONS.messages).find({ kind: 'contact' });
    expect(stored).toMatchObject({ ...valid, kind: 'contact' });
    const [mail] = await app.adapters.store
      .collection<OutboxMessage>(COLLECTIONS.outbox)
      .find({ subject: 'Kontaktformular: Anregungen' });
    expect(mail).toMatchObject({ to: 'redaktion@futterkompass.de', replyTo: 'erika@example.org' });
    expect(mail?.text).toContain('Tolle Seite!');
  });

  it('checks the fields in the specified order with the specified texts', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '', email: '', topic: '', message: '' }, 'name', C.nameRequired],
      [{ email: 'erika', topic: '', message: '' }, 'email', C.emailInvalid],
      [{ topic: 'Beschwerde', message: '' }, 'topic', C.topicRequired],
      [{ message: '   ' }, 'message', C.messageRequired],
      [{ message: 'x'.repeat(5001) }, 'message', C.messageTooLong],
      [{ name: 'x'.repeat(201) }, 'name', C.nameTooLong],
    ];
    for (const [over, field, message] of cases) {
      const answer = await api.post('/api/send-mail', { ...valid, ...over });
      expect(answer).toMatchObject({ status: 400, body: { success: false, field, message } });
    }
  });

  it('refuses operator objects and input past the request limits without storing anything', async () => {
    const before = await app.adapters.store.collection(COLLECTIONS.messages).count();
    for (const over of [{ email: { $ne: null } }, { message: ['a'] }, { name: 'x'.repeat(20_001) }]) {
      const answer = await api.post('/api/send-mail', { ...valid, ...over });
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: C.failed } });
    }
    expect(await app.adapters.store.collection(COLLECTIONS.messages).count()).toBe(before);
  });
});

describe('contact form abuse limits and captcha', () => {
  it('refuses a message without a valid captcha token and limits messages per IP', async () => {
    const captcha = { kind: 'recaptcha' as const, verify: async (token?: string) => token === 'gut' };
    const app = await startSmallApp({
      captcha,
      rateLimits: { windowMs: 60_000, auth: 100, writes: 100, failedLogins: 100, messages: 2 },
    });
    const api = apiClient(app.url, app.adapters.store);
    try {
      const refused = await api.post('/api/send-mail', { ...valid, captchaToken: 'schlecht' });
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, message: ACCOUNT_MESSAGES.captchaFailed },
      });
      expect(await app.adapters.store.collection(COLLECTIONS.messages).count()).toBe(0);
      const sent = await api.post('/api/send-mail', { ...valid, captchaToken: 'gut' });
      expect(sent.body).toEqual({ success: true });
      const limited = await api.post('/api/send-mail', { ...valid, captchaToken: 'gut' });
      expect(limited.status).toBe(429);
      expect(limited.body.success).toBe(false);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
