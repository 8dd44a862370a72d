import { aPet } from '@futterkompass/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { renderAt } from '../testing/render';
import { FeedingLine } from './FeedingLine';
import MeinTierPage from './MeinTierPage';

describe('"Mein Tier" for a guest', () => {
  afterEach(() => window.localStorage.clear());

  it('checks the form, saves Bello in this browser only and makes him the active animal', async () => {
    renderAt('/mein-tier', <MeinTierPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Tier speichern' }));
    expect(await screen.findByText('Bitte gib einen Namen für dein Tier ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib das Gewicht deines Tieres in kg ein.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bello' } });
    fireEvent.change(screen.getByLabelText('Gewicht in kg'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByText(/Tierische Bestandteile/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huhn' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tier speichern' }));

    const list = await screen.findByRole('list', { name: 'Deine Tiere' });
    expect(within(list).getByRole('heading', { name: /Bello/ }).textContent).toContain('aktiv');
    expect(within(list).getByText('Hund, 12,5 kg')).toBeTruthy();
    expect(within(list).getByText('Allergien: Huhn')).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pets) ?? '{}');
    expect(stored.pets[0]).toMatchObject({ name: 'Bello', weightKg: 12.5, allergies: ['huhn'] });
    expect(stored.activeId).toBe(stored.pets[0].id);
  });

  it('shows a card’s cost per day for the active animal, or why there is none', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.pets,
      JSON.stringify({
        pets: [aPet({ id: 'b' })],
        activeId: 'b',
      }),
    );
    renderAt(
      '/produkte',
      <>
        <FeedingLine costPerDay={1.84} gramsPerDay={240.4} reason={null} />
        <FeedingLine costPerDay={null} gramsPerDay={null} reason="species" />
      </>,
    );
    await waitFor(() => expect(screen.getByText('1,84 €/Tag für Bello')).toBeTruthy());
    expect(screen.getByText('keine Fütterungsempfehlung (nicht für Hunde)')).toBeTruthy();
  });
});
