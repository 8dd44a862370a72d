import { COLLECTIONS, ensureIndexes, hashPassword } from '@futterkompass/adapters';
import { accountKey, ACCOUNT_MESSAGES as M, type User } from '@futterkompass/domain';
import { usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registrationBody } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

const registration = (
  username: string,
  password = 'geheim123',
  email = `${accountKey(username)}@example.org`,
) => registrationBody(username, password, email);

describe('usernames and passwords as registered', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  const login = (username: string, password: string) => api.post('/auth/login', { username, password });
  /** A user stored before names were normalised and passwords trimmed, as old data has them. */
  const legacyUser = async (username: string, password: string) =>
    app.adapters.store.collection<User>(COLLECTIONS.users).insert({
      username,
      email: `alt${Math.random().toString(36).slice(2)}@example.org`,
      usernameKey: accountKey(username),
      emailKey: `alt${Math.random().toString(36).slice(2)}@example.org`,
      passwordHash: await hashPassword(password),
      role: 'user',
      status: 'active',
      verified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      favorites: [],
      negFavorites: [],
    });

  beforeAll(async () => {
    // Registrations that find a name taken are throttled per address; these all come from one.
    app = await startSmallApp({
      rateLimits: {
        windowMs: 60_000,
        auth: 10_000,
        writes: 10_000,
        failedLogins: 100,
        failedLoginsPerAddress: 1000,
        messages: 10,
      },
    });
    api = apiClient(app.url, app.adapters.store);
  });
  afterAll(() => app.close());

  it('trims the registration password, as the specification trims the form’s values', async () => {
    await api.signUp('trimmer', '  geheim123  ');
    expect((await login('trimmer', 'geheim123')).status).toBe(200);
    expect((await login('trimmer', ' geheim123 ')).status).toBe(200);
    const short = await api.post('/auth/register', registration('kurz', '  abc  '));
    expect(short).toMatchObject({ status: 400, body: { message: M.passwordTooShort, field: 'password' } });
  });

  it('still signs in a user whose password was stored with its spaces', async () => {
    await legacyUser('leerzeichen', ' alt12 ');
    expect((await login('leerzeichen', ' alt12 ')).status).toBe(200);
  });

  it('stores a changed and a reset password trimmed, as the specification trims the new password', async () => {
    const user = await api.signUp('wechsler');
    const change = { oldPassword: user.password, newPassword: ' neues12 ', newPasswordConfirm: ' neues12 ' };
    expect((await api.post('/auth/update-password', change, user.token)).status).toBe(200);
    expect((await login('wechsler', 'neues12')).status).toBe(200);

    await api.post('/auth/create-reset-password-link', { email: user.email });
    const token = await api.linkToken(user.email, '/passwort-zuruecksetzen');
    const reset = { token, newPassword: '\tzurueck3 ', newPasswordConfirm: 'zurueck3' };
    expect((await api.post('/auth/reset-password', reset)).status).toBe(200);
    expect((await login('wechsler', 'zurueck3')).status).toBe(200);
  });

  it('stores names in NFKC and refuses one that looks like an existing name', async () => {
    await api.signUp('kater');
    const fullwidth = await api.post(
      '/auth/register',
      registration('ｋａｔｅｒ', 'geheim123', 'voll@example.org'),
    );
    expect(fullwidth).toMatchObject({ status: 409, body: { message: M.usernameTaken, field: 'username' } });
    for (const lookalike of ['kаter', 'KАTЕR', 'kat\u0435r'])
      expect(
        await api.post(
          '/auth/register',
          registration(lookalike, 'geheim123', `${lookalike.length}x@example.org`),
        ),
      ).toMatchObject({ status: 409, body: { message: M.usernameConfusable, field: 'username' } });

    await api.signUp('ｂｒｅｉｔ');
    const user = (await api.post('/auth/login', { username: 'breit', password: 'geheim123' })).body;
    expect(user).toMatchObject({ success: true, username: 'breit' });
    expect((await login('ｂｒｅｉｔ', 'geheim123')).status).toBe(200);
  });

  it('refuses small capitals, kra, marks and edge punctuation that only look like a taken name', async () => {
    for (const name of ['demo', 'redaktion', 'victim']) await api.signUp(name);
    for (const [i, lookalike] of ['ᴅemo', 'redaĸtion', 'victiṁ', 'VICTIM', 'ｖｉｃｔｉｍ'].entries())
      expect(
        await api.post('/auth/register', registration(lookalike, 'geheim123', `look${i}@example.org`)),
        lookalike,
      ).toMatchObject({ status: 409, body: { field: 'username' } });
    for (const [i, edged] of ['victim.', '.victim', '_victim', 'victim-'].entries())
      expect(
        await api.post('/auth/register', registration(edged, 'geheim123', `edge${i}@example.org`)),
        edged,
      ).toMatchObject({ status: 400, body: { message: M.usernameEdges, field: 'username' } });
    // Names that only share letters with them stay free.
    expect(
      (await api.post('/auth/register', registration('vic.tim', 'geheim123', 'vt@example.org'))).status,
    ).toBe(200);
  });

  it('lets exactly one of many concurrent lookalike registrations through', async () => {
    const names = ['maus', 'mаus', 'mauѕ', 'ｍａｕｓ', 'MAUS', 'rnaus', 'mаuѕ', 'Maus'];
    const answers = await Promise.all(
      names.map((name, i) =>
        api.post('/auth/register', registration(name, 'geheim123', `maus${i}@example.org`)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('keeps existing lookalike users able to sign in after the start adds the keys', async () => {
    await legacyUser('hund', 'geheim123');
    await legacyUser('hunԁ', 'geheim123');
    await legacyUser('ｈｕｎｄｅ', 'geheim123');
    await ensureIndexes(app.adapters.store);
    expect((await login('hund', 'geheim123')).status).toBe(200);
    expect((await login('hunԁ', 'geheim123')).status).toBe(200);
    expect((await login('ｈｕｎｄｅ', 'geheim123')).status).toBe(200);
    const again = await api.post('/auth/register', registration('hunԁ', 'geheim123', 'neu-hund@example.org'));
    expect(again.status).toBe(409);
  });

  it('keys users of an earlier skeleton again at start: old lookalikes sign in, new ones are refused', async () => {
    // Keyed by the first skeleton, which knew neither small capitals nor marks: no clash between them.
    const users = app.adapters.store.collection<User>(COLLECTIONS.users);
    const first = await legacyUser('katze', 'geheim123');
    await users.updateOne({ _id: first._id }, { $set: { usernameSkeleton: 'katze' } });
    const second = await legacyUser('ᴋatze', 'geheim123');
    await users.updateOne({ _id: second._id }, { $set: { usernameSkeleton: 'ᴋatze' } });

    await ensureIndexes(app.adapters.store);
    expect((await users.findOne({ _id: first._id }))?.usernameSkeleton).toBe(usernameSkeleton('katze'));
    expect((await users.findOne({ _id: second._id }))?.usernameSkeleton).toBeUndefined();
    expect((await login('katze', 'geheim123')).status).toBe(200);
    expect((await login('ᴋatze', 'geheim123')).status).toBe(200);
    const lookalike = await api.post('/auth/register', registration('KATZE', 'geheim123', 'k2@example.org'));
    expect(lookalike).toMatchObject({ status: 409, body: { field: 'username' } });
  });
});
