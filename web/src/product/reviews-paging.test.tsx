import { type ProductDetail, toProductDetail } from '@futterkompass/domain';
import { aBrand, aProduct, clockNow } from '@futterkompass/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import { NO_REVIEWS, ReviewsTab } from './ReviewsTab';

/** A product with `count` reviews, one a day: review n is "Bewertung n", the newest has the highest n. */
function withReviews(count: number): ProductDetail {
  const reviews = Array.from({ length: count }, (_, i) => ({
    _id: String(i + 1).padStart(24, '0'),
    rating: 4,
    review: `Bewertung ${i + 1}`,
    from: { _id: `u${i + 1}`, username: `Hund${i + 1}` },
    createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  }));
  return toProductDetail({
    product: aProduct({ _id: 'p'.repeat(24), reviews, ratingCount: count, rating: 4 }),
    brand: aBrand(),
    owners: new Map(),
    imageUrl: (file) => file,
    clock: clockNow(),
  });
}

function show(product: ProductDetail) {
  fakeApi({ '/api/config': () => ({ success: true, recaptchaSiteKey: null }) });
  renderAt('/produkte/marke-serie-huhn', <ReviewsTab product={product} onSaved={() => undefined} />);
}

const shownReviews = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:not(.review-head)')?.textContent);
const moreButton = () => screen.queryByRole('button', { name: /^Weitere Bewertungen anzeigen/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reviews, a page at a time', () => {
  it('shows the newest 10 of 25, then 10 more per click, focusing the first one revealed', () => {
    show(withReviews(25));
    expect(shownReviews()).toEqual(Array.from({ length: 10 }, (_, i) => `Bewertung ${25 - i}`));
    expect(moreButton()?.textContent).toBe('Weitere Bewertungen anzeigen (15)');

    fireEvent.click(moreButton() as HTMLElement);
    expect(shownReviews()).toHaveLength(20);
    expect(shownReviews()[10]).toBe('Bewertung 15');
    expect(document.activeElement?.tagName).toBe('LI');
    expect(document.activeElement?.textContent).toContain('Bewertung 15');
    expect(moreButton()?.textContent).toBe('Weitere Bewertungen anzeigen (5)');

    fireEvent.click(moreButton() as HTMLElement);
    expect(shownReviews()).toEqual(Array.from({ length: 25 }, (_, i) => `Bewertung ${25 - i}`));
    expect(document.activeElement?.textContent).toContain('Bewertung 5');
    expect(moreButton()).toBeNull();
  });

  it('hides the 11th review behind the button, and needs no button for 10', () => {
    show(withReviews(11));
    expect(shownReviews()).toHaveLength(10);
    expect(moreButton()?.textContent).toBe('Weitere Bewertungen anzeigen (1)');
    cleanup();
    show(withReviews(10));
    expect(shownReviews()).toHaveLength(10);
    expect(moreButton()).toBeNull();
  });

  it('asks for the rest when the server’s page held only the first 10, then shows the next 10', async () => {
    const all = withReviews(25);
    const firstPage = { ...all, reviews: all.reviews.slice(0, 10) };
    let loads = 0;
    function Page() {
      const [product, setProduct] = useState(firstPage);
      const whole = product === all;
      return (
        <ReviewsTab
          product={product}
          {...(!whole && { reviewCount: 25 })}
          onMoreReviews={() => {
            loads += 1;
            // The API's answer arrives after the click, as it does in the browser.
            setTimeout(() => setProduct(all));
          }}
          onSaved={() => undefined}
        />
      );
    }
    fakeApi({ '/api/config': () => ({ success: true, recaptchaSiteKey: null }) });
    renderAt('/produkte/marke-serie-huhn', <Page />);
    expect(moreButton()?.textContent).toBe('Weitere Bewertungen anzeigen (15)');
    fireEvent.click(moreButton() as HTMLElement);
    await waitFor(() => expect(shownReviews()).toHaveLength(20));
    expect(loads).toBe(1);
    expect(document.activeElement?.tagName).toBe('LI');
    expect(document.activeElement?.textContent).toContain('Bewertung 15');
    fireEvent.click(moreButton() as HTMLElement);
    expect(shownReviews()).toHaveLength(25);
    expect(loads).toBe(1);
  });

  it('says so when there are none', () => {
    show(withReviews(0));
    expect(screen.getByText(NO_REVIEWS)).toBeTruthy();
    expect(moreButton()).toBeNull();
  });
});
