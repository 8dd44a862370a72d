import { formatDateTime, formatNumber } from '@futterkompass/domain';
import { useCallback } from 'react';
import { b2bApi, type Feed, type FeedRun } from './api';
import { useLoad } from './use-load';

export const RUN_STATUS: Record<FeedRun['status'], string> = {
  running: 'läuft',
  imported: 'importiert',
  unchanged: 'unverändert',
  failed: 'fehlgeschlagen',
};

const n = (value: number) => formatNumber(value, 0);

/** One run's figures as a sentence, for the list and for screen readers. */
export const runFigures = (run: FeedRun) =>
  `${n(run.rowsRead)} gelesen, ${n(run.matched)} zugeordnet, ${n(run.updated)} aktualisiert, ${n(run.refused)} abgelehnt, ${n(run.expired)} abgelaufen`;

/** The runs of one feed, newest first, each with its refused rows and why. */
export function FeedRuns({ feed }: { feed: Feed }) {
  const load = useCallback(() => b2bApi.runs(feed._id), [feed._id]);
  const runs = useLoad(load);
  return (
    <section className="feed-runs" aria-label={`Abrufe von ${feed.url}`}>
      <h3>Abrufe</h3>
      {runs.kind === 'loading' && <p className="hint">Abrufe werden geladen …</p>}
      {runs.kind === 'failed' && <p className="hint">Die Abrufe konnten leider nicht geladen werden.</p>}
      {runs.kind === 'loaded' && runs.data.length === 0 && (
        <p className="hint">Dieser Feed wurde noch nicht abgerufen.</p>
      )}
      {runs.kind === 'loaded' && runs.data.length > 0 && (
        <ol className="run-list">
          {runs.data.map((run) => (
            <li key={run._id} className={`run run-${run.status}`}>
              <p>
                <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>:{' '}
                <strong>{RUN_STATUS[run.status]}</strong>
              </p>
              <p>{runFigures(run)}</p>
              {run.error && <p className="run-error">Fehler: {run.error}</p>}
              {run.refusedRows.length > 0 && (
                <details>
                  <summary>Abgelehnte Zeilen ({n(run.refusedRows.length)})</summary>
                  <ul>
                    {run.refusedRows.map((row) => (
                      <li key={`${row.line}-${row.reason}`}>
                        Zeile {n(row.line)}: {row.reason}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
