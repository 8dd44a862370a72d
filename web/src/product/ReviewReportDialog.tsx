import {
  checkReviewReport,
  type DetailReview,
  formatDate,
  REVIEW_REPORT_MESSAGES as M,
  REVIEW_REPORT_LIMITS,
  REVIEW_REPORT_REASONS,
  TRANSPARENCY_LINKS,
} from '@futterkompass/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { postJson } from '../api/http';
import { MessageDialog } from './MessageDialogs';
import './review-report.css';

/**
 * "Bewertung melden" (DSA Art. 16): a reason and an optional description, checked by the domain's
 * rules before it is sent, for guests (behind the bot check) and signed-in users alike.
 */
export function ReviewReportDialog({
  productId,
  review,
  onClose,
}: {
  productId: string;
  /** The review being reported; none while the dialog is closed. */
  review: DetailReview | null;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [shown, setShown] = useState(review);
  // The review stays in the dialog while it fades out; a new one starts with an empty form.
  if (review && review !== shown) {
    setShown(review);
    if (review._id !== shown?._id) {
      setReason('');
      setText('');
    }
  }
  return (
    <MessageDialog
      open={!!review}
      onClose={onClose}
      title="Bewertung melden"
      thanks={M.sent}
      failureByStatus={{ 404: M.reviewMissing }}
      check={() => checkReviewReport({ reason, text })?.message ?? null}
      send={(captchaToken) =>
        postJson('/api/report-review', {
          product: productId,
          review: shown?._id ?? '',
          reason,
          text,
          ...(captchaToken && { captchaToken }),
        })
      }
    >
      {shown && (
        <p className="hint">
          Bewertung von {shown.from.username} vom {formatDate(shown.createdAt)}. Die Redaktion prüft jede
          Meldung und entscheidet, ob die Bewertung bleibt.{' '}
          <Link to={TRANSPARENCY_LINKS.reviews}>So prüfen wir Bewertungen</Link>
        </p>
      )}
      <fieldset className="report-reasons">
        <legend>Warum meldest du diese Bewertung?</legend>
        {REVIEW_REPORT_REASONS.values.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {REVIEW_REPORT_REASONS.label(value)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`}>Was stimmt nicht? (bei „Anderer Grund“ nötig)</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={REVIEW_REPORT_LIMITS.text}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </MessageDialog>
  );
}
