import { findForbiddenWord, forbiddenWordMessage, type ProductDetail, ROUTES } from '@futterkompass/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCaptcha } from '../accounts/captcha';
import { FormMessage } from '../accounts/Field';
import { LoginLink } from '../accounts/LoginLink';
import { useLoginFirst, useResumePending } from '../accounts/login-return';
import { ENTRY_POINTS } from '../accounts/pending-action';
import { postJson } from '../api/http';
import { useSession } from '../state/session';
import { useDetailFailure } from './session-failure';

export const REVIEW_TEXTS = {
  visitor: 'Du musst angemeldet sein, um Bewertungen verfassen zu können.',
  rating: 'Bitte wähle wie viele Sterne dieses Produkt erhalten soll.',
  terms: 'Bitte akzeptiere die Nutzungsbedingungen.',
} as const;

/**
 * A star rating, text and the terms checkbox; after sending, the form is cleared. A visitor writes
 * too: sending leads to the login and back here, with the stars and text kept for a last look.
 */
export function ReviewForm({ product, onSaved }: { product: ProductDetail; onSaved(): void }) {
  const { signedIn, user } = useSession();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [terms, setTerms] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const failure = useDetailFailure();
  const loginFirst = useLoginFirst();
  const textBox = useRef<HTMLTextAreaElement>(null);
  const started = { kind: 'review', productId: product._id, data: { rating, text } } as const;

  useResumePending('review', product._id, (kept) => {
    setRating(kept.rating);
    setText(kept.text);
    textBox.current?.focus({ preventScroll: true });
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return loginFirst(started);
    const word = findForbiddenWord(text);
    const problem =
      rating < 1 || rating > 5
        ? REVIEW_TEXTS.rating
        : word
          ? forbiddenWordMessage(word, 'review')
          : !terms
            ? REVIEW_TEXTS.terms
            : null;
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson('/api/new-review', {
        user: user?._id,
        product: product.urlExtension,
        reviewText: text,
        reviewRating: rating,
        acceptTerms: terms,
        ...(captchaToken && { captchaToken }),
      });
      setRating(0);
      setText('');
      setTerms(false);
      setMessage({ kind: 'success', text: answer.message });
      onSaved();
    } catch (error) {
      const shown = failure(error);
      if (shown) setMessage({ kind: 'error', text: shown });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id={ENTRY_POINTS.review.anchor}
      className="review-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Deine Bewertung</h2>
      {!signedIn && (
        <p className="hint">
          {REVIEW_TEXTS.visitor} <LoginLink action={started} />
        </p>
      )}
      <fieldset className="star-input">
        <legend>Sterne</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'is-on' : undefined}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
              aria-label={n === 1 ? '1 Stern' : `${n} Sterne`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`}>Deine Erfahrung (optional)</label>
      <textarea
        ref={textBox}
        id={`${id}-text`}
        rows={4}
        maxLength={3000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="form-check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <label htmlFor={`${id}-terms`}>
          Ich akzeptiere die <Link to={ROUTES.terms}>Nutzungsbedingungen</Link>.
        </label>
      </div>
      <div ref={captcha.container} className="captcha-slot" />
      <FormMessage kind={message?.kind ?? 'error'}>{message?.text ?? null}</FormMessage>
      <button className="button" type="submit" disabled={busy}>
        Bewertung absenden
      </button>
    </form>
  );
}
