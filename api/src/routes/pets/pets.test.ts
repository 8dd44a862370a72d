import { COLLECTIONS } from '@futterkompass/adapters';
import { PET_MESSAGES, type User } from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';

const bello = aPet();

describe('"Mein Tier" on the account', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
  });
  afterAll(() => server.cleanup());

  it('keeps the household of the signed-in user only, shows it with the user, deletes it with the account', async () => {
    const owner = await api.signUp('Tierhalter');
    const other = await api.signUp('Nachbarin');
    expect((await api.get('/api/pets')).status).toBe(401);
    const empty = await api.get('/api/pets', owner.token);
    expect(empty.body).toEqual({ success: true, household: { pets: [], activeId: null } });

    const saved = await api.call('PUT', '/api/pets', { pets: [bello], activeId: 'b1' }, owner.token);
    expect(saved).toMatchObject({ status: 200, body: { household: { pets: [bello], activeId: 'b1' } } });
    expect((await api.get('/api/pets', owner.token)).body.household.pets[0].name).toBe('Bello');
    expect((await api.get('/api/user-from-token', owner.token)).body.user.pets.pets[0].name).toBe('Bello');
    // Another account sees its own, empty household.
    expect((await api.get('/api/pets', other.token)).body.household.pets).toEqual([]);

    await api.post('/api/delete-user', { password: owner.password }, owner.token);
    const users = server.adapters.store.collection<User>(COLLECTIONS.users);
    expect(await users.findOne({ _id: owner.id })).toBeNull();
    expect(await users.count({ 'pets.pets.name': 'Bello' })).toBe(0);
  });

  it('refuses a wrong animal or too many with a German message and keeps what was stored', async () => {
    const owner = await api.signUp('Vorsichtig');
    await api.call('PUT', '/api/pets', { pets: [bello], activeId: 'b1' }, owner.token);
    const cases = [
      { pets: [{ ...bello, species: 'pferd' }], activeId: null },
      { pets: [{ ...bello, weightKg: -3 }], activeId: null },
      { pets: [{ ...bello, name: { $gt: '' } }], activeId: null },
      { pets: 'kaputt', activeId: null },
    ];
    for (const body of cases) {
      const answer = await api.call('PUT', '/api/pets', body, owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PET_MESSAGES.invalid);
    }
    const many = Array.from({ length: 11 }, (_, i) => ({ ...bello, id: `p${i}` }));
    const tooMany = await api.call('PUT', '/api/pets', { pets: many, activeId: null }, owner.token);
    expect(tooMany).toMatchObject({ status: 400, body: { message: PET_MESSAGES.tooMany } });
    expect((await api.get('/api/pets', owner.token)).body.household).toEqual({
      pets: [bello],
      activeId: 'b1',
    });
  });
});
