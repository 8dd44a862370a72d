import { FEED_EVERY_HOURS as HOURS } from '@futterkompass/domain';
import { type FormEvent, useId, useState } from 'react';
import { FEED_FORMAT_CHOICES, type Feed, type FeedFormat, type FeedInput } from './api';

/** The form's own checks, before the server repeats them: a message, or null. */
export function feedInputProblem(input: { url: string; everyHours: string }): string | null {
  if (!/^https?:\/\/\S+$/i.test(input.url.trim()))
    return 'Bitte gib die Adresse des Feeds an (beginnt mit http:// oder https://).';
  const hours = Number(input.everyHours);
  if (!Number.isInteger(hours) || hours < HOURS.min || hours > HOURS.max)
    return `Bitte gib den Abstand in ganzen Stunden an, ${HOURS.min} bis ${HOURS.max}.`;
  return null;
}

/** Adds a feed or changes one: URL, format and how often it is pulled. */
export function FeedForm({
  feed,
  busy,
  error,
  onSave,
  onCancel,
}: {
  feed: Feed | null;
  busy: boolean;
  error: string | null;
  onSave(input: FeedInput): void;
  onCancel(): void;
}) {
  const id = useId();
  const [url, setUrl] = useState(feed?.url ?? '');
  const [format, setFormat] = useState<FeedFormat>(feed?.format ?? 'google-xml');
  const [everyHours, setEveryHours] = useState(String(feed?.everyHours ?? 24));
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedInputProblem({ url, everyHours });
    setProblem(found);
    if (!found) onSave({ url: url.trim(), format, everyHours: Number(everyHours) });
  };

  return (
    <form className="feed-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{feed ? 'Feed ändern' : 'Feed hinzufügen'}</h3>
      <label htmlFor={`${id}-url`}>Adresse des Feeds</label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        placeholder="https://mein-shop.de/feed.xml"
        required
      />
      <label htmlFor={`${id}-format`}>Format</label>
      <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as FeedFormat)}>
        {FEED_FORMAT_CHOICES.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-hours`}>Abrufen alle … Stunden</label>
      <input
        id={`${id}-hours`}
        type="number"
        inputMode="numeric"
        min={HOURS.min}
        max={HOURS.max}
        step={1}
        value={everyHours}
        onChange={(e) => setEveryHours(e.target.value)}
        required
      />
      <p id={`${id}-message`} className="form-message form-message-error" role="alert">
        {message}
      </p>
      <div className="feed-form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Wird gespeichert …' : 'Speichern'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
