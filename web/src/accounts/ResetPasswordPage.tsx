import { checkReset, ACCOUNT_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { Field, FormMessage } from './Field';
import { useForm } from './use-form';
import './accounts.css';

/** /passwort-zuruecksetzen?token=…: sets a new password; success leads to the login. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm<'newPassword' | 'newPasswordConfirm'>({ newPassword: '', newPasswordConfirm: '' });
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkReset({ ...form.values, token });
    if (failure?.field === 'token') return form.setMessage({ kind: 'error', text: failure.message });
    if (failure) return form.failField(failure.field, failure.message);
    form.setBusy(true);
    try {
      const answer = await postJson('/auth/reset-password', { ...form.values, token });
      navigate(ROUTES.login, { state: { notice: answer.message } });
    } catch (error) {
      form.showFailure(error, M.resetFailed);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'Passwort zurücksetzen' }]} />
      <h1>Passwort zurücksetzen</h1>
      <form className="account-form" onSubmit={submit} noValidate>
        <Field
          {...form.field('newPassword')}
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          hint="Mindestens 5 Zeichen."
          required
        />
        <Field
          {...form.field('newPasswordConfirm')}
          label="Neues Passwort bestätigen"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
        <button className="button" type="submit" disabled={form.busy}>
          Passwort speichern
        </button>
        <p className="account-links-row">
          <Link to={ROUTES.forgotPassword}>Neuen Link anfordern</Link>
        </p>
      </form>
    </section>
  );
}
