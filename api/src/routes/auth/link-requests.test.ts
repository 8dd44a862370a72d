import {
  COLLECTIONS,
  type Collection,
  type Doc,
  type NewDoc,
  type OutboxMessage,
  type Store,
} from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

/**
 * Whether an account exists must not show in how long the answer takes: the answer goes out before
 * the account is looked up, a link issued or a mail sent. The test holds every write of a link and
 * sees the answer arrive all the same; the mail follows once the write may go on.
 */
describe('reset and verification link requests answer first', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  const hold = () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
  };
  const holdingLinks = (store: Store): Store => ({
    ...store,
    collection: <T extends Doc>(name: string): Collection<T> => {
      const collection = store.collection<T>(name);
      if (name !== COLLECTIONS.tokens) return collection;
      return {
        ...collection,
        insert: async (doc: NewDoc<T>) => {
          await held;
          return collection.insert(doc);
        },
      };
    },
  });
  const mailsTo = (to: string) =>
    app.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox).find({ to }, { sort: { createdAt: 1 } });

  beforeAll(async () => {
    app = await startSmallApp({ wrapStore: holdingLinks });
    api = apiClient(app.url, app.adapters.store);
  });
  afterAll(async () => {
    release();
    await app.close();
  });

  it('answers a reset request for a known address while its link is still being written', async () => {
    const { email } = await api.signUp('zeitgleich');
    hold();
    const answer = await api.post('/auth/create-reset-password-link', { email });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: M.resetLinkSent } });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Bitte bestätige deine E-Mail Adresse']);
    release();
    await vi.waitFor(async () =>
      expect((await mailsTo(email)).at(-1)?.subject).toBe('Passwort zurücksetzen'),
    );
  });

  it('answers a verification link request for an unverified account while its link is still being written', async () => {
    const email = 'unbestaetigt@example.org';
    const registered = await api.post('/auth/register', {
      username: 'unbestaetigt',
      email,
      confirmEmail: email,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      acceptPrivacy: true,
    });
    expect(registered.status).toBe(200);
    hold();
    const answer = await api.post('/auth/send-verify-link', { username: 'unbestaetigt' });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: M.verifyLinkSent } });
    expect(await mailsTo(email)).toHaveLength(1);
    release();
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(2));
  });
});
