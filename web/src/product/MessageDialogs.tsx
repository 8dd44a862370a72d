import type { AnswerOf } from '@futterkompass/contract';
import { ACCOUNT_MESSAGES, isEmail, MESSAGES, type ProductDetail, ROUTES } from '@futterkompass/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CaptchaWidgetError, useCaptcha } from '../accounts/captcha';
import { FormMessage } from '../accounts/Field';
import { ApiError, postJson } from '../api/http';
import { Dialog } from '../ui/Dialog';
// The form messages' colours (FormMessage), for these dialogs and the review form beside them.
import '../accounts/accounts.css';

interface MessageDialogProps {
  open: boolean;
  onClose(): void;
  product: ProductDetail;
}

/** The answer of a message call; only `success: true` is a sent message. */
type SentAnswer = AnswerOf<
  'POST /api/report-product' | 'POST /api/contact-brand' | 'POST /api/report-review'
>;

/** What a failed send shows: the widget's error, a text the dialog gives for a status, else the generic one. */
function sendFailure(failure: unknown, byStatus: Record<number, string>): string {
  if (failure instanceof CaptchaWidgetError) return ACCOUNT_MESSAGES.captchaWidgetErrorDetail;
  const status = failure instanceof ApiError ? failure.status : undefined;
  return (status !== undefined && byStatus[status]) || MESSAGES.genericError;
}

/**
 * A popup form that sends one message behind the invisible bot check and then shows its
 * thank-you view, only for an answer `success: true`; anything else shows the specification's
 * generic text (or the dialog's own text for an answer status, `failureByStatus`).
 */
export function MessageDialog({
  open,
  onClose,
  title,
  thanks,
  check,
  send,
  failureByStatus = {},
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  thanks: string;
  check(): string | null;
  send(captchaToken: string | undefined): Promise<SentAnswer>;
  failureByStatus?: Record<number, string>;
  children: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const answer = await send(await captcha.token());
      if (answer.success !== true) throw new Error('not sent');
      setSent(true);
    } catch (failure) {
      setError(sendFailure(failure, failureByStatus));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    onClose();
    setSent(false);
    setError(null);
  };

  return (
    <Dialog open={open} title={title} onClose={close}>
      {sent ? (
        <div className="message-thanks">
          <p role="status">{thanks}</p>
          <button type="button" className="button" onClick={close}>
            Schließen
          </button>
        </div>
      ) : (
        <form className="message-form" onSubmit={submit} noValidate>
          {children}
          <div ref={captcha.container} className="captcha-slot" />
          <FormMessage kind="error">{error}</FormMessage>
          <button className="button" type="submit" disabled={busy}>
            Absenden
          </button>
        </form>
      )}
    </Dialog>
  );
}

export function ReportDialog({ open, onClose, product }: MessageDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title="Produkt melden"
      thanks="Vielen Dank für deine Meldung! Wir prüfen das Produkt."
      failureByStatus={{ 404: MESSAGES.productInfoError }}
      check={() => (reason.trim() ? null : 'Bitte gib an warum du dieses Produkt melden möchtest.')}
      send={(captchaToken) =>
        postJson('/api/report-product', {
          product: product._id,
          reason,
          ...(captchaToken && { captchaToken }),
        })
      }
    >
      <label htmlFor={`${id}-reason`}>
        Was stimmt nicht? (z. B. geänderte Rezeptur, falscher Preis, Rückruf)
      </label>
      <textarea
        id={`${id}-reason`}
        rows={4}
        maxLength={5000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </MessageDialog>
  );
}

export function BrandQuestionDialog({ open, onClose, product }: MessageDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title="Frage an den Hersteller"
      thanks={`Vielen Dank! Deine Frage ist an ${product.brand.name} unterwegs; die Antwort kommt per E-Mail.`}
      check={() =>
        name.trim() && message.trim() && isEmail(email.trim()) ? null : 'Bitte fülle alle Felder richtig aus.'
      }
      send={(captchaToken) =>
        postJson('/api/contact-brand', {
          product: product._id,
          name,
          email,
          message,
          ...(captchaToken && { captchaToken }),
        })
      }
    >
      <p className="hint">
        Deine Frage geht direkt an {product.brand.name}. Fragen zu Futterkompass selbst stellst du bitte über
        unser <Link to={ROUTES.contact}>Kontaktformular</Link>.
      </p>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-email`}>E-Mail Adresse</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-message`}>Deine Frage</label>
      <textarea
        id={`${id}-message`}
        rows={5}
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </MessageDialog>
  );
}
