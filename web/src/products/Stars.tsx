/**
 * Star rating out of 5; the average is shown rounded to a whole star. With `count` (an average of
 * several reviews) the number of reviews follows; a single review's stars stand alone.
 */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const label = `${stars} von 5 Sternen${count === undefined ? '' : `, ${count} ${count === 1 ? 'Bewertung' : 'Bewertungen'}`}`;
  return (
    <span className="stars" role="img" aria-label={label}>
      <span aria-hidden="true">
        {'★'.repeat(stars)}
        <span className="stars-empty">{'★'.repeat(5 - stars)}</span>
      </span>
      {count !== undefined && (
        <span className="stars-count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
