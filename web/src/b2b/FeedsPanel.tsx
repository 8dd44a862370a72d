import { formatDateTime, formatNumber } from '@futterkompass/domain';
import { useCallback, useId, useState } from 'react';
import { describeFailure } from '../accounts/failure';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { b2bApi, type Feed, type FeedInput, formatLabel } from './api';
import { saveBlob } from './download';
import { FeedForm } from './FeedForm';
import { FeedRuns, RUN_STATUS } from './FeedRuns';
import { useLoad } from './use-load';

const FAILED = 'Das hat leider nicht geklappt. Bitte versuche es erneut.';
const OFFLINE = 'Keine Verbindung. Bitte prüfe deine Internetverbindung.';

const every = (hours: number) => (hours === 1 ? 'stündlich' : `alle ${formatNumber(hours, 0)} Stunden`);

/** How many of a feed's rows wait for the editors, with the list as CSV. */
function Waiting({ feed }: { feed: Feed }) {
  const [state, setState] = useState<string | null>(null);
  if (!feed.waiting) return null;
  const download = async () => {
    setState('Die Datei wird erstellt …');
    try {
      saveBlob(await b2bApi.waitingCsv(feed._id), 'futterkompass-ohne-zuordnung.csv');
      setState(null);
    } catch (error) {
      setState(describeFailure(error, 'Die Datei konnte leider nicht erstellt werden.').message);
    }
  };
  return (
    <p className="feed-waiting">
      {feed.waiting === 1
        ? '1 Artikel wartet auf Zuordnung durch unsere Redaktion'
        : `${formatNumber(feed.waiting, 0)} Artikel warten auf Zuordnung durch unsere Redaktion`}{' '}
      (keine GTIN, eine falsche Prüfziffer oder kein Produkt mit dieser GTIN).{' '}
      <button type="button" className="button button-small button-secondary" onClick={() => void download()}>
        Liste als CSV
      </button>
      <span role="status">{state && ` ${state}`}</span>
    </p>
  );
}

/** The merchant's feeds: list, add (once the account is active), change, pull now, delete, and the runs of one. */
export function FeedsPanel({ onPulled, canAdd = true }: { onPulled?(): void; canAdd?: boolean } = {}) {
  const titleId = useId();
  const feeds = useLoad(useCallback(() => b2bApi.feeds(), []));
  const [editing, setEditing] = useState<Feed | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // `after`: the feed's last run when "Jetzt abrufen" was pressed; the runs are followed until a newer one ends.
  const [shownRuns, setShownRuns] = useState<{ id: string; round: number; after?: string | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<Feed | null>(null);

  const save = async (input: FeedInput) => {
    setBusy(true);
    setFormError(null);
    try {
      if (editing && editing !== 'new') await b2bApi.updateFeed(editing._id, input);
      else await b2bApi.addFeed(input);
      setNotice(editing === 'new' ? 'Der Feed ist angelegt.' : 'Der Feed ist gespeichert.');
      setEditing(null);
      feeds.reload();
    } catch (error) {
      setFormError(describeFailure(error, FAILED, OFFLINE).message);
    } finally {
      setBusy(false);
    }
  };

  const pull = async (feed: Feed) => {
    try {
      await b2bApi.pull(feed._id);
      setNotice('Der Abruf ist eingeplant. Das Ergebnis erscheint gleich unter „Abrufe“.');
      setShownRuns((shown) => ({
        id: feed._id,
        round: (shown?.round ?? 0) + 1,
        after: feed.lastRun?._id ?? null,
      }));
    } catch (error) {
      setNotice(describeFailure(error, FAILED, OFFLINE).message);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await b2bApi.deleteFeed(deleting._id);
      setNotice('Der Feed ist gelöscht.');
      if (shownRuns?.id === deleting._id) setShownRuns(null);
      feeds.reload();
    } catch (error) {
      setNotice(describeFailure(error, FAILED, OFFLINE).message);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const list = feeds.kind === 'loaded' ? feeds.data : [];
  return (
    <section className="b2b-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Feeds</h2>
      <p className="hint">
        Trage die Adresse des Feeds ein, den du schon an Google Shopping oder idealo gibst. Wir holen ihn im
        gewählten Abstand ab; Angebote, die er nicht mehr nennt, werden sofort als nicht lieferbar markiert.
      </p>
      <p className="b2b-notice" role="status">
        {notice}
      </p>
      {feeds.kind === 'loading' && <p className="hint">Feeds werden geladen …</p>}
      {feeds.kind === 'failed' && <p className="hint">Die Feeds konnten leider nicht geladen werden.</p>}
      {feeds.kind === 'loaded' && list.length === 0 && <p>Du hast noch keinen Feed eingetragen.</p>}
      {list.length > 0 && (
        <ul className="feed-list">
          {list.map((feed) => (
            <li key={feed._id} className="feed-card">
              <p className="feed-url">{feed.url}</p>
              <p>
                {formatLabel(feed.format)} · {every(feed.everyHours)}
              </p>
              <p className="hint">
                {feed.lastRun
                  ? `Letzter Abruf ${formatDateTime(feed.lastRun.startedAt)}: ${RUN_STATUS[feed.lastRun.status]}`
                  : 'Noch nicht abgerufen'}
                {feed.nextRunAt && !feed.paused && ` · nächster ${formatDateTime(feed.nextRunAt)}`}
              </p>
              {feed.paused && (
                <p className="feed-paused">
                  Von uns angehalten: dieser Feed wird zurzeit nicht abgerufen. Schreib uns, wenn du Fragen
                  dazu hast.
                </p>
              )}
              <Waiting feed={feed} />
              <div className="feed-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={feed.paused}
                  onClick={() => void pull(feed)}
                >
                  Jetzt abrufen
                </button>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  aria-expanded={shownRuns?.id === feed._id}
                  onClick={() => setShownRuns(shownRuns?.id === feed._id ? null : { id: feed._id, round: 0 })}
                >
                  Abrufe
                </button>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => {
                    setFormError(null);
                    setEditing(feed);
                  }}
                >
                  Bearbeiten
                </button>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => setDeleting(feed)}
                >
                  Löschen
                </button>
              </div>
              {shownRuns?.id === feed._id && (
                <FeedRuns
                  key={`${feed._id}-${shownRuns.round}`}
                  feed={feed}
                  {...(shownRuns.after !== undefined && { after: shownRuns.after })}
                  onSettled={() => {
                    setNotice('Der Abruf ist fertig. Das Ergebnis steht unter „Abrufe“.');
                    feeds.reload();
                    onPulled?.();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <FeedForm
          key={editing === 'new' ? 'new' : editing._id}
          feed={editing === 'new' ? null : editing}
          busy={busy}
          error={formError}
          onSave={(input) => void save(input)}
          onCancel={() => setEditing(null)}
        />
      ) : !canAdd ? (
        feeds.kind === 'loaded' && (
          <p className="hint">
            Feeds kannst du eintragen, sobald wir dein Händlerkonto freigeschaltet haben.
          </p>
        )
      ) : (
        feeds.kind === 'loaded' && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setFormError(null);
              setEditing('new');
            }}
          >
            Feed hinzufügen
          </button>
        )
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Feed löschen"
        question={`Den Feed ${deleting?.url ?? ''} löschen? Er wird dann nicht mehr abgerufen.`}
        confirmLabel="Löschen"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
