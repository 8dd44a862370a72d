import { checkEmailChange, ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { ApiError, postJson } from '../../api/http';
import type { SessionUser } from '../../state/session';
import { Field, FormMessage } from '../Field';
import { describeFailure } from '../failure';
import { useForm } from '../use-form';

type EmailField = 'newEmail' | 'confirmEmail' | 'password';
const EMPTY: Record<EmailField, string> = { newEmail: '', confirmEmail: '', password: '' };

/**
 * Change e-mail: new address, its confirmation and the current password. The address changes only
 * when the link mailed to it is opened; until then the profile shows it as waiting.
 */
export function ChangeEmailForm({
  user,
  onRequested,
  onSignedOut,
}: {
  user: SessionUser;
  onRequested(pendingEmail: string): void;
  onSignedOut(): void;
}) {
  const form = useForm<EmailField>(EMPTY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkEmailChange(form.values);
    if (failure) return form.failField(failure.field, failure.message);
    if (form.values.password === '') return form.failField('password', M.currentPasswordRequired);
    form.setBusy(true);
    try {
      const answer = await postJson('/auth/update-email', { userId: user._id, ...form.values });
      if (!answer.success || !answer.user?.pendingEmail) throw new Error('not requested');
      onRequested(answer.user.pendingEmail);
      form.setValues(EMPTY);
      form.setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      const failed = describeFailure(error, M.emailChangeFailed);
      const status = error instanceof ApiError ? error.status : undefined;
      // The specification's texts where it names the situation: the address is used by another
      // user (a failed request), or no success; the new steps' own texts otherwise.
      if (status === 409) return form.failField('newEmail', M.emailChangeRequestFailed);
      if (failed.field && failed.field in form.values)
        return form.failField(failed.field as EmailField, failed.message);
      const text =
        status === 429 ? failed.message : status ? M.emailChangeRequestFailed : M.emailChangeFailed;
      form.setMessage({ kind: 'error', text });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">E-Mail Adresse ändern</h2>
      <Field {...form.field('newEmail')} label="Neue E-Mail Adresse" type="email" autoComplete="email" />
      <Field
        {...form.field('confirmEmail')}
        label="Neue E-Mail Adresse bestätigen"
        type="email"
        autoComplete="email"
      />
      <Field
        {...form.field('password')}
        label="Aktuelles Passwort"
        type="password"
        autoComplete="current-password"
        hint="Die neue Adresse gilt erst, wenn du den Link öffnest, den wir an sie schicken."
      />
      <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
      <button className="button" type="submit" disabled={form.busy}>
        E-Mail Adresse ändern
      </button>
    </form>
  );
}
