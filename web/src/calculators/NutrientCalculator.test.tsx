import { ROUTES } from '@futterkompass/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import NutrientCalculator from './NutrientCalculator';
import { type } from './test-helpers';

/** The cells of a row, found by its heading in the table of the given caption. */
function row(table: string, nutrient: string): string[] {
  const heading = within(screen.getByRole('table', { name: table })).getByRole('rowheader', {
    name: new RegExp(`^${nutrient}`),
  });
  return [...(heading.closest('tr')?.querySelectorAll('td') ?? [])].map((c) => c.textContent ?? '');
}

describe('nutrient needs', () => {
  useFakeTime();

  it('shows the metabolic weight and the four tables of a 10 kg dog', async () => {
    fakeApi({});
    renderAt(ROUTES.nutrients, <NutrientCalculator />);
    expect(screen.queryByRole('table')).toBeNull();
    type('Gewicht in kg', '10');
    await elapse(200);
    // 10^0,75 = 5,62
    expect(screen.getByText('5,62 kg')).toBeTruthy();
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Grundnährstoffe',
      'Mineralstoffe',
      'Vitamine',
      'Aminosäuren',
    ]);
    // protein 3,28 g x 5,62341 = 18,44 g, x 7 = 129,11 g
    expect(row('Grundnährstoffe', 'Rohprotein')).toEqual(['g', '3,28', '18,44', '129,11']);
    // alpha-linolenic acid to 3 decimals: 0,014 x 5,62341 = 0,079; x 7 = 0,551
    expect(row('Grundnährstoffe', 'Alpha-Linolensäure')).toEqual(['g', '0,014', '0,079', '0,551']);
    // iodine 29,6 µg: 166,45 and 1.165,17
    expect(row('Mineralstoffe', 'Jod')).toEqual(['µg', '29,6', '166,45', '1.165,17']);
    expect(row('Vitamine', 'Vitamin A')).toEqual(['IE', '167', '939,11', '6.573,77']);
    expect(screen.queryByRole('rowheader', { name: /^Taurin/ })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /^Vitamin H/ })).toBeNull();
    expect(screen.getByText(/Quelle: National Research Council \(NRC\)/)).toBeTruthy();
  });

  it('gives a 4 kg cat arachidonic acid, biotin and taurine', async () => {
    fakeApi({});
    renderAt(`${ROUTES.nutrients}?tier=cat&gewicht=4`, <NutrientCalculator />);
    expect((screen.getByLabelText('Tier') as HTMLSelectElement).value).toBe('cat');
    // 4^0,67 = 2,53
    expect(screen.getByText('2,53 kg')).toBeTruthy();
    expect(row('Grundnährstoffe', 'Arachidonsäure')).toEqual(['g', '0,0015', '0,004', '0,027']);
    expect(row('Vitamine', 'Vitamin H \\(Biotin\\)')).toEqual(['µg', '1,9', '4,81', '33,67']);
    expect(row('Aminosäuren', 'Taurin')).toEqual(['mg', '9,9', '25,06', '175,43']);
    expect(screen.queryByRole('rowheader', { name: /^Alpha-Linolensäure/ })).toBeNull();
  });

  it('tells the microgram equivalent of vitamins A and D behind a keyboard-usable button', async () => {
    fakeApi({});
    renderAt(`${ROUTES.nutrients}?gewicht=10`, <NutrientCalculator />);
    const info = screen.getByRole('button', { name: 'Vitamin D in Mikrogramm' });
    const tip = document.getElementById(info.getAttribute('aria-describedby') ?? '') as HTMLElement;
    // 0,45 µg x 5,62341 = 2,53 µg a day, 17,71 µg a week
    expect(tip.textContent).toBe('Entspricht 0,45 µg je kg0,75, 2,53 µg pro Tag und 17,71 µg pro Woche.');
    expect(tip.hidden).toBe(true);
    fireEvent.click(info);
    expect(tip.hidden).toBe(false);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(info, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });

  it('puts each table in a focusable box that scrolls on its own', async () => {
    fakeApi({});
    renderAt(`${ROUTES.nutrients}?gewicht=10`, <NutrientCalculator />);
    const box = screen.getByRole('region', { name: 'Vitamine' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table')).toBeTruthy();
  });
});
