import {
  checkLogin,
  findForbiddenWord,
  forbiddenWordMessage,
  ACCOUNT_MESSAGES as M,
  MESSAGES,
  ROUTES,
} from '@futterkompass/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { postJson } from '../api/http';
import { useSession } from '../state/session';
import { useCaptcha } from './captcha';
import { Field, FormMessage } from './Field';
import { describeFailure } from './failure';
import { useForm } from './use-form';

/**
 * Username or e-mail and password; an unverified account may ask for a new link. `onSignedIn`
 * runs once the session is stored (the login page goes home, the merchant area stays); `merchant`:
 * the form of the merchant area, without the portal's registration.
 */
export function LoginForm({
  onSignedIn,
  merchant = false,
}: {
  onSignedIn(username: string): void;
  merchant?: boolean;
}) {
  const form = useForm<'username' | 'password'>({ username: '', password: '' });
  const [unverified, setUnverified] = useState(false);
  const captcha = useCaptcha();
  const { signIn } = useSession();
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    setUnverified(false);
    const failure = checkLogin(values);
    if (failure) return form.failField(failure.field, failure.message);
    const word = findForbiddenWord(values.username);
    if (word) return form.failField('username', forbiddenWordMessage(word, 'account'));
    form.setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson('/auth/login', {
        ...values,
        ...(captchaToken && { captchaToken }),
      });
      signIn(answer.token);
      onSignedIn(answer.username);
    } catch (error) {
      const failed = describeFailure(error, MESSAGES.genericError, M.networkError);
      setUnverified(failed.reason === 'not_verified');
      form.setMessage({ kind: 'error', text: failed.message });
    } finally {
      form.setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const answer = await postJson('/auth/send-verify-link', {
        username: values.username,
      });
      setUnverified(false);
      form.setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      form.setMessage({
        kind: 'error',
        text: describeFailure(error, M.resetLinkFailed, M.networkError).message,
      });
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field
        {...form.field('username')}
        label="Nutzername oder E-Mail Adresse"
        autoComplete="username"
        required
      />
      <Field
        {...form.field('password')}
        label="Passwort"
        type="password"
        autoComplete="current-password"
        required
      />
      <div ref={captcha.container} className="captcha-slot" />
      <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
      {unverified && (
        <button className="button button-secondary" type="button" onClick={resend}>
          Bestätigungslink erneut senden
        </button>
      )}
      <button className="button" type="submit" disabled={form.busy}>
        {form.busy ? 'Anmeldung läuft …' : 'Einloggen'}
      </button>
      <p className="account-links-row">
        <Link to={ROUTES.forgotPassword}>Passwort vergessen?</Link>
        {/* In the merchant area itself the portal's registration and the way there are beside the point. */}
        {!merchant && (
          <>
            <Link to={ROUTES.register}>Registrieren</Link>
            <a href={ROUTES.b2b} target="_blank" rel="noreferrer">
              Händler-Login (B2B)
            </a>
          </>
        )}
      </p>
    </form>
  );
}
