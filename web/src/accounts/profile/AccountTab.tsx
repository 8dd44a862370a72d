import { formatDate, ROUTES } from '@futterkompass/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGNED_OUT_REDIRECT_MS } from '../../pages/guards';
import { type SessionUser, useSession } from '../../state/session';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CloseAccountForm } from './CloseAccountForm';
import { DataExport } from './DataExport';

/** The profile's account tab: data, e-mail and password changes, the data export, closing the account. */
export function AccountTab({ user }: { user: SessionUser }) {
  const { signOut, updateUser } = useSession();
  const navigate = useNavigate();
  const signedOut = useCallback(() => {
    signOut();
    setTimeout(() => navigate(ROUTES.login), SIGNED_OUT_REDIRECT_MS);
  }, [signOut, navigate]);

  return (
    <div className="account-tab">
      <dl className="account-data">
        <dt>Nutzername</dt>
        <dd>{user.username}</dd>
        <dt>E-Mail Adresse</dt>
        <dd>{user.email}</dd>
        {user.pendingEmail && (
          <>
            <dt>Neue E-Mail Adresse</dt>
            <dd>
              {user.pendingEmail}
              <span className="account-pending">
                Noch nicht bestätigt: Sie gilt, sobald du den Link öffnest, den wir dir an diese Adresse
                geschickt haben.
              </span>
            </dd>
          </>
        )}
        <dt>Mitglied seit</dt>
        <dd>{user.createdAt ? formatDate(user.createdAt) : '–'}</dd>
      </dl>
      <div className="account-forms">
        <ChangeEmailForm
          user={user}
          onRequested={(pendingEmail) => updateUser({ pendingEmail })}
          onSignedOut={signedOut}
        />
        <ChangePasswordForm user={user} onSignedOut={signedOut} />
      </div>
      <DataExport onSignedOut={signedOut} />
      <CloseAccountForm onClosed={signedOut} onSignedOut={signedOut} />
    </div>
  );
}
