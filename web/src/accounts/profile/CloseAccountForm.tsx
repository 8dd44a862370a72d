import { ACCOUNT_MESSAGES as M } from '@futterkompass/domain';
import { type FormEvent, useState } from 'react';
import { ApiError, postJson } from '../../api/http';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { Field, FormMessage } from '../Field';
import { describeFailure } from '../failure';
import { useForm } from '../use-form';

/** Closing the account: with its password, after the page's confirmation (spec part 1 section 5). */
export function CloseAccountForm({ onClosed, onSignedOut }: { onClosed(): void; onSignedOut(): void }) {
  const form = useForm<'password'>({ password: '' });
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    if (form.values.password === '') return form.failField('password', M.deletePasswordRequired);
    setConfirming(true);
  };

  const close = async () => {
    form.setBusy(true);
    try {
      const answer = await postJson('/api/delete-user', form.values);
      if (!answer.success) throw new Error('not deleted');
      setConfirming(false);
      toast({ text: M.deleted });
      onClosed();
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      const failed = describeFailure(error, M.deleteFailed);
      // A wrong password, or too many: said at the field; anything else as the specification's text.
      if (failed.field === 'password' || (error instanceof ApiError && error.status === 429))
        return form.failField('password', failed.message);
      toast({ text: M.deleteFailed, kind: 'error' });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form className="account-close" onSubmit={ask} noValidate aria-labelledby="close-account-title">
      <h2 id="close-account-title">Konto schließen</h2>
      <p>Dein Konto, deine Listen, Bewertungen und Abstimmungen werden endgültig gelöscht.</p>
      <Field
        {...form.field('password')}
        label="Passwort zum Schließen des Kontos"
        type="password"
        autoComplete="current-password"
      />
      <FormMessage kind="error">{form.message?.text ?? null}</FormMessage>
      {/* 'Konto schliessen' is the specification's label, kept verbatim (ss, not ß). */}
      <button type="submit" className="button button-danger" disabled={form.busy}>
        Konto schliessen
      </button>
      <ConfirmDialog
        open={confirming}
        title="Konto schließen"
        question={M.deleteConfirm}
        confirmLabel="Konto endgültig schließen"
        danger
        busy={form.busy}
        onConfirm={close}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
