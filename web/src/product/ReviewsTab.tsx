import { formatDate, type ProductDetail } from '@futterkompass/domain';
import { Stars } from '../products/Stars';
import { ReviewForm } from './ReviewForm';

export const NO_REVIEWS = 'Leider sind noch keine Bewertungen zu diesem Produkt vorhanden.';

/** The reviews of a product, newest first, and the form for one's own. */
export function ReviewsTab({ product, onSaved }: { product: ProductDetail; onSaved(): void }) {
  return (
    <div className="reviews-tab">
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
            </li>
          ))}
        </ul>
      )}
      <ReviewForm product={product} onSaved={onSaved} />
    </div>
  );
}
