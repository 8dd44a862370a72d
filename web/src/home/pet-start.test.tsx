import { PET_MESSAGES, ROUTES } from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listFor } from '../pets/household-links';
import { STORAGE_KEYS } from '../storage';
import { renderAt } from '../testing/render';
import { PetStart } from './PetStart';

function Where() {
  const location = useLocation();
  return <output aria-label="Ort">{`${location.pathname}${location.search}`}</output>;
}

const start = () => {
  renderAt(
    '/',
    <Routes>
      <Route path="/" element={<PetStart />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
  return screen.getByRole('region', { name: 'Für wen suchst du?' });
};

describe('home: "Für wen suchst du?"', () => {
  afterEach(() => window.localStorage.clear());

  it('checks name and weight, makes the cat the active animal and opens its list by cost per day', async () => {
    const region = start();
    fireEvent.click(within(region).getByRole('button', { name: 'Futter mit Kosten pro Tag zeigen' }));
    expect(await within(region).findByText(PET_MESSAGES.nameMissing)).toBeTruthy();
    expect(within(region).getByText(PET_MESSAGES.weightMissing)).toBeTruthy();
    expect(within(region).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(region).getByLabelText('Name'), { target: { value: 'Mieze' } });
    fireEvent.click(within(region).getByRole('radio', { name: 'Katze' }));
    fireEvent.change(within(region).getByLabelText('Gewicht in kg'), { target: { value: '4,5' } });
    // A cat is not offered 'dünn'.
    const figures = within(region)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(figures).not.toContain('thin');
    fireEvent.change(within(region).getByLabelText('Figur'), { target: { value: 'thick' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Futter mit Kosten pro Tag zeigen' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Ort' }).textContent).toBe(listFor({ species: 'cat' })),
    );
    expect(listFor({ species: 'cat' })).toContain('sortBy=costPerDay');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pets) ?? '{}');
    expect(stored.pets).toEqual([
      expect.objectContaining({ name: 'Mieze', species: 'cat', weightKg: 4.5, bodyCondition: 'thick' }),
    ]);
    expect(stored.activeId).toBe(stored.pets[0].id);
  });

  it('adds to the animals there are, and shows the active one with links instead of the form', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.pets,
      JSON.stringify({ pets: [aPet({ id: 'b', weightKg: 12.5 })], activeId: 'b' }),
    );
    const region = start();
    expect(await within(region).findByText('Bello')).toBeTruthy();
    expect(region.textContent).toContain('Hund, 12,5 kg');
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Futter für Bello suchen' }).getAttribute('href')).toBe(
      listFor({ species: 'dog' }),
    );
    expect(within(region).getByRole('link', { name: 'Mein Tier' }).getAttribute('href')).toBe(ROUTES.pets);
  });
});
