import { type DetailReview, formatDate, type ProductDetail, TRANSPARENCY_LINKS } from '@futterkompass/domain';
import { useState } from 'react';
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

/** The reviews of a product, newest first, each one reportable, and the form for one's own. */
export function ReviewsTab({ product, onSaved }: { product: ProductDetail; onSaved(): void }) {
  const { user } = useSession();
  const [reporting, setReporting] = useState<DetailReview | null>(null);
  return (
    <div className="reviews-tab">
      <ReviewCheck />
      {product.reviews.length === 0 ? (
        <p className="empty">{NO_REVIEWS}</p>
      ) : (
        <ul className="reviews">
          {product.reviews.map((review) => (
            <li key={review._id}>
              <p className="review-head">
                <Stars rating={review.rating} />
                <span className="review-author">{review.from.username}</span>
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </p>
              {review.review && <p>{review.review}</p>}
              {/* One's own review is changed by reviewing again, not reported. */}
              {user?.username !== review.from.username && (
                <button
                  type="button"
                  className="link-button review-report"
                  onClick={() => setReporting(review)}
                >
                  Bewertung melden<span className="visually-hidden"> (von {review.from.username})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReviewForm product={product} onSaved={onSaved} />
      <ReviewReportDialog productId={product._id} review={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
