import { checkPasswordChange, ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { ApiError, postJson } from '../../api/http';
import type { SessionUser } from '../../state/session';
import { Field, FormMessage } from '../Field';
import { useForm } from '../use-form';

type PasswordField = 'oldPassword' | 'newPassword' | 'newPasswordConfirm';

/** Change password: the old one is checked by the server; its message is shown either way. */
export function ChangePasswordForm({ user, onSignedOut }: { user: SessionUser; onSignedOut(): void }) {
  const form = useForm<PasswordField>({ oldPassword: '', newPassword: '', newPasswordConfirm: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkPasswordChange(form.values);
    if (failure) return form.failField(failure.field, failure.message);
    form.setBusy(true);
    try {
      const answer = await postJson('/auth/update-password', {
        userId: user._id,
        ...form.values,
      });
      form.setValues({ oldPassword: '', newPassword: '', newPasswordConfirm: '' });
      form.setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      form.showFailure(error, M.passwordChangeFailed);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Passwort ändern</h2>
      <Field
        {...form.field('oldPassword')}
        label="Altes Passwort"
        type="password"
        autoComplete="current-password"
      />
      <Field
        {...form.field('newPassword')}
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
      />
      <Field
        {...form.field('newPasswordConfirm')}
        label="Neues Passwort bestätigen"
        type="password"
        autoComplete="new-password"
      />
      <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
      <button className="button" type="submit" disabled={form.busy}>
        Passwort ändern
      </button>
    </form>
  );
}
