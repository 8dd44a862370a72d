import { ROUTES } from '@futterkompass/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import FatCalculator from './FatCalculator';
import { query, result, type } from './test-helpers';

function row(name: string): string {
  const heading = within(screen.getByRole('table')).getByRole('rowheader', { name });
  const cells = heading.closest('tr')?.querySelectorAll('td') ?? [];
  return cells[cells.length - 1]?.textContent ?? '';
}

describe('fat calculator', () => {
  useFakeTime();

  it('adds up the ration and tells how much animal fat to add', async () => {
    fakeApi({});
    renderAt(ROUTES.fat, <FatCalculator />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fettmenge');
    type('Produkt 1: Menge in g', '500');
    type('Produkt 1: Fettgehalt in %', '10');
    type('Produkt 2: Menge in g', '300');
    type('Produkt 2: Fettgehalt in %', '20');
    type('Produkt 3: Menge in g', '200');
    type('Produkt 3: Fettgehalt in %', '5,5');
    await elapse(200);
    // 500 x 10 / 100 = 50 g; 300 x 20 / 100 = 60 g; 200 x 5,5 / 100 = 11 g; sum 1000 g, 121 g
    expect([row('Produkt 1'), row('Produkt 2'), row('Produkt 3'), row('Produkt 4')]).toEqual([
      '50 g',
      '60 g',
      '11 g',
      '',
    ]);
    const sum = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Summe' }).closest('tr');
    expect([...(sum?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual([
      '1.000 g',
      '',
      '121 g',
    ]);
    // 121 / 1000 x 100 = 12,1 %
    expect(result('Aktueller Fettgehalt')).toBe('12,1 %');
    expect(screen.queryByText(/tierisches Fett müssen/)).toBeNull();
    type('Gewünschter Fettgehalt in %', '15');
    await elapse(200);
    // 1000 x 15 / 100 = 150 g; 150 - 121 = 29 g
    expect(result('Gewünschte Fettmenge')).toBe('150 g');
    expect(screen.getByText('29 g tierisches Fett müssen der Ration noch zugefügt werden.')).toBeTruthy();
    expect(screen.getByText(/vom Muskelfleisch abgezogen/)).toBeTruthy();
    expect(query()).toMatchObject({ menge1: '500', fett3: '5,5', wunsch: '15' });
  });

  it('needs no fat when the ration has enough', async () => {
    fakeApi({});
    renderAt(`${ROUTES.fat}?menge1=1000&fett1=20&wunsch=15`, <FatCalculator />);
    expect(screen.queryByText(/tierisches Fett müssen/)).toBeNull();
    expect(screen.getByText(/es muss kein Fett zugefügt werden/)).toBeTruthy();
  });

  it('mixes fat and lean meat to the desired content, with exactly 2 decimals', async () => {
    fakeApi({});
    renderAt(ROUTES.fat, <FatCalculator />);
    type('Fettgehalt des fetten Fleisches in % (fett)', '25');
    type('Fettgehalt des mageren Fleisches in % (mager)', '4');
    type('Fleischmenge in g (mager und fett)', '500');
    await elapse(200);
    // 25 - 4 = 21
    expect(screen.getByLabelText('Differenz in %').textContent).toBe('21');
    expect(result('Fettes Fleisch')).toBe('');
    type('Gewünschter Fettgehalt der Ration in %', '10');
    await elapse(200);
    // 500 / 21 x (10 - 4) = 142,86 g; 500 / 21 x (21 - 6) = 357,14 g
    expect(result('Fettes Fleisch')).toBe('142,86 g');
    expect(result('Mageres Fleisch')).toBe('357,14 g');
    type('Fleischmenge in g (mager und fett)', '420');
    await elapse(200);
    // 420 / 21 x 6 = 120 g -> '120,00 g'; 420 / 21 x 15 = 300 g
    expect(result('Fettes Fleisch')).toBe('120,00 g');
    expect(result('Mageres Fleisch')).toBe('300,00 g');
  });

  it('explains a desired content the two meats cannot give', async () => {
    fakeApi({});
    renderAt(
      `${ROUTES.fat}?fleischFett=25&fleischMager=4&fleischMenge=500&fleischWunsch=30`,
      <FatCalculator />,
    );
    expect(
      screen.getByText(/muss zwischen dem des mageren und dem des fetten Fleisches liegen/),
    ).toBeTruthy();
    expect(result('Fettes Fleisch')).toBe('');
  });
});
