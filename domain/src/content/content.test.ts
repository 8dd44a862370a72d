import { describe, expect, it } from 'vitest';
import type { Consultant } from '../model';
import {
  availableConsultantFilters,
  consultantFiltersComplete,
  consultantValuesLabel,
  EMPTY_CONSULTANT_FILTERS,
  groupConsultants,
  matchesConsultant,
} from './consultants';
import { CONTACT_MESSAGES as C, checkContact } from './contact';

const consultant = (over: Partial<Consultant>): Consultant => ({
  _id: 'a'.repeat(24),
  name: 'Anna Alt',
  country: 'de',
  zip: '10115',
  animal: ['dog'],
  foodType: ['raw'],
  ageGroup: ['adult'],
  specialty: ['allergy', 'joints'],
  attributes: ['phytotherapy'],
  consultingType: ['online'],
  ...over,
});
const wanted = { ...EMPTY_CONSULTANT_FILTERS, animal: 'dog', ageGroup: ['adult'], foodType: ['raw'] };

describe('consultant search', () => {
  it('requires animal, age group and a food type', () => {
    expect(consultantFiltersComplete(wanted)).toBe(true);
    expect(consultantFiltersComplete({ ...wanted, animal: '' })).toBe(false);
    expect(consultantFiltersComplete({ ...wanted, ageGroup: [] })).toBe(false);
    expect(consultantFiltersComplete({ ...wanted, foodType: [] })).toBe(false);
  });

  it('matches the animal exactly, accepted options by any and needs by every value', () => {
    const c = consultant({});
    expect(matchesConsultant(c, wanted)).toBe(true);
    expect(matchesConsultant(c, { ...wanted, animal: 'cat' })).toBe(false);
    // 'alle' sends every value: it means any, not only consultants who offer everything.
    expect(matchesConsultant(c, { ...wanted, foodType: ['raw', 'cooked', 'wet', 'dried'] })).toBe(true);
    expect(matchesConsultant(c, { ...wanted, foodType: ['cooked'] })).toBe(false);
    expect(matchesConsultant(c, { ...wanted, consultingType: ['locally'] })).toBe(false);
    expect(matchesConsultant(c, { ...wanted, consultingType: ['locally', 'online'] })).toBe(true);
    expect(matchesConsultant(c, { ...wanted, specialty: ['allergy', 'joints'] })).toBe(true);
    expect(matchesConsultant(c, { ...wanted, specialty: ['allergy', 'cancer'] })).toBe(false);
    expect(matchesConsultant(c, { ...wanted, attributes: ['bachFlowers'] })).toBe(false);
  });

  it('offers only values some consultant has, in the code list order', () => {
    const values = availableConsultantFilters([
      consultant({ foodType: ['dried', 'raw'] }),
      consultant({ animal: ['cat', 'dog'] }),
    ]);
    expect(values.animal).toEqual(['dog', 'cat']);
    expect(values.foodType).toEqual(['raw', 'dried']);
    expect(values.attributes).toEqual(['phytotherapy']);
  });

  it('shows all age groups or all food types as alle', () => {
    expect(consultantValuesLabel('ageGroup', ['senior', 'junior', 'adult'])).toBe('alle');
    expect(consultantValuesLabel('foodType', ['wet', 'raw'])).toBe('Rohfütterung (BARF), Nassfutter');
    expect(consultantValuesLabel('specialty', ['joints'])).toBe('Gelenke');
  });

  it('groups by country in the order de, at, ch and by the zip code’s first digit', () => {
    const regions = groupConsultants([
      consultant({ _id: '1', country: 'ch', zip: '8001' }),
      consultant({ _id: '2', zip: '80331' }),
      consultant({ _id: '3', zip: '01067' }),
      consultant({ _id: '4', country: 'at', zip: '1010' }),
      consultant({ _id: '5', zip: '04109' }),
    ]);
    expect(regions.map((r) => r.label)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
    expect(regions[0]?.zones.map((z) => [z.digit, z.consultants.map((c) => c._id)])).toEqual([
      ['0', ['3', '5']],
      ['8', ['2']],
    ]);
  });
});

describe('contact form rules', () => {
  const ok = { name: 'Erika', email: 'erika@example.org', topic: 'Produkt', message: 'Hallo' };
  it('names the first broken rule in the specified order', () => {
    expect(checkContact(ok)).toBeNull();
    expect(checkContact({ name: ' ', email: '', topic: '', message: '' })?.message).toBe(C.nameRequired);
    expect(checkContact({ ...ok, email: 'erika', topic: '', message: '' })).toEqual({
      field: 'email',
      message: C.emailInvalid,
    });
    expect(checkContact({ ...ok, topic: 'Beschwerde', message: '' })?.message).toBe(C.topicRequired);
    expect(checkContact({ ...ok, message: '  ' })?.message).toBe(C.messageRequired);
    expect(checkContact({ ...ok, message: 'x'.repeat(5001) })?.message).toBe(C.messageTooLong);
    expect(checkContact({ ...ok, name: 'x'.repeat(201) })?.message).toBe(C.nameTooLong);
  });
});
