import { describe, expect, it } from 'vitest';
import { animalShareLabels } from './shares';

describe('animal share in words', () => {
  const none = { animalShare: null, animalShareDriedOne: null, animalShareDriedTwo: null };

  it('gives wet food one band and dried food its dried and fresh meat share', () => {
    expect(animalShareLabels({ ...none, type1: 'wet', animalShare: 70 })).toEqual([
      { label: 'Fleischanteil', value: '60-69 %' },
    ]);
    expect(
      animalShareLabels({ ...none, type1: 'dried', animalShareDriedOne: 20, animalShareDriedTwo: 30 }),
    ).toEqual([
      { label: 'Fleischanteil getrocknet', value: '1-19 %' },
      { label: 'Frischfleischanteil', value: '20-29 %' },
    ]);
  });

  it('reads a missing or unknown code as not stated', () => {
    expect(animalShareLabels({ ...none, type1: 'wet' })[0]?.value).toBe('nicht angegeben');
    expect(animalShareLabels({ ...none, type1: 'raw', animalShare: 55 })[0]?.value).toBe('nicht angegeben');
  });
});
