import { checkForgotPassword, ACCOUNT_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useCaptcha } from './captcha';
import { Field, FormMessage } from './Field';
import { useForm } from './use-form';
import './accounts.css';

/** /passwort-vergessen: asks for a reset link; the answer never tells whether the address is known. */
export default function ForgotPasswordPage() {
  const form = useForm<'email'>({ email: '' });
  const captcha = useCaptcha();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkForgotPassword(form.values);
    if (failure) return form.failField(failure.field, failure.message);
    form.setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson('/auth/create-reset-password-link', {
        email: form.values.email,
        ...(captchaToken && { captchaToken }),
      });
      form.setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      form.showFailure(error, M.resetLinkFailed);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'Passwort vergessen' }]} />
      <h1>Passwort vergessen</h1>
      <p className="account-intro">
        Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.
      </p>
      <form className="account-form" onSubmit={submit} noValidate>
        <Field {...form.field('email')} label="E-Mail Adresse" type="email" autoComplete="email" required />
        <div ref={captcha.container} className="captcha-slot" />
        <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
        <button className="button" type="submit" disabled={form.busy}>
          Link anfordern
        </button>
        <p className="account-links-row">
          <Link to={ROUTES.login}>Zurück zum Login</Link>
        </p>
      </form>
    </section>
  );
}
