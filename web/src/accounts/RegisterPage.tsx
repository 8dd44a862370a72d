import {
  checkRegistration,
  findForbiddenWord,
  forbiddenWordMessage,
  ACCOUNT_MESSAGES as M,
  MESSAGES,
  ROUTES,
} from '@futterkompass/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { Dialog } from '../ui/Dialog';
import { useCaptcha } from './captcha';
import { Field, FormMessage } from './Field';
import { describeFailure } from './failure';
import { useForm } from './use-form';
import './accounts.css';

type RegisterField = 'username' | 'email' | 'confirmEmail' | 'password' | 'confirmPassword';

/** /registrieren: the account form; success shows a confirmation and leads home. */
export default function RegisterPage() {
  const form = useForm<RegisterField>({
    username: '',
    email: '',
    confirmEmail: '',
    password: '',
    confirmPassword: '',
  });
  const [accepted, setAccepted] = useState(false);
  const [privacyError, setPrivacyError] = useState<string | null>(null);
  const privacy = useRef<HTMLInputElement>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const { values } = form;

  const fail = (field: string | undefined, message: string) => {
    if (field === 'acceptPrivacy') {
      setPrivacyError(message);
      form.setMessage({ kind: 'error', text: message });
      privacy.current?.focus();
    } else if (field && field in values) form.failField(field as RegisterField, message);
    else form.setMessage({ kind: 'error', text: message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    setPrivacyError(null);
    const failure = checkRegistration({ ...values, acceptPrivacy: accepted });
    if (failure) return fail(failure.field, failure.message);
    const word = findForbiddenWord(values.username, values.email);
    if (word) return fail('username', forbiddenWordMessage(word, 'account'));
    form.setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson<{ success: boolean; message: string }>('/auth/register', {
        ...values,
        acceptPrivacy: accepted,
        ...(captchaToken && { captchaToken }),
      });
      setConfirmation(answer.message);
    } catch (error) {
      const failed = describeFailure(error, MESSAGES.genericError, M.networkError);
      fail(failed.field, failed.message);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'Registrieren' }]} />
      <h1>Registrieren</h1>
      <p className="account-intro">
        Mit einem Konto kannst du Favoriten speichern, Produkte bewerten und über Bindemittel abstimmen.
      </p>
      <form className="account-form" onSubmit={submit} noValidate>
        <Field
          ref={form.ref('username')}
          label="Nutzername"
          autoComplete="username"
          value={values.username}
          onValue={form.set('username')}
          error={form.errorOf('username')}
          required
        />
        <Field
          ref={form.ref('email')}
          label="E-Mail Adresse"
          type="email"
          autoComplete="email"
          value={values.email}
          onValue={form.set('email')}
          error={form.errorOf('email')}
          required
        />
        <Field
          ref={form.ref('confirmEmail')}
          label="E-Mail Adresse bestätigen"
          type="email"
          autoComplete="email"
          value={values.confirmEmail}
          onValue={form.set('confirmEmail')}
          error={form.errorOf('confirmEmail')}
          required
        />
        <Field
          ref={form.ref('password')}
          label="Passwort"
          type="password"
          autoComplete="new-password"
          hint="Mindestens 5 Zeichen."
          value={values.password}
          onValue={form.set('password')}
          error={form.errorOf('password')}
          required
        />
        <Field
          ref={form.ref('confirmPassword')}
          label="Passwort bestätigen"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValue={form.set('confirmPassword')}
          error={form.errorOf('confirmPassword')}
          required
        />
        <div className={`form-check${privacyError ? ' has-error' : ''}`}>
          <input
            ref={privacy}
            id="accept-privacy"
            type="checkbox"
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.target.checked);
              setPrivacyError(null);
            }}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? 'accept-privacy-error' : undefined}
          />
          <label htmlFor="accept-privacy">
            Ich akzeptiere die {/* A new tab, so that the form keeps what was typed. */}
            <a href={ROUTES.privacy} target="_blank" rel="noopener">
              Datenschutzrichtlinien
            </a>{' '}
            und die <Link to={ROUTES.terms}>Nutzungsbedingungen</Link>.
          </label>
          {privacyError && (
            <p id="accept-privacy-error" className="form-error">
              {privacyError}
            </p>
          )}
        </div>
        <div ref={captcha.container} className="captcha-slot" />
        <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
        <button className="button" type="submit" disabled={form.busy}>
          {form.busy ? 'Wird gesendet …' : 'Registrieren'}
        </button>
        <p className="account-links-row">
          Schon registriert? <Link to={ROUTES.login}>Zum Login</Link>
        </p>
      </form>
      <Dialog
        open={confirmation !== null}
        title="Registrierung erfolgreich"
        onClose={() => navigate(ROUTES.home)}
        footer={
          <button className="button" type="button" onClick={() => navigate(ROUTES.home)}>
            Zur Startseite
          </button>
        }
      >
        <p>{confirmation}</p>
      </Dialog>
    </section>
  );
}
