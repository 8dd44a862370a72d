import { CALCULATOR_MESSAGES, ROUTES } from '@futterkompass/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import NfeCalculator from './NfeCalculator';
import { aFavorite, query, result, signedInWith, type } from './test-helpers';

const fill = (values: Record<string, string>) => {
  for (const [label, text] of Object.entries(values)) type(`${label} in %`, text);
};

describe('NfE calculator', () => {
  useFakeTime();

  it('computes NfE, NfE in dry matter and the energy 200 ms after the last change', async () => {
    fakeApi({});
    renderAt(ROUTES.nfe, <NfeCalculator />);
    fill({ Rohprotein: '10', Rohfett: '5,5', Rohfaser: '0.5', Rohasche: '2', Feuchtigkeit: '78' });
    await elapse(199);
    expect(result('NfE')).toBe('');
    await elapse(1);
    // NfE = 100 - 10 - 5,5 - 0,5 - 2 - 78 = 4; in dry matter 4 / 22 x 100 = 18,18 %
    expect(result('NfE')).toBe('4 %');
    expect(result('NfE in der Trockenmasse')).toBe('18,18 %');
    // 10 x 17 + 5,5 x 39 + 4 x 17 = 170 + 214,5 + 68 = 452,5 kJ = 108 kcal (/ 4,19)
    expect(result('Energie (berechnet)')).toBe('108 kcal = 452,5 kJ pro 100 g');
    expect(query()).toEqual({ protein: '10', fett: '5,5', rohfaser: '0.5', asche: '2', feuchte: '78' });
  });

  it('counts a moisture left empty as 0 %', async () => {
    fakeApi({});
    renderAt(`${ROUTES.nfe}?protein=26&fett=15&rohfaser=3&asche=7`, <NfeCalculator />);
    // 100 - 26 - 15 - 3 - 7 = 49; dry matter 100 %: 49 %
    expect(result('NfE')).toBe('49 %');
    expect(result('NfE in der Trockenmasse')).toBe('49 %');
  });

  it('says when the values add up to more than 100 %', async () => {
    fakeApi({});
    renderAt(ROUTES.nfe, <NfeCalculator />);
    fill({ Rohprotein: '30', Rohfett: '30', Rohfaser: '10', Rohasche: '10', Feuchtigkeit: '30' });
    await elapse(200);
    expect(screen.getByRole('alert').textContent).toBe(CALCULATOR_MESSAGES.analysisOverHundred);
    expect(result('NfE')).toBe('');
  });

  it('fills the analysis from a favourite; a moisture not stated stays empty', async () => {
    signedInWith([aFavorite({ proteins: 26.5, fats: 15, fibers: 3, ash: 7, moisture: null })]);
    renderAt(ROUTES.nfe, <NfeCalculator />);
    await elapse(0);
    fireEvent.change(screen.getByLabelText('Produkt aus deinen Favoriten'), { target: { value: 'f1' } });
    expect((screen.getByLabelText('Rohprotein in %') as HTMLInputElement).value).toBe('26,5');
    expect((screen.getByLabelText('Feuchtigkeit in %') as HTMLInputElement).value).toBe('');
    await elapse(200);
    // 100 - 26,5 - 15 - 3 - 7 = 48,5
    expect(result('NfE')).toBe('48,5 %');
  });
});
