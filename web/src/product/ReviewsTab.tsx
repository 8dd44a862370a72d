import {
  type DetailReview,
  formatDate,
  type ProductDetail,
  REVIEWS_PAGE_SIZE,
  TRANSPARENCY_LINKS,
} from '@futterkompass/domain';
import { type Ref, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Stars } from '../products/Stars';
import { useSession } from '../state/session';
import { ReviewForm } from './ReviewForm';
import { ReviewReportDialog } from './ReviewReportDialog';

export const NO_REVIEWS = 'Leider sind noch keine Bewertungen zu diesem Produkt vorhanden.';

/** What is checked about a review, next to the reviews (§ 5b Abs. 3 UWG); the details on /transparenz. */
function ReviewCheck() {
  return (
    <aside className="review-check" aria-labelledby="bewertungen-pruefung">
      <h2 id="bewertungen-pruefung">Wie wir Bewertungen prüfen</h2>
      <p>
        Bewertungen sind nicht an einen Kauf gebunden: Ob jemand das Futter gekauft hat, prüfen wir nicht.
        Bewerten kann nur, wer ein Konto mit bestätigter E-Mail Adresse hat, einmal je Produkt. Texte prüfen
        wir automatisch auf Beleidigungen; gemeldete Bewertungen prüft die Redaktion.{' '}
        <Link to={TRANSPARENCY_LINKS.reviews}>Mehr zur Prüfung von Bewertungen</Link>
      </p>
    </aside>
  );
}

/** One review: its stars, author and date, text, and "Bewertung melden" for others' reviews. */
function ReviewItem({
  review,
  own,
  onReport,
  focusRef,
}: {
  review: DetailReview;
  own: boolean;
  onReport(review: DetailReview): void;
  /** Set on the first review a "Weitere Bewertungen anzeigen" revealed: focus moves there. */
  focusRef?: Ref<HTMLLIElement>;
}) {
  return (
    <li {...(focusRef && { ref: focusRef, tabIndex: -1 })}>
      <p className="review-head">
        <Stars rating={review.rating} />
        <span className="review-author">{review.from.username}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {review.review && <p>{review.review}</p>}
      {/* One's own review is changed by reviewing again, not reported. */}
      {!own && (
        <button type="button" className="link-button review-report" onClick={() => onReport(review)}>
          Bewertung melden<span className="visually-hidden"> (von {review.from.username})</span>
        </button>
      )}
    </li>
  );
}

/**
 * The reviews of a product, newest first, a page of them at a time (REVIEWS_PAGE_SIZE), each one
 * reportable, and the form for one's own. A product that holds only the first of `reviewCount`
 * reviews (the server's page) gets the rest by `onMoreReviews` when more are to be shown.
 */
export function ReviewsTab({
  product,
  reviewCount = product.reviews.length,
  onMoreReviews,
  onSaved,
}: {
  product: ProductDetail;
  reviewCount?: number | undefined;
  onMoreReviews?(): void;
  onSaved(): void;
}) {
  const { user } = useSession();
  const [reporting, setReporting] = useState<DetailReview | null>(null);
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  // The first review the last click revealed: it takes the focus once it is there (the button may
  // be gone, and the reviews may still be on their way).
  const [revealed, setRevealed] = useState<number | null>(null);
  const focusPending = useRef(false);
  const focusRevealed = useCallback((item: HTMLLIElement | null) => {
    if (!item || !focusPending.current) return;
    focusPending.current = false;
    item.focus();
  }, []);
  const held = product.reviews.length;
  const more = Math.max(reviewCount, held) - shown;
  return (
    <div className="reviews-tab">
      <ReviewCheck />
      {product.reviews.length === 0 ? (
        <p className="empty">{NO_REVIEWS}</p>
      ) : (
        <ul className="reviews">
          {product.reviews.slice(0, shown).map((review, index) => (
            <ReviewItem
              key={review._id}
              review={review}
              own={user?.username === review.from.username}
              onReport={setReporting}
              {...(index === revealed && { focusRef: focusRevealed })}
            />
          ))}
        </ul>
      )}
      {more > 0 && (
        <button
          type="button"
          className="button button-secondary reviews-more"
          onClick={() => {
            focusPending.current = true;
            setRevealed(shown);
            setShown(shown + REVIEWS_PAGE_SIZE);
            if (held < shown + REVIEWS_PAGE_SIZE && held < reviewCount) onMoreReviews?.();
          }}
        >
          {`Weitere Bewertungen anzeigen (${more})`}
        </button>
      )}
      <ReviewForm product={product} onSaved={onSaved} />
      <ReviewReportDialog productId={product._id} review={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
