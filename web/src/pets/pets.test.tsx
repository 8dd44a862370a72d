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
    // Chicken is among the common allergens, shown without opening a group.
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

  it('finds an allergen by a label word, shows the chosen ones on top and removes one there', () => {
    renderAt('/mein-tier', <MeinTierPage />);
    // The rarer families wait in closed groups: a short form on a phone.
    const groups = [...document.querySelectorAll('.pet-allergies details')] as HTMLDetailsElement[];
    expect(groups.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'Fleisch und Geflügel',
      'Fisch und Meeresfrüchte',
      'Weitere tierische Zutaten',
      'Pflanzliche Zutaten',
    ]);
    expect(groups.every((d) => !d.open)).toBe(true);

    const search = screen.getByRole('searchbox', { name: 'Zutat suchen' });
    fireEvent.change(search, { target: { value: 'Hähnchen' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toContain('Huhn');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huhn' }));
    fireEvent.change(search, { target: { value: 'stör' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stör' }));
    fireEvent.change(search, { target: { value: 'Xylit' } });
    expect(screen.getByText(/Keine Zutat gefunden/)).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });

    const chosen = screen.getByRole('list', { name: 'Gewählte Allergien' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Huhn entfernen', 'Stör entfernen']);
    // The group holding a chosen family opens and counts it.
    expect(screen.getByText('Fisch und Meeresfrüchte (1 gewählt)').closest('details')?.open).toBe(true);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Huhn entfernen' }));
    expect((screen.getByRole('checkbox', { name: 'Huhn' }) as HTMLInputElement).checked).toBe(false);
    expect(within(chosen).getAllByRole('button')).toHaveLength(1);
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
