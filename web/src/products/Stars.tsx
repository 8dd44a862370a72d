/** Star rating out of 5; the average is shown rounded to a whole star. */
export function Stars({ rating, count }: { rating: number; count: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={`${stars} von 5 Sternen, ${count} Bewertungen`}>
      <span aria-hidden="true">
        {'★'.repeat(stars)}
        <span className="stars-empty">{'★'.repeat(5 - stars)}</span>
      </span>
      <span className="stars-count" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
