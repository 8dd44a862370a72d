import { COLLECTIONS, type OutboxMessage } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES as M, MESSAGES } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

const generous = {
  windowMs: 60_000,
  auth: 10_000,
  writes: 10_000,
  failedLogins: 1000,
  failedLoginsPerAddress: 1000,
  messages: 10_000,
};

const registration = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.org`,
  confirmEmail: `${username}@example.org`,
  password: 'geheim123',
  confirmPassword: 'geheim123',
  acceptPrivacy: true,
  ...overrides,
});

describe('accounts: registration to password reset', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startSmallApp({ rateLimits: generous });
    api = apiClient(app.url, app.adapters.store);
  });
  afterAll(() => app.close());

  it('registers, refuses the login until the mailed link is used once, then signs in by name or e-mail', async () => {
    const registered = await api.post('/auth/register', registration('Bello'));
    expect(registered).toMatchObject({ status: 200, body: { success: true, message: M.registered } });

    const early = await api.post('/auth/login', { username: 'Bello', password: 'geheim123' });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ success: false, reason: 'not_verified', message: M.notVerified });

    const token = await api.linkToken('Bello@example.org', '/verifizieren');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [mail] = await app.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox).find();
    expect(mail?.links[0]).toBe(`https://futterkompass.example/verifizieren?token=${token}`);
    expect(await api.post('/auth/verify-email', { token })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Email verifiziert!' },
    });
    expect((await api.post('/auth/verify-email', { token })).body).toEqual({
      success: false,
      message: M.verifyFailed,
    });
    expect((await api.post('/auth/verify-email', {})).body.message).toBe(M.verifyNoToken);

    const byName = await api.post('/auth/login', { username: '  bELLO ', password: 'geheim123' });
    expect(byName.body).toEqual({ success: true, token: expect.any(String), username: 'Bello' });
    const byEmail = await api.post('/auth/login', { username: 'BELLO@example.org', password: 'geheim123' });
    expect(byEmail.status).toBe(200);

    const me = await api.get('/api/user-from-token', byName.body.token);
    expect(me.body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'Bello',
      email: 'Bello@example.org',
      createdAt: expect.any(String),
      status: 'active',
      role: 'user',
      favorites: [],
      negFavorites: [],
      // "Mein Tier": the account's animals, none yet.
      pets: { activeId: null, pets: [] },
    });
  });

  it('stores sessions and links only as hashes, with expiry', async () => {
    const { token } = await api.signUp('hashcheck');
    const sessions = await app.adapters.store.collection(COLLECTIONS.sessions).find();
    const tokens = await app.adapters.store.collection(COLLECTIONS.tokens).find();
    const stored = JSON.stringify([sessions, tokens]);
    expect(stored).not.toContain(token);
    for (const s of sessions) expect(s).toMatchObject({ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(sessions.every((s) => typeof (s as { expiresAt?: unknown }).expiresAt === 'string')).toBe(true);
  });

  it.each([
    [{ username: '  ' }, M.usernameRequired, 'username'],
    [{ email: '' }, M.emailRequired, 'email'],
    [{ email: 'kein-at-zeichen', confirmEmail: 'kein-at-zeichen' }, M.emailInvalid, 'email'],
    [{ password: '1234', confirmPassword: '1234' }, M.passwordTooShort, 'password'],
    [{ confirmEmail: 'andere@example.org' }, M.emailsDiffer, 'confirmEmail'],
    [{ confirmPassword: 'geheim124' }, M.passwordsDiffer, 'confirmPassword'],
    [{ acceptPrivacy: false }, M.privacyRequired, 'acceptPrivacy'],
    [{ username: 'a'.repeat(31) }, M.usernameTooLong, 'username'],
    [{ username: 'mit leerzeichen' }, M.usernameInvalid, 'username'],
  ])('refuses a registration with %j', async (overrides, message, field) => {
    const answer = await api.post('/auth/register', registration('regel', overrides));
    expect(answer).toMatchObject({ status: 400, body: { success: false, message, field } });
    expect(await app.adapters.store.collection(COLLECTIONS.users).count({ usernameKey: 'regel' })).toBe(0);
  });

  it('names a forbidden word in a registration and a login, across umlaut spellings', async () => {
    const registered = await api.post('/auth/register', registration('Bloedmann'));
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe(
      'Fehler! Wir haben ein verbotenes Wort in deiner Eingabe gefunden: Bloedmann. Bitte entferne das Wort und versuche es noch einmal.',
    );
    const login = await api.post('/auth/login', { username: 'Blödmann', password: 'x' });
    expect(login.body.message).toContain('gefunden: Blödmann.');
  });

  it('refuses wrong types, operator objects and over-long input with a 400, never a 500', async () => {
    for (const body of [
      registration('typ', { username: { $gt: '' } }),
      registration('typ', { password: ['geheim123'] }),
      registration('typ', { email: 'x'.repeat(1001) }),
      { username: { $ne: null }, password: { $ne: null } },
    ]) {
      const path = 'confirmEmail' in body ? '/auth/register' : '/auth/login';
      const answer = await api.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Ungültige Eingabe.' });
    }
  });

  it('keeps usernames and e-mail addresses unique regardless of case', async () => {
    await api.signUp('Luna');
    const name = await api.post(
      '/auth/register',
      registration('LUNA', { email: 'neu@example.org', confirmEmail: 'neu@example.org' }),
    );
    expect(name).toMatchObject({ status: 409, body: { message: M.usernameTaken, field: 'username' } });
    const mail = await api.post(
      '/auth/register',
      registration('luna2', { email: 'LUNA@EXAMPLE.ORG', confirmEmail: 'LUNA@EXAMPLE.ORG' }),
    );
    expect(mail).toMatchObject({ status: 409, body: { message: M.emailTaken, field: 'email' } });
  });

  it('does not tell which of the two login fields was wrong', async () => {
    await api.signUp('Kater');
    const wrongPassword = await api.post('/auth/login', { username: 'Kater', password: 'falsch123' });
    const unknownUser = await api.post('/auth/login', { username: 'Niemand', password: 'falsch123' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toEqual({ success: false, message: M.loginFailed });
  });

  it('answers a reset link request the same whether or not the address exists, and mails only real ones', async () => {
    await api.signUp('Mimi');
    const outbox = app.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox);
    const before = await outbox.count();
    const real = await api.post('/auth/create-reset-password-link', { email: 'MIMI@example.org' });
    const unknown = await api.post('/auth/create-reset-password-link', { email: 'nobody@example.org' });
    expect(real).toMatchObject({ status: 200, body: { success: true, message: M.resetLinkSent } });
    expect(unknown.body).toEqual(real.body);
    expect(unknown.status).toBe(real.status);
    await expect.poll(() => outbox.count()).toBe(before + 1);
    expect(await outbox.count({ to: 'nobody@example.org' })).toBe(0);
  });

  it('resets a password once with the mailed link, and ends every session', async () => {
    const user = await api.signUp('Rex');
    await api.post('/auth/create-reset-password-link', { email: user.email });
    await expect
      .poll(() => api.linkToken(user.email, '/passwort-zuruecksetzen').catch(() => ''))
      .not.toBe('');
    const token = await api.linkToken(user.email, '/passwort-zuruecksetzen');

    const short = await api.post('/auth/reset-password', {
      token: 'kurz',
      newPassword: 'neu12345',
      newPasswordConfirm: 'neu12345',
    });
    expect(short.body.message).toBe('Bitte fordern Sie einen neuen Link zum Zurücksetzen des Passworts an.');
    const differ = await api.post('/auth/reset-password', {
      token,
      newPassword: 'neu12345',
      newPasswordConfirm: 'neu12346',
    });
    expect(differ.body.message).toBe('Die Passwörter sind nicht identisch.');

    const done = await api.post('/auth/reset-password', {
      token,
      newPassword: 'neu12345',
      newPasswordConfirm: 'neu12345',
    });
    expect(done).toMatchObject({ status: 200, body: { success: true, message: M.passwordReset } });
    expect((await api.get('/api/user-from-token', user.token)).status).toBe(401);
    const again = await api.post('/auth/reset-password', {
      token,
      newPassword: 'anders123',
      newPasswordConfirm: 'anders123',
    });
    expect(again).toMatchObject({ status: 400, body: { message: M.resetTokenInvalid } });
    expect((await api.post('/auth/login', { username: 'Rex', password: user.password })).status).toBe(401);
    expect((await api.post('/auth/login', { username: 'Rex', password: 'neu12345' })).status).toBe(200);
  });

  it('resends a verification link without telling whether the account exists', async () => {
    await api.post('/auth/register', registration('Spaet'));
    const outbox = app.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox);
    const before = await outbox.count({ to: 'Spaet@example.org' });
    const real = await api.post('/auth/send-verify-link', { username: 'spaet' });
    const unknown = await api.post('/auth/send-verify-link', { username: 'gibtsnicht' });
    expect(real.body).toEqual({ success: true, message: M.verifyLinkSent });
    expect(unknown.body).toEqual(real.body);
    await expect.poll(() => outbox.count({ to: 'Spaet@example.org' })).toBe(before + 1);
    // The new link works; the first one no longer does.
    const token = await api.linkToken('Spaet@example.org', '/verifizieren');
    expect((await api.post('/auth/verify-email', { token })).status).toBe(200);
  });

  it('changes the password after checking the old one; other sessions end, this one stays', async () => {
    const user = await api.signUp('Pfote');
    const other = (await api.post('/auth/login', { username: 'Pfote', password: user.password })).body.token;
    const intruder = await api.signUp('Fremd');
    const change = { oldPassword: user.password, newPassword: 'neuesPw1', newPasswordConfirm: 'neuesPw1' };

    const foreign = await api.post('/auth/update-password', { userId: user.id, ...change }, intruder.token);
    expect(foreign.status).toBe(403);
    const wrongOld = await api.post(
      '/auth/update-password',
      { ...change, oldPassword: 'falsch' },
      user.token,
    );
    expect(wrongOld).toMatchObject({
      status: 400,
      body: { message: M.oldPasswordWrong, field: 'oldPassword' },
    });
    const empty = await api.post('/auth/update-password', { ...change, newPassword: ' ' }, user.token);
    expect(empty.body.message).toBe('Bitte geben Sie eine neues Passwort ein.');

    const done = await api.post('/auth/update-password', { userId: user.id, ...change }, user.token);
    expect(done.body).toEqual({ success: true, message: M.passwordChanged });
    expect((await api.get('/api/user-from-token', user.token)).status).toBe(200);
    expect((await api.get('/api/user-from-token', other)).status).toBe(401);
    expect((await api.post('/auth/login', { username: 'Pfote', password: 'neuesPw1' })).status).toBe(200);
  });

  it('ends every reset and verification link issued before a password change or reset', async () => {
    const user = await api.signUp('Nachzuegler');
    await api.post('/auth/create-reset-password-link', { email: user.email });
    const oldReset = await api.linkToken(user.email, '/passwort-zuruecksetzen');
    const change = { oldPassword: user.password, newPassword: 'anders123', newPasswordConfirm: 'anders123' };
    expect((await api.post('/auth/update-password', change, user.token)).status).toBe(200);
    const late = { token: oldReset, newPassword: 'dieb1234', newPasswordConfirm: 'dieb1234' };
    expect(await api.post('/auth/reset-password', late)).toMatchObject({
      status: 400,
      body: { message: M.resetTokenInvalid },
    });
    expect((await api.post('/auth/login', { username: 'Nachzuegler', password: 'anders123' })).status).toBe(
      200,
    );

    // A reset ends the verification link an unverified account still has.
    await api.post('/auth/register', registration('Unbestaetigt'));
    const verify = await api.linkToken('Unbestaetigt@example.org', '/verifizieren');
    await api.post('/auth/create-reset-password-link', { email: 'Unbestaetigt@example.org' });
    const reset = await api.linkToken('Unbestaetigt@example.org', '/passwort-zuruecksetzen');
    const fresh = { token: reset, newPassword: 'eigenes12', newPasswordConfirm: 'eigenes12' };
    expect((await api.post('/auth/reset-password', fresh)).status).toBe(200);
    expect(await api.post('/auth/verify-email', { token: verify })).toMatchObject({
      status: 400,
      body: { message: M.verifyFailed },
    });
  });

  it('ends the session on logout', async () => {
    const user = await api.signUp('Abmelder');
    expect((await api.post('/auth/logout', {}, user.token)).body).toEqual({ success: true });
    const after = await api.get('/api/user-from-token', user.token);
    expect(after).toMatchObject({ status: 401, body: { success: false, message: MESSAGES.notSignedIn } });
  });

  it('gives a blocked user no session and signs out the open ones', async () => {
    const user = await api.signUp('Sperre');
    await app.adapters.store
      .collection(COLLECTIONS.users)
      .updateOne({ _id: user.id }, { $set: { status: 'blocked' } });
    expect((await api.get('/api/user-from-token', user.token)).status).toBe(401);
    const login = await api.post('/auth/login', { username: 'Sperre', password: user.password });
    expect(login).toMatchObject({
      status: 403,
      body: { success: false, reason: 'blocked', message: M.blocked },
    });
  });

  it('refuses session tokens that are unknown, malformed or absurdly long', async () => {
    for (const token of ['x', 'a'.repeat(43), 'b'.repeat(5000)]) {
      const answer = await api.get('/api/user-from-token', token);
      expect(answer.status).toBe(401);
    }
  });
});

describe('accounts: abuse limits and captcha', () => {
  it('answers 429 with Retry-After and a German message once the per-IP limit is reached', async () => {
    const app = await startSmallApp({ rateLimits: { ...generous, auth: 3 } });
    const api = apiClient(app.url, app.adapters.store);
    try {
      for (let i = 0; i < 3; i++)
        expect((await api.post('/auth/send-verify-link', { username: 'x' })).status).toBe(200);
      const limited = await api.post('/auth/login', { username: 'x', password: 'y' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, message: M.tooManyRequests });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('checks a captcha token sent with register, login and the reset link when a captcha is configured', async () => {
    const seen: (string | undefined)[] = [];
    const captcha = {
      kind: 'recaptcha' as const,
      verify: async (token: string | undefined) => {
        seen.push(token);
        return token === 'gut';
      },
    };
    const app = await startSmallApp({ rateLimits: generous, captcha });
    const api = apiClient(app.url, app.adapters.store);
    try {
      for (const [path, body] of [
        ['/auth/register', registration('Robo')],
        ['/auth/login', { username: 'Robo', password: 'geheim123' }],
        ['/auth/create-reset-password-link', { email: 'robo@example.org' }],
      ] as const) {
        const refused = await api.post(path, body);
        expect(refused).toMatchObject({ status: 400, body: { success: false, message: M.captchaFailed } });
      }
      expect(await app.adapters.store.collection(COLLECTIONS.users).count()).toBe(0);
      expect(
        (await api.post('/auth/register', { ...registration('Robo'), captchaToken: 'gut' })).status,
      ).toBe(200);
      expect((await api.post('/auth/verify-recaptcha', { token: 'gut' })).body).toEqual({ success: true });
      expect((await api.post('/auth/verify-recaptcha', { token: 'schlecht' })).body).toEqual({
        success: false,
        message: M.captchaFailed,
      });
      expect(seen).toContain('gut');
    } finally {
      await app.close();
    }
  });
});
