import { describe, expect, it } from 'vitest';
import { animalShareText } from './shares';

describe('animal share in words', () => {
  const none = { animalShare: null, animalShareDriedOne: null, animalShareDriedTwo: null };

  it('gives other food one band and dried food its dried and fresh meat share', () => {
    expect(animalShareText({ ...none, type1: 'wet', animalShare: 70 })).toBe('60-69 %');
    expect(
      animalShareText({ ...none, type1: 'dried', animalShareDriedOne: 20, animalShareDriedTwo: 30 }),
    ).toBe('Trockenfleisch 1-19 %, Frischfleisch 20-29 %');
  });

  it('reads a missing or unknown code as not stated', () => {
    expect(animalShareText({ ...none, type1: 'wet' })).toBe('nicht angegeben');
    expect(animalShareText({ ...none, type1: 'raw', animalShare: 55 })).toBe('nicht angegeben');
    expect(animalShareText({ ...none, type1: 'dried', animalShareDriedOne: 20 })).toBe(
      'Trockenfleisch 1-19 %, Frischfleisch nicht angegeben',
    );
  });
});
