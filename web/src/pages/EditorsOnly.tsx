import { isEditor, PRODUCT_FORM_MESSAGES } from '@futterkompass/domain';
import type { ReactNode } from 'react';
import { LoginHint } from '../accounts/LoginHint';
import { useSession } from '../state/session';
import { LoadingOverlay } from '../ui/LoadingOverlay';

/**
 * Editors' pages: a visitor is asked to log in, other roles are told the page is for editors, and
 * `loading` shows while the session's user is read. Apart from guards.tsx, which the entry chunk
 * loads: only the editors' page chunks load this.
 */
export function EditorsOnly({ loading, children }: { loading: string; children: ReactNode }) {
  const { signedIn, user } = useSession();
  if (!signedIn) return <LoginHint />;
  if (!user) return <LoadingOverlay text={loading} />;
  if (!isEditor(user.role))
    return (
      <p role="alert" className="alert access-note">
        {PRODUCT_FORM_MESSAGES.editorsOnly}
      </p>
    );
  return children;
}
