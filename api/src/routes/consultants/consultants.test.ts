import { COLLECTIONS } from '@futterkompass/adapters';
import {
  CONSULTANT_MESSAGES,
  type Consultant,
  type ConsultantFilters,
  EMPTY_CONSULTANT_FILTERS,
  matchesConsultant,
} from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';

describe('consultant search', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let stored: Consultant[];
  const search = (filters: Partial<ConsultantFilters>) =>
    api.post('/api/consultants', { filters: { ...EMPTY_CONSULTANT_FILTERS, ...filters } });

  beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url, server.adapters.store);
    stored = await server.adapters.store.collection<Consultant>(COLLECTIONS.consultants).find();
  });
  afterAll(() => server.cleanup());

  it('offers the values the stored consultants have, in the code lists’ order', async () => {
    const answer = await api.get('/api/consultant-filters');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.animal).toEqual(['dog', 'cat']);
    expect(answer.body.data.foodType).toEqual(['raw', 'cooked', 'wet', 'dried']);
    const specialties = new Set(stored.flatMap((c) => c.specialty));
    expect(answer.body.data.specialty).toHaveLength(specialties.size);
  });

  it('answers the consultants that fit, with their directory entry and logo address', async () => {
    const filters = { animal: 'cat', ageGroup: ['junior'], foodType: ['raw', 'cooked'] };
    const answer = await search(filters);
    expect(answer.status).toBe(200);
    const expected = stored.filter((c) => matchesConsultant(c, { ...EMPTY_CONSULTANT_FILTERS, ...filters }));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.data.map((c: Consultant) => c._id).sort()).toEqual(expected.map((c) => c._id).sort());
    expect(answer.body.data[0]).toMatchObject({ logoUrl: null, country: expect.any(String) });
    for (const c of answer.body.data) expect(c.animal).toContain('cat');
  });

  it('keeps fields outside the directory entry on the server and serves a logo by file name', async () => {
    const consultants = server.adapters.store.collection(COLLECTIONS.consultants);
    const target = stored.find((c) => c.animal.includes('dog')) as Consultant;
    await consultants.updateOne(
      { _id: target._id },
      { $set: { logo: 'berater.png', internalNote: 'geheim' } },
    );
    try {
      const answer = await search({ animal: 'dog', ageGroup: target.ageGroup, foodType: target.foodType });
      const found = answer.body.data.find((c: Consultant) => c._id === target._id);
      expect(found).toMatchObject({ logo: 'berater.png', logoUrl: '/files/berater.png' });
      expect(found).not.toHaveProperty('internalNote');
    } finally {
      await consultants.updateOne({ _id: target._id }, { $unset: { logo: 1, internalNote: 1 } });
    }
  });

  it('links a consultant’s address only when the browser would follow it to a web page', async () => {
    const consultants = server.adapters.store.collection(COLLECTIONS.consultants);
    const target = stored.find((c) => c.animal.includes('cat')) as Consultant;
    const found = async () => {
      const answer = await search({ animal: 'cat', ageGroup: target.ageGroup, foodType: target.foodType });
      return answer.body.data.find((c: Consultant) => c._id === target._id);
    };
    try {
      for (const url of ['java\tscript:alert(1)', 'https://beratung@evil.example/', '/\t/evil.example/']) {
        await consultants.updateOne({ _id: target._id }, { $set: { url } });
        expect(await found()).not.toHaveProperty('url');
      }
      await consultants.updateOne({ _id: target._id }, { $set: { url: 'https://beratung.example/' } });
      expect(await found()).toMatchObject({ url: 'https://beratung.example/' });
    } finally {
      await consultants.updateOne(
        { _id: target._id },
        target.url ? { $set: { url: target.url } } : { $unset: { url: 1 } },
      );
    }
  });

  it('answers an empty list when nobody fits', async () => {
    const answer = await search({
      animal: 'dog',
      ageGroup: ['junior'],
      foodType: ['raw'],
      specialty: ['allergy', 'joints', 'cancer', 'organs', 'lactating', 'pregnant'],
      attributes: ['aromaOil', 'bachFlowers', 'mycotherapy', 'phytotherapy', 'animalMedicine'],
    });
    expect(answer.body).toEqual({ success: true, data: [] });
  });

  it('refuses a questionnaire without animal, age group or food type with the specified text', async () => {
    for (const missing of [{ animal: '' }, { ageGroup: [] }, { foodType: [] }]) {
      const answer = await search({ animal: 'dog', ageGroup: ['adult'], foodType: ['wet'], ...missing });
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: CONSULTANT_MESSAGES.required },
      });
    }
  });

  it('refuses unknown codes, operator objects and over-long lists with a 400', async () => {
    const bodies = [
      { filters: { animal: 'dog', ageGroup: ['puppy'], foodType: ['wet'] } },
      { filters: { animal: { $ne: null }, ageGroup: ['adult'], foodType: ['wet'] } },
      { filters: { animal: 'dog', ageGroup: { $in: ['adult'] }, foodType: ['wet'] } },
      { filters: { animal: 'dog', ageGroup: ['adult'], foodType: Array(21).fill('wet') } },
      { filters: 'alle' },
      {},
    ];
    for (const body of bodies) {
      const answer = await api.post('/api/consultants', body);
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, message: 'Die Suchkriterien sind ungültig.' },
      });
    }
  });
});
