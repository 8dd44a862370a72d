import { CALCULATOR_MESSAGES, ROUTES } from '@futterkompass/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import DryMatterCalculator from './DryMatterCalculator';
import { aFavorite, signedInWith, type } from './test-helpers';

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Zur Tabelle hinzufügen' }));
const fill = (texts: [string, string, string, string, string]) =>
  ['Rohprotein', 'Rohfett', 'Rohfaser', 'Rohasche', 'Feuchtigkeit'].forEach((label, i) => {
    type(`${label} in %`, texts[i] as string);
  });
const columns = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((c) => c.querySelector('.column-name')?.textContent);
function row(name: string): string[] {
  const heading = within(screen.getByRole('table')).getByRole('rowheader', { name });
  return [...(heading.closest('tr')?.querySelectorAll('td') ?? [])].map((c) => c.textContent ?? '');
}

describe('dry-matter calculator', () => {
  useFakeTime();

  it('adds own products as columns in dry matter, named Produkt 1, 2 when untitled', () => {
    fakeApi({});
    renderAt(ROUTES.dryMatter, <DryMatterCalculator />);
    expect(screen.getByText('Noch keine Produkte in der Tabelle.')).toBeTruthy();
    fill(['10', '5', '0,5', '2', '80']);
    add();
    type('Titel (optional)', 'Trockenfutter Lamm');
    fill(['26', '15', '3', '7', '10']);
    add();
    fill(['8', '6', '0,5', '2', '82']);
    add();
    expect(columns()).toEqual(['Produkt 1', 'Trockenfutter Lamm', 'Produkt 3']);
    // TM 100 - 80 = 20; protein 10 / 20 = 50 %; TM 90: 26 / 90 = 28,89 %; TM 18: 8 / 18 = 44,44 %
    expect(row('Trockenmasse')).toEqual(['20 %', '90 %', '18 %']);
    expect(row('Rohprotein')).toEqual(['50 %', '28,89 %', '44,44 %']);
    expect(row('Rohfett')).toEqual(['25 %', '16,67 %', '33,33 %']);
    expect(row('Rohasche')).toEqual(['10 %', '7,78 %', '11,11 %']);
    expect(row('Rohfaser')).toEqual(['2,5 %', '3,33 %', '2,78 %']);
    // NfE 2,5 / 20 = 12,5 %; 39 / 90 = 43,33 %; 1,5 / 18 = 8,33 %
    expect(row('NfE')).toEqual(['12,5 %', '43,33 %', '8,33 %']);
    // The form is empty again for the next product.
    expect((screen.getByLabelText('Rohprotein in %') as HTMLInputElement).value).toBe('');
  });

  it('refuses an incomplete product with the alert of the specification', () => {
    fakeApi({});
    renderAt(ROUTES.dryMatter, <DryMatterCalculator />);
    fill(['10', '5', '', '2', '80']);
    add();
    expect(screen.getByRole('alert').textContent).toBe(CALCULATOR_MESSAGES.customProductIncomplete);
    expect(screen.queryByRole('table')).toBeNull();
    type('Rohfaser in %', '0,5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a column by its delete link and keeps the table in the URL', () => {
    fakeApi({});
    const view = renderAt(ROUTES.dryMatter, <DryMatterCalculator />);
    fill(['10', '5', '0,5', '2', '80']);
    add();
    fill(['26', '15', '3', '7', '10']);
    add();
    fireEvent.click(screen.getByRole('button', { name: 'Produkt 1 entfernen' }));
    expect(columns()).toEqual(['Produkt 2']);
    expect(new URLSearchParams(window.location.search).getAll('produkt')).toEqual(['26;15;3;7;10;Produkt 2']);
    const bookmark = window.location.pathname + window.location.search;
    view.unmount();
    renderAt(bookmark, <DryMatterCalculator />);
    expect(columns()).toEqual(['Produkt 2']);
    expect(row('Rohprotein')).toEqual(['28,89 %']);
  });

  it('leaves out damaged entries of a hand-edited URL', () => {
    fakeApi({});
    renderAt(
      `${ROUTES.dryMatter}?produkt=10;5;x;2;80;A&produkt=10;5;0.5;2;80;B&produkt=10;5`,
      <DryMatterCalculator />,
    );
    expect(columns()).toEqual(['B']);
  });

  it('fills the form from a favourite, asking for a moisture the maker did not state', async () => {
    signedInWith([aFavorite({ moisture: null })]);
    renderAt(ROUTES.dryMatter, <DryMatterCalculator />);
    await elapse(0);
    const select = screen.getByLabelText('Produkt aus deinen Favoriten') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'f1' } });
    expect((screen.getByLabelText('Titel (optional)') as HTMLInputElement).value).toBe('Waldhof Huhn pur');
    expect(screen.getByText(/keine Feuchtigkeit angegeben/)).toBeTruthy();
    add();
    expect(screen.getByRole('alert').textContent).toBe(CALCULATOR_MESSAGES.customProductIncomplete);
    type('Feuchtigkeit in %', '80');
    add();
    expect(columns()).toEqual(['Waldhof Huhn pur']);
    expect((screen.getByLabelText('Produkt aus deinen Favoriten') as HTMLSelectElement).value).toBe('');
  });
});
