import type { ReportedReview } from '@futterkompass/domain';
import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { EditorsOnly } from '../pages/EditorsOnly';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { keepReview, loadReportedReviews, removeReview } from './api';
import { ReportedReviewItem } from './ReportedReviewItem';
import './review-reports.css';

type Status = { text: string; error?: boolean } | null;

function ReportedReviews() {
  const [items, setItems] = useState<ReportedReview[] | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setItems(await loadReportedReviews());
    } catch (error) {
      setItems((current) => current ?? []);
      setStatus({ text: serverMessage(error) ?? 'Die Meldungen konnten nicht geladen werden.', error: true });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** One decision at a time; the list is read again after it, also after a failure. */
  const decide = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus({ text: await work() });
    } catch (error) {
      setStatus({
        text: serverMessage(error) ?? 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
        error: true,
      });
    } finally {
      await reload();
      setBusy(false);
    }
  };

  if (!items) return <LoadingOverlay text="Lade Meldungen..." />;
  return (
    <>
      <p role="status" className={status?.error ? 'alert alert-error' : status ? 'alert' : undefined}>
        {status?.text}
      </p>
      {items.length === 0 ? (
        <p>Keine offenen Meldungen.</p>
      ) : (
        <ul className="reported-reviews">
          {items.map((item) => (
            <ReportedReviewItem
              key={item.reviewId}
              item={item}
              busy={busy}
              onKeep={() =>
                decide(async () => {
                  await keepReview(item.reviewId);
                  return `Die Bewertung von ${item.review.author} bleibt; ihre Meldungen sind geschlossen.`;
                })
              }
              onRemove={(reason, note) =>
                decide(async () => {
                  const { authorMailed } = await removeReview(item.reviewId, reason, note);
                  return authorMailed
                    ? `Die Bewertung von ${item.review.author} ist entfernt; ${item.review.author} hat den Grund per E-Mail bekommen.`
                    : `Die Bewertung von ${item.review.author} ist entfernt. Die E-Mail mit dem Grund konnte nicht gesendet werden.`;
                })
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /bewertungsmeldungen: editors decide on reported reviews (DSA Art. 16): keep them, or remove them
 * with a reason their author is mailed.
 */
export default function ReviewReportsPage() {
  return (
    <section className="review-reports-page">
      <Breadcrumb trail={[{ label: 'Bewertungsmeldungen' }]} />
      <h1>Bewertungsmeldungen</h1>
      <p className="hint">
        Gemeldete Bewertungen, die älteste Meldung zuerst. „Behalten“ schließt die Meldungen; „Entfernen“
        nimmt die Bewertung vom Produkt, rechnet die Sterne neu und schreibt der Verfasserin oder dem
        Verfasser den Grund. Wer angemeldet gemeldet hat, erfährt die Entscheidung per E-Mail.
      </p>
      <EditorsOnly loading="Lade Meldungen...">
        <ReportedReviews />
      </EditorsOnly>
    </section>
  );
}
