import { describe, expect, it } from 'vitest';
import { checkPetInput, PET_MESSAGES, petFacts } from './pet';

const input = {
  name: ' Bello ',
  species: 'dog',
  weight: '12,5',
  ageGroup: 'adult',
  bodyCondition: 'normal',
  allergies: ['huhn', 'huhn', 'weizen', 'gibtsnicht'],
  avoid: ['extruded', 'nope'],
};

describe('a pet as the form gives it', () => {
  it('takes a name, a weight with a decimal comma and the known allergies once each', () => {
    expect(checkPetInput(input)).toEqual({
      pet: {
        name: 'Bello',
        species: 'dog',
        weightKg: 12.5,
        ageGroup: 'adult',
        bodyCondition: 'normal',
        allergies: ['huhn', 'weizen'],
        avoid: ['extruded'],
      },
    });
  });

  it('says in German what is missing or wrong', () => {
    expect(checkPetInput({ ...input, name: '  ', weight: '' })).toEqual({
      errors: { name: PET_MESSAGES.nameMissing, weight: PET_MESSAGES.weightMissing },
    });
    expect(checkPetInput({ ...input, weight: '0' })).toEqual({
      errors: { weight: 'Das Gewicht muss größer als 0 kg sein.' },
    });
    expect(checkPetInput({ ...input, name: 'x'.repeat(41) })).toEqual({
      errors: { name: PET_MESSAGES.nameTooLong },
    });
    expect(checkPetInput({ ...input, species: 'horse' })).toEqual({ errors: { form: PET_MESSAGES.invalid } });
  });

  it('gives a cat no "thin": it is normal then, as in the calculator', () => {
    const cat = checkPetInput({ ...input, species: 'cat', bodyCondition: 'thin', weight: '4' });
    expect(cat).toMatchObject({ pet: { species: 'cat', bodyCondition: 'normal', weightKg: 4 } });
    expect(petFacts({ species: 'cat', weightKg: 4.25 })).toBe('Katze, 4,25 kg');
  });
});
