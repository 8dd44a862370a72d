import {
  emailChangeCancelled,
  emailChangeRequested,
  emailChangeReverted,
  ACCOUNT_MESSAGES as M,
} from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

const CONFIRM = '/email-bestaetigen';
const CANCEL = '/email-aenderung-abbrechen';

describe('changing the e-mail address', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  const me = async (token: string) => (await api.get('/api/user-from-token', token)).body.user;

  beforeAll(async () => {
    app = await startSmallApp();
    api = apiClient(app.url, app.adapters.store);
  });
  afterAll(() => app.close());

  it('needs the current password, and refuses a taken or unchanged address', async () => {
    const anna = await api.signUp('anna');
    const ben = await api.signUp('ben');
    const ask = (body: Record<string, unknown>) => api.post('/auth/update-email', body, anna.token);
    expect((await api.post('/auth/update-email', { newEmail: 'x@example.org', password: 'x' })).status).toBe(
      401,
    );
    expect(await ask({ newEmail: 'anna@neu.example' })).toMatchObject({
      status: 400,
      body: { message: M.currentPasswordRequired, field: 'password' },
    });
    expect(await ask({ newEmail: 'anna@neu.example', password: 'falsch123' })).toMatchObject({
      status: 400,
      body: { message: M.currentPasswordWrong, field: 'password' },
    });
    expect(
      await ask({ userId: ben.id, newEmail: 'anna@neu.example', password: anna.password }),
    ).toMatchObject({
      status: 403,
      body: { message: M.otherUser },
    });
    expect(await ask({ newEmail: 'BEN@example.org', password: anna.password })).toMatchObject({
      status: 409,
      body: { message: M.emailTaken },
    });
    expect(await ask({ newEmail: ' ANNA@example.org ', password: anna.password })).toMatchObject({
      status: 400,
      body: { message: M.emailUnchanged },
    });
    expect(
      (await ask({ newEmail: 'anna@neu.example', confirmEmail: 'anna@alt.example', password: anna.password }))
        .body.message,
    ).toBe(M.emailsDiffer);
    expect((await me(anna.token)).email).toBe('anna@example.org');
  });

  it('takes effect only when the link mailed to the new address is opened; the old address is told', async () => {
    const user = await api.signUp('clara');
    const asked = await api.post(
      '/auth/update-email',
      { newEmail: ' clara@neu.example ', password: user.password },
      user.token,
    );
    expect(asked).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: emailChangeRequested('clara@neu.example'),
        user: { email: 'clara@example.org', pendingEmail: 'clara@neu.example' },
      },
    });
    // Until then the old address stays, and is the one to sign in with.
    expect(await me(user.token)).toMatchObject({
      email: 'clara@example.org',
      pendingEmail: 'clara@neu.example',
    });
    expect(
      (await api.post('/auth/login', { username: 'clara@neu.example', password: user.password })).status,
    ).toBe(401);
    expect(await api.linkToken('clara@example.org', CANCEL)).not.toBe('');

    const token = await api.linkToken('clara@neu.example', CONFIRM);
    expect(await api.post('/auth/confirm-email', { token })).toMatchObject({
      status: 200,
      body: { success: true, message: M.emailChanged },
    });
    const after = await me(user.token);
    expect(after.email).toBe('clara@neu.example');
    expect(after).not.toHaveProperty('pendingEmail');
    expect(
      (await api.post('/auth/login', { username: 'clara@neu.example', password: user.password })).status,
    ).toBe(200);
    expect(await api.post('/auth/confirm-email', { token })).toMatchObject({
      status: 400,
      body: { message: M.emailChangeLinkInvalid },
    });
  });

  it('does not reserve the new address: whoever confirms first gets it', async () => {
    const user = await api.signUp('dora');
    await api.post(
      '/auth/update-email',
      { newEmail: 'begehrt@example.org', password: 'geheim123' },
      user.token,
    );
    const other = await api.post('/auth/register', {
      username: 'Eigentuemer',
      email: 'begehrt@example.org',
      confirmEmail: 'begehrt@example.org',
      password: 'geheim123',
      confirmPassword: 'geheim123',
      acceptPrivacy: true,
    });
    expect(other.status).toBe(200);
    const token = await api.linkToken('begehrt@example.org', CONFIRM);
    expect(await api.post('/auth/confirm-email', { token })).toMatchObject({
      status: 409,
      body: { message: M.emailChangeRequestFailed },
    });
    const dora = await me(user.token);
    expect(dora.email).toBe('dora@example.org');
    expect(dora).not.toHaveProperty('pendingEmail');
  });

  it('is cancelled by the link in the notice to the old address while it waits', async () => {
    const user = await api.signUp('emil');
    await api.post(
      '/auth/update-email',
      { newEmail: 'emil@neu.example', password: user.password },
      user.token,
    );
    const cancel = await api.linkToken('emil@example.org', CANCEL);
    expect(await api.post('/auth/cancel-email-change', { token: cancel })).toMatchObject({
      status: 200,
      body: { message: emailChangeCancelled('emil@example.org') },
    });
    expect(await me(user.token)).not.toHaveProperty('pendingEmail');
    const confirm = await api.linkToken('emil@neu.example', CONFIRM);
    expect((await api.post('/auth/confirm-email', { token: confirm })).status).toBe(400);
    expect((await me(user.token)).email).toBe('emil@example.org');
  });

  it('is taken back by that link after a thief confirmed it, and every session ends', async () => {
    const owner = await api.signUp('frieda');
    // Someone with the session and the password moves the account to their own address.
    await api.post(
      '/auth/update-email',
      { newEmail: 'dieb@example.net', password: owner.password },
      owner.token,
    );
    await api.post('/auth/confirm-email', { token: await api.linkToken('dieb@example.net', CONFIRM) });
    // A second change must not disarm the owner's link.
    await api.post(
      '/auth/update-email',
      { newEmail: 'dieb2@example.net', password: owner.password },
      owner.token,
    );
    await api.post('/auth/confirm-email', { token: await api.linkToken('dieb2@example.net', CONFIRM) });

    const cancel = await api.linkToken('frieda@example.org', CANCEL);
    expect(await api.post('/auth/cancel-email-change', { token: cancel })).toMatchObject({
      status: 200,
      body: { message: emailChangeReverted('frieda@example.org') },
    });
    expect((await api.get('/api/user-from-token', owner.token)).status).toBe(401);
    const login = await api.post('/auth/login', { username: 'frieda@example.org', password: owner.password });
    expect(login.status).toBe(200);
    expect((await me(login.body.token)).email).toBe('frieda@example.org');
    expect(await api.post('/auth/cancel-email-change', { token: cancel })).toMatchObject({
      status: 400,
      body: { message: M.emailCancelLinkInvalid },
    });
  });
});
