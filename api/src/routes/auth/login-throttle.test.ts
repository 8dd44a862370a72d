import { ACCOUNT_MESSAGES as M, tooManyPasswordAttempts } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { SLOW_PASSWORD_LIMITS } from '../../testing/password-limits';
import { startSmallApp } from '../../testing/small-app';

/**
 * The default policy with a first wait of 10 minutes (SLOW_PASSWORD_LIMITS); the waits' growth is
 * tested with fake time in adapters/src/rate-limit. Addresses are told apart by X-Forwarded-For,
 * trusted from loopback.
 */
const limits = SLOW_PASSWORD_LIMITS;
describe('login throttling protects the owner', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const from = (address: string) => apiClient(app.url, app.adapters.store, address);
  const home = () => from('198.51.100.1');

  beforeAll(async () => {
    app = await startSmallApp({ rateLimits: limits });
  });
  afterAll(() => app.close());

  it('never refuses the owner’s right password because of failures from other addresses', async () => {
    const owner = await home().signUp('Besitzerin');
    for (let a = 0; a < 3; a++) {
      const attacker = from(`203.0.113.${a + 1}`);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // By name and by e-mail address alike: both count for the one account.
        const username = i % 2 ? 'besitzerin' : owner.email;
        statuses.push((await attacker.post('/auth/login', { username, password: `falsch${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    }
    const login = await home().post('/auth/login', { username: 'Besitzerin', password: owner.password });
    expect(login).toMatchObject({ status: 200, body: { success: true } });
  });

  it('slows one address after five wrong passwords for one account, and tells how long to wait', async () => {
    const owner = await home().signUp('Geduld');
    const guesser = from('203.0.113.50');
    for (let i = 0; i < 5; i++)
      expect((await guesser.post('/auth/login', { username: 'Geduld', password: `falsch${i}` })).status).toBe(
        401,
      );
    const waiting = await guesser.post('/auth/login', { username: 'Geduld', password: owner.password });
    expect(waiting).toMatchObject({
      status: 429,
      body: { success: false, reason: 'throttled', message: tooManyPasswordAttempts(600) },
    });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(590);
    // The owner at home is not slowed.
    expect((await home().post('/auth/login', { username: 'Geduld', password: owner.password })).status).toBe(
      200,
    );
  });

  it('stops credential stuffing over many names from one address', async () => {
    const victim = await home().signUp('Opfer');
    const stuffer = from('203.0.113.99');
    for (let i = 0; i < 10; i++) {
      const answer = await stuffer.post('/auth/login', { username: `konto${i}`, password: 'Passwort1' });
      expect(answer).toMatchObject({ status: 401, body: { message: M.loginFailed } });
    }
    const stopped = await stuffer.post('/auth/login', { username: 'opfer', password: victim.password });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await home().post('/auth/login', { username: 'opfer', password: victim.password })).status).toBe(
      200,
    );
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    const owner = await home().signUp('Sechs');
    // 30 wrong passwords, each from another address of 2001:db8:6:4::/64: throttled like one address.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guesser = from(`2001:db8:6:4:${(i + 1).toString(16)}::${i + 7}`);
      statuses.push(
        (await guesser.post('/auth/login', { username: 'Sechs', password: `falsch${i}` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // Across names too: 30 guesses at 30 names from one /64 are held after the address's ten.
    const spread: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guesser = from(`2001:db8:7:7:${(i + 1).toString(16)}::1`);
      spread.push(
        (await guesser.post('/auth/login', { username: `konto${i}`, password: 'Passwort1' })).status,
      );
    }
    expect(spread).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    // The next /64 and the owner at home are not slowed.
    expect(
      (await from('2001:db8:6:5::1').post('/auth/login', { username: 'Sechs', password: 'f' })).status,
    ).toBe(401);
    expect((await home().post('/auth/login', { username: 'Sechs', password: owner.password })).status).toBe(
      200,
    );
  });

  it('limits a signed-in user’s password checks per account, across addresses', async () => {
    const user = await home().signUp('Nachfrage');
    const change = { oldPassword: 'falsch', newPassword: 'neuesPw1', newPasswordConfirm: 'neuesPw1' };
    for (let a = 0; a < 5; a++) {
      const wrong = await from(`192.0.2.${a + 1}`).post('/auth/update-password', change, user.token);
      expect(wrong).toMatchObject({ status: 400, body: { message: M.oldPasswordWrong } });
    }
    const closing = await from('192.0.2.200').post(
      '/api/delete-user',
      { password: user.password },
      user.token,
    );
    expect(closing).toMatchObject({ status: 429, body: { reason: 'throttled' } });
    expect((await home().get('/api/user-from-token', user.token)).status).toBe(200);
  });

  it('limits a signed-in user’s password checks per address, across accounts', async () => {
    // Sessions of three accounts used from one address: four wrong guesses each stay under the
    // account's five, but the address's ten are spent.
    const users = [await home().signUp('Dieb1'), await home().signUp('Dieb2'), await home().signUp('Dieb3')];
    const change = (oldPassword: string) => ({
      oldPassword,
      newPassword: 'neuesPw1',
      newPasswordConfirm: 'neuesPw1',
    });
    const guess = (token: string, oldPassword: string) =>
      from('198.51.100.77').post('/auth/update-password', change(oldPassword), token);
    const statuses: number[] = [];
    for (const [u, user] of users.entries())
      for (let i = 0; i < (u < 2 ? 4 : 2); i++) statuses.push((await guess(user.token, `falsch${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const [, , third] = users as [unknown, unknown, (typeof users)[number]];
    const refused = await guess(third.token, third.password);
    expect(refused).toMatchObject({ status: 429, body: { reason: 'throttled' } });
    // The same account from its owner's address is not slowed.
    const owner = await home().post('/auth/update-password', change(third.password), third.token);
    expect(owner.status).toBe(200);
  });

  it('ends the owner’s waits once they use a reset link: their logins and guesses in a stolen session', async () => {
    const there = from('198.51.100.20');
    const owner = await there.signUp('Vergesslich');
    for (let i = 0; i < 5; i++)
      expect((await there.post('/auth/login', { username: 'Vergesslich', password: `alt${i}` })).status).toBe(
        401,
      );
    expect(
      (await there.post('/auth/login', { username: 'Vergesslich', password: owner.password })).status,
    ).toBe(429);
    const wrong = { oldPassword: 'geraten', newPassword: 'diebPw12', newPasswordConfirm: 'diebPw12' };
    for (let a = 0; a < 5; a++)
      expect((await from(`192.0.2.${a + 50}`).post('/auth/update-password', wrong, owner.token)).status).toBe(
        400,
      );

    await there.post('/auth/create-reset-password-link', { email: owner.email });
    const token = await there.linkToken(owner.email, '/passwort-zuruecksetzen');
    const reset = { token, newPassword: 'wieder123', newPasswordConfirm: 'wieder123' };
    expect((await there.post('/auth/reset-password', reset)).status).toBe(200);
    const login = await there.post('/auth/login', { username: 'Vergesslich', password: 'wieder123' });
    expect(login.status).toBe(200);
    const change = { oldPassword: 'wieder123', newPassword: 'eigenes12', newPasswordConfirm: 'eigenes12' };
    expect((await there.post('/auth/update-password', change, login.body.token)).status).toBe(200);
  });
});
