import { formatDate, ACCOUNT_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../api/http';
import { SIGNED_OUT_REDIRECT_MS } from '../../pages/guards';
import { type SessionUser, useSession } from '../../state/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The profile's account tab: data, e-mail and password changes, closing the account. */
export function AccountTab({ user }: { user: SessionUser }) {
  const { signOut, updateUser } = useSession();
  const navigate = useNavigate();
  const signedOut = useCallback(() => {
    signOut();
    setTimeout(() => navigate(ROUTES.login), SIGNED_OUT_REDIRECT_MS);
  }, [signOut, navigate]);

  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      const answer = await postJson<{ success: boolean }>('/api/delete-user', {});
      if (!answer.success) throw new Error('not deleted');
      setConfirming(false);
      toast({ text: M.deleted });
      signedOut();
    } catch {
      setConfirming(false);
      toast({ text: M.deleteFailed, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-tab">
      <dl className="account-data">
        <dt>Nutzername</dt>
        <dd>{user.username}</dd>
        <dt>E-Mail Adresse</dt>
        <dd>{user.email}</dd>
        <dt>Mitglied seit</dt>
        <dd>{user.createdAt ? formatDate(user.createdAt) : '–'}</dd>
      </dl>
      <div className="account-forms">
        <ChangeEmailForm user={user} onChanged={(email) => updateUser({ email })} onSignedOut={signedOut} />
        <ChangePasswordForm user={user} onSignedOut={signedOut} />
      </div>
      <section className="account-close" aria-labelledby="close-account-title">
        <h2 id="close-account-title">Konto schließen</h2>
        <p>Dein Konto, deine Listen, Bewertungen und Abstimmungen werden endgültig gelöscht.</p>
        {/* 'Konto schliessen' is the specification's label, kept verbatim (ss, not ß). */}
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Konto schliessen
        </button>
        <ConfirmDialog
          open={confirming}
          title="Konto schließen"
          question={M.deleteConfirm}
          confirmLabel="Konto endgültig schließen"
          danger
          busy={busy}
          onConfirm={close}
          onCancel={() => setConfirming(false)}
        />
      </section>
    </div>
  );
}
