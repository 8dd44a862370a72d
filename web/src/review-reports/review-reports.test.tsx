import { PRODUCT_FORM_MESSAGES as M, type ReportedReview } from '@futterkompass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import ReviewReportsPage from './ReviewReportsPage';

const item = (reviewId: string, author: string): ReportedReview => ({
  reviewId,
  product: { _id: 'p1', name: 'Waldhof Lamm', urlExtension: 'waldhof-lamm' },
  review: { rating: 1, review: 'Totaler Mist.', author, createdAt: '2026-10-01T08:00:00.000Z' },
  reports: [
    { reason: 'spam', text: '', createdAt: '2026-11-01T08:00:00.000Z', signedIn: false },
    { reason: 'insult', text: 'Beleidigt.', createdAt: '2026-11-02T08:00:00.000Z', signedIn: true },
    { reason: 'insult', text: '', createdAt: '2026-11-03T08:00:00.000Z', signedIn: false },
  ],
});

function open(role: string | null, authorMailed = true) {
  if (role) window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  let items = [item('a'.repeat(24), 'Anna'), item('b'.repeat(24), 'Ben')];
  const decided = (id: string) => {
    items = items.filter((i) => i.reviewId !== id);
  };
  const api = fakeApi({
    '/api/user-from-token': () => ({
      success: true,
      user: { _id: 'e1', username: 'Erika', email: 'e@x.de', role },
    }),
    '/api/admin/review-reports': () => ({ success: true, items }),
    [`/api/admin/review-reports/${'a'.repeat(24)}/remove`]: () => {
      decided('a'.repeat(24));
      return { success: true, authorMailed };
    },
    [`/api/admin/review-reports/${'b'.repeat(24)}/keep`]: () => {
      decided('b'.repeat(24));
      return { success: true };
    },
  });
  renderAt('/bewertungsmeldungen', <ReviewReportsPage />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the editors’ reported reviews', () => {
  it('is for editors only', async () => {
    open(null);
    expect(await screen.findByRole('link', { name: 'Zum Login' })).toBeTruthy();
  });

  it('tells other users it is for editors', async () => {
    open('user');
    expect((await screen.findByRole('alert')).textContent).toBe(M.editorsOnly);
  });

  it('shows each review with its reports, and removes one with the reason most reports name', async () => {
    const api = open('editor');
    const anna = (await screen.findByRole('form', { name: 'Bewertung von Anna entfernen' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(anna).getByRole('link', { name: 'Waldhof Lamm' }).getAttribute('href')).toBe(
      '/produkte/waldhof-lamm?tab=bewertungen',
    );
    expect(within(anna).getByRole('heading', { name: '3 Meldungen' })).toBeTruthy();
    expect(anna.textContent).toContain('Beleidigt.');
    expect((within(anna).getByLabelText('Grund der Entfernung') as HTMLSelectElement).value).toBe('insult');
    fireEvent.change(within(anna).getByLabelText('Hinweis an Anna (optional)'), {
      target: { value: 'Bitte sachlich bleiben.' },
    });
    fireEvent.click(within(anna).getByRole('button', { name: 'Entfernen: Bewertung von Anna' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Die Bewertung von Anna ist entfernt; Anna hat den Grund per E-Mail bekommen.',
      ),
    );
    expect(api.calls.find((c) => c.url.endsWith('/remove'))?.body).toEqual({
      reason: 'insult',
      note: 'Bitte sachlich bleiben.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Bewertung von Anna entfernen' })).toBeNull(),
    );
  });

  it('keeps a review, and says so when the author’s mail did not go out', async () => {
    open('editor', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Behalten: Bewertung von Ben' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Die Bewertung von Ben bleibt; ihre Meldungen sind geschlossen.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen: Bewertung von Anna' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/E-Mail mit dem Grund konnte nicht/),
    );
    expect(await screen.findByText('Keine offenen Meldungen.')).toBeTruthy();
  });
});
