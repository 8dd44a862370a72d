import { ROUTES } from '@futterkompass/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import { query } from './test-helpers';
import UnitConverter from './UnitConverter';

const group = (name: string) => within(screen.getByRole('group', { name }));
/** The converted values of a group, as 'unit: value'. */
const converted = (name: string) =>
  [...(screen.getByRole('group', { name }).querySelectorAll('dl > div') ?? [])].map(
    (d) => `${d.querySelector('dt')?.textContent}: ${d.querySelector('dd')?.textContent}`,
  );
const type = (name: string, text: string) =>
  fireEvent.change(group(name).getByLabelText('Menge'), { target: { value: text } });
const unit = (name: string, value: string) =>
  fireEvent.change(group(name).getByLabelText('Einheit'), { target: { value } });

describe('unit converter', () => {
  useFakeTime();

  it('converts a mass into the other units, read-only and in German format', async () => {
    fakeApi({});
    renderAt(ROUTES.units, <UnitConverter />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Einheiten Umrechner');
    expect(screen.getByRole('navigation', { name: 'Brotkrumen' }).textContent).toContain('Einheitenrechner');
    type('Masse', '1,5');
    await elapse(199);
    expect(converted('Masse')).toEqual(['g: ', 'mg: ', 'µg: ']);
    await elapse(1);
    // 1,5 kg = 1.500 g = 1.500.000 mg = 1.500.000.000 µg
    expect(converted('Masse')).toEqual(['g: 1.500', 'mg: 1.500.000', 'µg: 1.500.000.000']);
    unit('Masse', 'µg');
    await elapse(200);
    // 1,5 µg = 0,0015 mg = 0,0000015 g = 0,0000000015 kg
    expect(converted('Masse')).toEqual(['kg: 0,0000000015', 'g: 0,0000015', 'mg: 0,0015']);
    expect(query()).toEqual({ masse: '1,5', masseEinheit: 'µg' });
  });

  it('converts energy with the factors of the specification', async () => {
    fakeApi({});
    renderAt(`${ROUTES.units}?energie=100&energieEinheit=kcal`, <UnitConverter />);
    // 100 kcal = 418,4 kJ = 0,4184 MJ
    expect(converted('Energie')).toEqual(['MJ: 0,4184', 'kJ: 418,4']);
    unit('Energie', 'MJ');
    await elapse(200);
    // 100 MJ = 100.000 kJ = 23.900 kcal
    expect(converted('Energie')).toEqual(['kJ: 100.000', 'kcal: 23.900']);
  });

  it('converts vitamins both ways, D and E to 2 significant digits, with the hints', async () => {
    fakeApi({});
    renderAt(ROUTES.units, <UnitConverter />);
    type('Vitamin A (Retinol)', '1000');
    type('Vitamin D (Cholecalciferol)', '123');
    type('Vitamin E (alpha-Tocopherol)', '1');
    unit('Vitamin E (alpha-Tocopherol)', 'mass');
    await elapse(200);
    // A: 1000 IE x 0,3 = 300 µg; D: 123 IE / 40 = 3,075 -> 3,1 µg; E: 1 mg x 1,49 = 1,49 -> 1,5 IE
    expect(converted('Vitamin A (Retinol)')).toEqual(['µg: 300']);
    expect(converted('Vitamin D (Cholecalciferol)')).toEqual(['µg: 3,1']);
    expect(converted('Vitamin E (alpha-Tocopherol)')).toEqual(['IE: 1,5']);
    expect(screen.getByText('1 µg = 3,333 IE')).toBeTruthy();
    expect(screen.getByText('1 µg = 40 IE')).toBeTruthy();
    expect(screen.getByText('1 mg = 1,49 IE')).toBeTruthy();
    expect(screen.getByText('IE = internationale Einheiten')).toBeTruthy();
  });
});
