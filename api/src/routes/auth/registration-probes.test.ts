import { hashPassword } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES as M, tooManyRegistrations } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registrationBody } from '../../testing/api-client';
import { SLOW_PASSWORD_LIMITS } from '../../testing/password-limits';
import { startSmallApp } from '../../testing/small-app';

/** Ten free attempts per address, then a wait of ten minutes (no machine outlasts it). */
const limits = SLOW_PASSWORD_LIMITS;

describe('registration with an address that has an account', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  /** The passwords hashed, in order: what the server did for each registration. */
  const hashed: string[] = [];
  const from = (address: string) => apiClient(app.url, app.adapters.store, address);

  beforeAll(async () => {
    app = await startSmallApp({
      rateLimits: limits,
      hashPassword: (password) => {
        hashed.push(password);
        return hashPassword(password);
      },
    });
  });
  afterAll(() => app.close());

  it('says the address is in use only after hashing the password, as for a new address', async () => {
    const home = from('198.51.100.1');
    await home.post('/auth/register', registrationBody('Erstkonto', 'erstes123', 'erst@example.org'));
    expect(hashed).toEqual(['erstes123']);
    const taken = await home.post(
      '/auth/register',
      registrationBody('Zweitkonto', 'zweites12', 'erst@example.org'),
    );
    expect(taken).toMatchObject({ status: 409, body: { message: M.emailTaken, field: 'email' } });
    const name = await home.post(
      '/auth/register',
      registrationBody('Erstkonto', 'drittes12', 'neu@example.org'),
    );
    expect(name).toMatchObject({ status: 409, body: { message: M.usernameTaken } });
    expect(hashed).toEqual(['erstes123', 'zweites12', 'drittes12']);
  });

  it('throttles probes of addresses like wrong passwords: ten per address, then a wait', async () => {
    const owner = from('198.51.100.2');
    expect(
      (await owner.post('/auth/register', registrationBody('Bekannt', 'geheim123', 'bekannt@example.org')))
        .status,
    ).toBe(200);
    const prober = from('2001:db8:99:1::1');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Another address of the same /64 each time: one address all the same.
      const answer = await from(`2001:db8:99:1::${i + 2}`).post(
        '/auth/register',
        registrationBody(`Sonde${i}`, 'geheim123', 'bekannt@example.org'),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(10).fill(409));
    const held = await prober.post(
      '/auth/register',
      registrationBody('Sonde10', 'geheim123', 'bekannt@example.org'),
    );
    expect(held).toMatchObject({
      status: 429,
      body: { reason: 'throttled', message: tooManyRegistrations(600) },
    });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another address is not held, and registrations that make an account never count.
    const elsewhere = from('198.51.100.3');
    for (let i = 0; i < 12; i++)
      expect((await elsewhere.post('/auth/register', registrationBody(`Neuling${i}`))).status).toBe(200);
    expect(
      (
        await elsewhere.post(
          '/auth/register',
          registrationBody('Sonde11', 'geheim123', 'bekannt@example.org'),
        )
      ).status,
    ).toBe(409);
  });
});
