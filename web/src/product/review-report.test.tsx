import { REVIEW_REPORT_MESSAGES as M, type ProductDetail, toProductDetail } from '@futterkompass/domain';
import { aBrand, aProduct, clockNow } from '@futterkompass/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import { ReviewsTab } from './ReviewsTab';

const review = (id: string, username: string, text: string) => ({
  _id: id,
  rating: 2,
  review: text,
  from: { _id: `u-${username}`, username },
  createdAt: '2026-10-01T08:00:00.000Z',
});

const PRODUCT: ProductDetail = toProductDetail({
  product: aProduct({
    _id: 'p'.repeat(24),
    reviews: [review('r'.repeat(24), 'Bello', 'Schlechtes Zeug.'), review('s'.repeat(24), 'Mieze', 'Gut.')],
  }),
  brand: aBrand(),
  owners: new Map(),
  imageUrl: (file) => file,
  clock: clockNow(),
});

function show(routes: Record<string, (body: unknown) => unknown> = {}) {
  const api = fakeApi({ '/api/config': () => ({ success: true, recaptchaSiteKey: null }), ...routes });
  renderAt(
    '/produkte/marke-serie-huhn?tab=bewertungen',
    <ReviewsTab product={PRODUCT} onSaved={() => undefined} />,
  );
  return api;
}

const reportButton = (author: string) =>
  screen.getByRole('button', { name: `Bewertung melden (von ${author})` });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the reviews’ check statement and “Bewertung melden”', () => {
  it('says next to the reviews that they are not tied to a purchase, and links to the details', () => {
    show();
    const note = screen.getByRole('complementary', { name: 'Wie wir Bewertungen prüfen' });
    expect(note.textContent).toMatch(/nicht an einen Kauf gebunden/);
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/transparenz#bewertungen');
  });

  it('checks the reason before sending, then sends the report of that review and thanks', async () => {
    const api = show({ '/api/report-review': () => ({ success: true, message: M.sent }) });
    fireEvent.click(reportButton('Bello'));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung melden' });
    expect(dialog.textContent).toContain('Bewertung von Bello vom 01.10.2026');
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(M.reasonRequired);
    fireEvent.click(within(dialog).getByLabelText('Anderer Grund'));
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(M.textRequired);
    expect(api.calls.filter((c) => c.url === '/api/report-review')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Was stimmt nicht/), { target: { value: 'Kopiert.' } });
    submit();
    expect((await within(dialog).findByRole('status')).textContent).toBe(M.sent);
    expect(api.calls.find((c) => c.url === '/api/report-review')?.body).toEqual({
      product: PRODUCT._id,
      review: 'r'.repeat(24),
      reason: 'other',
      text: 'Kopiert.',
    });
  });

  it('says when the review is gone, keeping what was chosen', async () => {
    show({ '/api/report-review': () => reply(404, { success: false, message: M.reviewMissing }) });
    fireEvent.click(reportButton('Mieze'));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung melden' });
    fireEvent.click(within(dialog).getByLabelText('Werbung oder Spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(M.reviewMissing));
    expect((within(dialog).getByLabelText('Werbung oder Spam') as HTMLInputElement).checked).toBe(true);
  });

  it('offers no report of one’s own review', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    show({
      '/api/user-from-token': () => ({
        success: true,
        user: { _id: 'u-Bello', username: 'Bello', email: 'b@x.de' },
      }),
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /von Bello/ })).toBeNull());
    expect(reportButton('Mieze')).toBeTruthy();
  });
});
