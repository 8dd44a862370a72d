import {
  formatDate,
  productPath,
  REVIEW_REPORT_REASONS,
  type ReportedReview,
  type ReviewReportReason,
} from '@futterkompass/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Stars } from '../products/Stars';

/** The reason most reports name, first among equals: what a removal most likely gives as its reason. */
function mostNamed(item: ReportedReview): ReviewReportReason {
  const counts = new Map<ReviewReportReason, number>();
  for (const { reason } of item.reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * One reported review for the editors: the review, each report of it, and the two decisions. A
 * removal names its reason and may add a note; both go to the review's author.
 */
export function ReportedReviewItem({
  item,
  busy,
  onKeep,
  onRemove,
}: {
  item: ReportedReview;
  busy: boolean;
  onKeep(): void;
  onRemove(reason: ReviewReportReason, note: string): void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason>(() => mostNamed(item));
  const [note, setNote] = useState('');
  const { review } = item;
  return (
    <li className="reported-review">
      <h2 id={`${id}-title`}>
        <Link to={`${productPath(item.product.urlExtension)}?tab=bewertungen`}>{item.product.name}</Link>
      </h2>
      <p className="reported-review-head">
        <Stars rating={review.rating} />
        <strong>{review.author}</strong>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {review.review ? <blockquote>{review.review}</blockquote> : <p className="hint">Ohne Text.</p>}
      <h3>{item.reports.length === 1 ? '1 Meldung' : `${item.reports.length} Meldungen`}</h3>
      <ul className="reported-review-reports">
        {item.reports.map((report) => (
          <li key={`${report.createdAt}-${report.reason}-${report.text}`}>
            <strong>{REVIEW_REPORT_REASONS.label(report.reason)}</strong> · {formatDate(report.createdAt)} ·{' '}
            {report.signedIn ? 'angemeldet' : 'Gast'}
            {report.text && <p>{report.text}</p>}
          </li>
        ))}
      </ul>
      <h3>Entscheidung</h3>
      <div className="reported-review-actions">
        <div className="reported-review-keep">
          <p className="hint">Kein Verstoß: Die Bewertung bleibt sichtbar.</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onKeep}
            aria-label={`Behalten: Bewertung von ${review.author}`}
          >
            Behalten
          </button>
        </div>
        <form
          className="reported-review-remove"
          aria-label={`Bewertung von ${review.author} entfernen`}
          onSubmit={(event) => {
            event.preventDefault();
            onRemove(reason, note);
          }}
        >
          <p className="hint">
            Verstoß: Die Bewertung wird entfernt und zählt nicht mehr für die Sterne; {review.author} bekommt
            den Grund und deinen Hinweis per E-Mail.
          </p>
          <label htmlFor={`${id}-reason`}>Grund der Entfernung</label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReviewReportReason)}
          >
            {REVIEW_REPORT_REASONS.values.map((value) => (
              <option key={value} value={value}>
                {REVIEW_REPORT_REASONS.label(value)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`}>Hinweis an {review.author} (optional)</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-label={`Entfernen: Bewertung von ${review.author}`}
          >
            Entfernen
          </button>
        </form>
      </div>
    </li>
  );
}
