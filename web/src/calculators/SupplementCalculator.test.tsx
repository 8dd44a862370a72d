import { CALCULATOR_MESSAGES, ROUTES } from '@futterkompass/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import CalciumCalculator from './CalciumCalculator';
import IodineCalculator from './IodineCalculator';
import { query, type } from './test-helpers';

function row(name: string): string[] {
  const heading = within(screen.getByRole('table')).getByRole('rowheader', { name });
  return [...(heading.closest('tr')?.querySelectorAll('td') ?? [])].map((c) => c.textContent ?? '');
}

describe('calcium calculator', () => {
  useFakeTime();

  it('says Daten eingeben until animal, weight and content are filled', async () => {
    fakeApi({});
    renderAt(ROUTES.calcium, <CalciumCalculator />);
    const waiting = () => screen.queryByText(CALCULATOR_MESSAGES.enterData);
    expect(waiting()).toBeTruthy();
    type('Gewicht in kg', '10');
    type('Calciumgehalt des Ergänzungsmittels in %', '20');
    await elapse(200);
    expect(waiting()).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'dog' } });
    await elapse(199);
    expect(waiting()).toBeTruthy();
    await elapse(1);
    expect(waiting()).toBeNull();
    // 0,13 x 10^0,75 = 0,73 g a day, 5,12 g a week; 0,731 / 20 x 100 = 3,66 g, 25,59 g a week
    expect(row('Calciumbedarf')).toEqual(['0,73 g', '5,12 g']);
    expect(row('Menge des Ergänzungsmittels')).toEqual(['3,66 g', '25,59 g']);
    expect(query()).toEqual({ gewicht: '10', gehalt: '20', tier: 'dog' });
  });

  it('uses 0,071 g for cats and refuses a content above 100 %', async () => {
    fakeApi({});
    renderAt(`${ROUTES.calcium}?tier=cat&gewicht=4&gehalt=30,5`, <CalciumCalculator />);
    // 0,071 x 4^0,67 = 0,18 g; 0,1797 / 30,5 x 100 = 0,59 g
    expect(row('Calciumbedarf')).toEqual(['0,18 g', '1,26 g']);
    expect(row('Menge des Ergänzungsmittels')).toEqual(['0,59 g', '4,13 g']);
    type('Calciumgehalt des Ergänzungsmittels in %', '120');
    await elapse(200);
    expect(screen.getByText('Bitte gib höchstens 100 % ein.')).toBeTruthy();
    expect(screen.getByText(CALCULATOR_MESSAGES.enterData)).toBeTruthy();
  });
});

describe('iodine calculator', () => {
  useFakeTime();

  it('gives the need in µg and the supplement in g', async () => {
    fakeApi({});
    renderAt(ROUTES.iodine, <IodineCalculator />);
    expect(screen.getByText(CALCULATOR_MESSAGES.enterData)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'dog' } });
    type('Gewicht in kg', '10');
    type('Jodgehalt des Ergänzungsmittels in mg/kg', '500');
    await elapse(200);
    // 29,6 x 5,62341 = 166,45 µg, x 7 = 1.165,17 µg; 166,45 / 500 = 0,33 g, x 7 = 2,33 g
    expect(row('Jodbedarf')).toEqual(['166,45 µg', '1.165,17 µg']);
    expect(row('Menge des Ergänzungsmittels')).toEqual(['0,33 g', '2,33 g']);
  });
});
