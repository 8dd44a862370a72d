import { checkEmailChange, ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { ApiError, postJson } from '../../api/http';
import type { SessionUser } from '../../state/session';
import { Field, FormMessage } from '../Field';
import { useForm } from '../use-form';

/** Change e-mail: new address and its confirmation; success replaces the shown address. */
export function ChangeEmailForm({
  user,
  onChanged,
  onSignedOut,
}: {
  user: SessionUser;
  onChanged(email: string): void;
  onSignedOut(): void;
}) {
  const form = useForm<'newEmail' | 'confirmEmail'>({ newEmail: '', confirmEmail: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkEmailChange(form.values);
    if (failure) return form.failField(failure.field, failure.message);
    form.setBusy(true);
    try {
      const answer = await postJson<{ success: boolean; user?: { email: string } }>('/auth/update-email', {
        userId: user._id,
        ...form.values,
      });
      if (!answer.success || !answer.user) throw new Error('not changed');
      onChanged(answer.user.email);
      form.setValues({ newEmail: '', confirmEmail: '' });
      form.setMessage({ kind: 'success', text: M.emailChanged });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      // The specification's texts: an answer without success, or a failed request.
      const text = error instanceof ApiError ? M.emailChangeRequestFailed : M.emailChangeFailed;
      form.setMessage({ kind: 'error', text });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">E-Mail Adresse ändern</h2>
      <Field
        ref={form.ref('newEmail')}
        label="Neue E-Mail Adresse"
        type="email"
        autoComplete="email"
        value={form.values.newEmail}
        onValue={form.set('newEmail')}
        error={form.errorOf('newEmail')}
      />
      <Field
        ref={form.ref('confirmEmail')}
        label="Neue E-Mail Adresse bestätigen"
        type="email"
        autoComplete="email"
        value={form.values.confirmEmail}
        onValue={form.set('confirmEmail')}
        error={form.errorOf('confirmEmail')}
      />
      <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
      <button className="button" type="submit" disabled={form.busy}>
        E-Mail Adresse ändern
      </button>
    </form>
  );
}
