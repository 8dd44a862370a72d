import {
  type ConsultantFilterValues,
  type ConsultantListing,
  CONSULTANT_MESSAGES as M,
} from '@futterkompass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import ConsultantSearchPage from './ConsultantSearchPage';
import { resultsScrollOffset } from './scroll';

const OFFERED: ConsultantFilterValues = {
  animal: ['dog', 'cat'],
  ageGroup: ['junior', 'adult', 'senior'],
  foodType: ['raw', 'cooked', 'wet', 'dried'],
  specialty: ['allergy', 'joints'],
  attributes: ['phytotherapy'],
  consultingType: ['locally', 'online'],
};

const consultant = (id: string, over: Partial<ConsultantListing>): ConsultantListing => ({
  _id: id,
  name: 'Anna Alt',
  company: 'Tierernährung Alt',
  country: 'de',
  zip: '10115',
  animal: ['dog'],
  ageGroup: ['junior', 'adult', 'senior'],
  foodType: ['raw'],
  specialty: ['allergy'],
  attributes: [],
  consultingType: ['online'],
  email: 'anna@example.org',
  logoUrl: null,
  ...over,
});

const FOUND = [
  consultant('1', { name: 'Bea Berg', zip: '80331' }),
  consultant('2', { name: 'Carl Cordes', country: 'at', zip: '1010', logoUrl: '/files/carl.png' }),
  consultant('3', { zip: '01067' }),
];

const check = (name: string, group: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getByLabelText(name));
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Berater suchen' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('consultant search', () => {
  it('asks for animal, age group and a food type before searching', async () => {
    const api = fakeApi({ '/api/consultant-filters': () => ({ success: true, data: OFFERED }) });
    renderAt('/hunde-katzen-ernaehrungsberater', <ConsultantSearchPage />);
    await screen.findByRole('form', { name: 'Fragebogen' });
    check('Hund', 'Für welches Tier');
    check('Adult', 'Wie alt');
    search();
    expect(screen.getByRole('alert').textContent).toBe(M.required);
    expect(api.calls.filter((c) => c.url === '/api/consultants')).toEqual([]);
  });

  it('searches with the answers (alle = every value), groups the results and scrolls to them', async () => {
    const api = fakeApi({
      '/api/consultant-filters': () => ({ success: true, data: OFFERED }),
      '/api/consultants': () => ({ success: true, data: FOUND }),
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    renderAt('/hunde-katzen-ernaehrungsberater', <ConsultantSearchPage />);
    await screen.findByRole('form', { name: 'Fragebogen' });
    check('Katze', 'Für welches Tier');
    check('alle', 'Wie alt');
    check('alle', 'Welche Fütterung');
    check('Allergien & Unverträglichkeiten', 'Schwerpunkte');
    search();
    await screen.findByRole('heading', { name: 'Ergebnisse' });
    expect(api.calls.find((c) => c.url === '/api/consultants')?.body).toEqual({
      filters: {
        animal: 'cat',
        ageGroup: ['junior', 'adult', 'senior'],
        foodType: ['raw', 'cooked', 'wet', 'dried'],
        specialty: ['allergy'],
        attributes: [],
        consultingType: [],
      },
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Deutschland',
      'Österreich',
    ]);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'PLZ-Bereich 0',
      'PLZ-Bereich 8',
      'PLZ-Bereich 1',
    ]);
    expect(screen.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual([
      'Anna Alt',
      'Bea Berg',
      'Carl Cordes',
    ]);
    expect(screen.getByRole('img', { name: 'Logo Tierernährung Alt' }).getAttribute('src')).toBe(
      '/files/carl.png',
    );
    expect(screen.getAllByText('alle')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'So sortieren wir' }).getAttribute('href')).toBe(
      '/transparenz#sortierung',
    );
    // From where the reader was (not where scroll anchoring moved the page) down to the results.
    await waitFor(() =>
      expect(scrollTo.mock.calls).toEqual([
        [{ top: 120, behavior: 'instant' }],
        [{ top: 500 + 120 - resultsScrollOffset(window.innerWidth), behavior: 'smooth' }],
      ]),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ergebnisse', level: 2 }));
  });

  it('keeps 60 px above the results on wide screens and 100 px up to 767 px, more under a taller header', () => {
    expect(resultsScrollOffset(1280, 56)).toBe(60);
    expect(resultsScrollOffset(768)).toBe(60);
    expect(resultsScrollOffset(767)).toBe(100);
    expect(resultsScrollOffset(390, 80)).toBe(100);
    expect(resultsScrollOffset(390, 124.5)).toBe(125);
  });

  it('starts again with all answers cleared', async () => {
    fakeApi({
      '/api/consultant-filters': () => ({ success: true, data: OFFERED }),
      '/api/consultants': () => ({ success: true, data: [] }),
    });
    vi.stubGlobal('scrollTo', vi.fn());
    renderAt('/hunde-katzen-ernaehrungsberater', <ConsultantSearchPage />);
    await screen.findByRole('form', { name: 'Fragebogen' });
    check('Hund', 'Für welches Tier');
    check('Senior', 'Wie alt');
    check('Nassfutter', 'Welche Fütterung');
    search();
    await screen.findByText(M.empty);
    fireEvent.click(screen.getByRole('button', { name: 'Suche neu starten' }));
    const form = screen.getByRole('form', { name: 'Fragebogen' });
    expect(
      within(form)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    expect(
      within(form)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('says when the options or the consultants cannot be loaded', async () => {
    fakeApi({ '/api/consultant-filters': () => reply(500, { success: false }) });
    renderAt('/hunde-katzen-ernaehrungsberater', <ConsultantSearchPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.filtersError);
    expect(screen.queryByRole('form', { name: 'Fragebogen' })).toBeNull();
  });

  it('says when the search fails and keeps the answers', async () => {
    fakeApi({
      '/api/consultant-filters': () => ({ success: true, data: OFFERED }),
      '/api/consultants': () => {
        throw new Error('offline');
      },
    });
    renderAt('/hunde-katzen-ernaehrungsberater', <ConsultantSearchPage />);
    await screen.findByRole('form', { name: 'Fragebogen' });
    check('Hund', 'Für welches Tier');
    check('Junior (< 1 Jahr)', 'Wie alt');
    check('Trockenfutter', 'Welche Fütterung');
    search();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.searchError));
    expect((screen.getByLabelText('Hund') as HTMLInputElement).checked).toBe(true);
  });
});
