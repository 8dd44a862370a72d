import { CALCULATOR_MESSAGES, ROUTES } from '@futterkompass/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import EnergyCalculator from './EnergyCalculator';
import { aFavorite, query, result, signedInWith, tokensSentTo, type } from './test-helpers';

const favorites = () => screen.getByLabelText('Produkt aus deinen Favoriten') as HTMLSelectElement;

describe('energy need and food amount', () => {
  useFakeTime();

  it('computes need and grams 200 ms after the last change, reading a decimal comma', async () => {
    fakeApi({});
    renderAt(ROUTES.energy, <EnergyCalculator />);
    type('Gewicht in kg', '16');
    type('Energiegehalt in kcal pro 100 g', '104,5');
    await elapse(199);
    expect(result('Täglicher Energiebedarf')).toBe('');
    await elapse(1);
    // 16 kg dog, normal: 16^0,75 = 8; 8 x 130 = 1040 kcal; 1040 / 104,5 x 100 = 995,22 g
    expect(result('Täglicher Energiebedarf')).toBe('1.040 kcal');
    expect(result('Futtermenge')).toBe('995,22 g pro Tag');
    // 104,5 kcal x 4,19 = 437,855 kJ
    expect(result('Energiegehalt des Futters')).toBe('104,5 kcal = 437,86 kJ pro 100 g');
  });

  it('offers thin for dogs only and uses the cat formula', async () => {
    fakeApi({});
    renderAt(`${ROUTES.energy}?figur=thin&gewicht=4`, <EnergyCalculator />);
    const condition = screen.getByLabelText('Figur') as HTMLSelectElement;
    expect(condition.value).toBe('thin');
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'cat' } });
    expect([...condition.options].map((o) => o.textContent)).toEqual(['normal', 'zu dick']);
    expect(condition.value).toBe('normal');
    await elapse(200);
    // 4 kg cat: 4^0,67 = 2,5315 x 100 = 253,15 kcal
    expect(result('Täglicher Energiebedarf')).toBe('253,15 kcal');
    fireEvent.change(condition, { target: { value: 'thick' } });
    await elapse(200);
    // thick cat: 4^0,4 = 1,7411 x 130 = 226,34 kcal
    expect(result('Täglicher Energiebedarf')).toBe('226,34 kcal');
  });

  it('keeps its inputs in the URL and reads them back on load', async () => {
    fakeApi({});
    const view = renderAt(ROUTES.energy, <EnergyCalculator />);
    type('Gewicht in kg', '12,5');
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'cat' } });
    await elapse(200);
    expect(query()).toEqual({ gewicht: '12,5', tier: 'cat', figur: 'normal' });
    const bookmark = window.location.pathname + window.location.search;
    view.unmount();

    renderAt(bookmark, <EnergyCalculator />);
    expect((screen.getByLabelText('Gewicht in kg') as HTMLInputElement).value).toBe('12,5');
    expect((screen.getByLabelText('Tier') as HTMLSelectElement).value).toBe('cat');
    // 12,5^0,67 = 5,4316 x 100 = 543,16 kcal, at once from the URL
    expect(result('Täglicher Energiebedarf')).toBe('543,16 kcal');
  });

  it('takes other inputs from a link to the page, as from back and forward', async () => {
    fakeApi({});
    renderAt(
      `${ROUTES.energy}?gewicht=16`,
      <>
        <Link to={`${ROUTES.energy}?gewicht=8`}>8 kg</Link>
        <EnergyCalculator />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '8 kg' }));
    await elapse(200);
    expect((screen.getByLabelText('Gewicht in kg') as HTMLInputElement).value).toBe('8');
    // 8^0,75 = 4,7568 x 130 = 618,39 kcal
    expect(result('Täglicher Energiebedarf')).toBe('618,39 kcal');
  });

  it('says what is wrong with a field', async () => {
    fakeApi({});
    renderAt(ROUTES.energy, <EnergyCalculator />);
    type('Gewicht in kg', '12,555');
    type('Energiegehalt in kcal pro 100 g', 'viel');
    await elapse(200);
    expect(screen.getByText('Bitte gib höchstens zwei Nachkommastellen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib eine Zahl ein, z. B. 12,5.')).toBeTruthy();
    expect(screen.getByLabelText('Gewicht in kg').getAttribute('aria-invalid')).toBe('true');
    expect(result('Täglicher Energiebedarf')).toBe('');
  });

  it('shows visitors a disabled favourites select with the login hint, and asks nothing', () => {
    const api = fakeApi({});
    renderAt(ROUTES.energy, <EnergyCalculator />);
    expect(favorites().disabled).toBe(true);
    const hint = screen.getByText(CALCULATOR_MESSAGES.favoritesSignedOut, { exact: false });
    expect(favorites().getAttribute('aria-describedby')).toBe(hint.id);
    expect(api.calls).toEqual([]);
  });

  it('fills the energy from a signed-in user’s favourite, sending the token', async () => {
    signedInWith([aFavorite(), aFavorite({ _id: 'f2', series: 'Rind', energy: 950 })]);
    renderAt(ROUTES.energy, <EnergyCalculator />);
    await elapse(0);
    expect(favorites().disabled).toBe(false);
    expect(tokensSentTo('/api/favorite-products')).toEqual(['t0ken']);
    expect([...favorites().options].map((o) => o.textContent)).toEqual([
      'Produkt wählen',
      'Waldhof Huhn pur',
      'Waldhof Rind',
    ]);
    fireEvent.change(favorites(), { target: { value: 'f2' } });
    // stored energy 950 = 95 kcal per 100 g
    expect((screen.getByLabelText('Energiegehalt in kcal pro 100 g') as HTMLInputElement).value).toBe('95');
    type('Gewicht in kg', '16');
    await elapse(200);
    // 1040 / 95 x 100 = 1094,74 g
    expect(result('Futtermenge')).toBe('1.094,74 g pro Tag');
  });

  it('estimates the energy of a favourite without one from its analysis', async () => {
    signedInWith([aFavorite({ energy: null })]);
    renderAt(ROUTES.energy, <EnergyCalculator />);
    await elapse(0);
    expect(favorites().disabled).toBe(false);
    fireEvent.change(favorites(), { target: { value: 'f1' } });
    // NfE 2,5; 10 x 17 + 5 x 39 + 2,5 x 17 = 407,5 kJ / 4,19 = 97,26 kcal
    expect((screen.getByLabelText('Energiegehalt in kcal pro 100 g') as HTMLInputElement).value).toBe(
      '97,26',
    );
    expect(screen.getByText(/Für Waldhof Huhn pur ist kein Energiegehalt angegeben/)).toBeTruthy();
  });

  it('only logs a failed favourites call; the calculator works on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInWith(() => {
      throw new Error('offline');
    });
    renderAt(ROUTES.energy, <EnergyCalculator />);
    await elapse(0);
    expect(logged).toHaveBeenCalledWith('Favoriten konnten nicht geladen werden', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(favorites().disabled).toBe(true);
    type('Gewicht in kg', '16');
    await elapse(200);
    expect(result('Täglicher Energiebedarf')).toBe('1.040 kcal');
    logged.mockRestore();
  });

  it('carries the disclaimer and the recipe hint behind an info button', () => {
    fakeApi({});
    renderAt(ROUTES.energy, <EnergyCalculator />);
    expect(screen.getByText(CALCULATOR_MESSAGES.disclaimer)).toBeTruthy();
    const info = screen.getByRole('button', { name: 'Hinweis zu den Produktangaben' });
    expect(document.getElementById(info.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /Rezeptur im Shop kann/,
    );
  });
});
