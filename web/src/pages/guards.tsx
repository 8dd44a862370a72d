import { ROUTES } from '@futterkompass/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../state/session';

/** Login, forgot and reset password are closed to signed-in users. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return useSession().signedIn ? <Navigate to={ROUTES.profile} replace /> : children;
}

/** After a sign-out on a page that needs one, the login follows after this delay (spec part 1 section 9). */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** The profile needs a signed-in user: without one, the login follows after 500 ms. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    const timer = setTimeout(() => navigate(ROUTES.login, { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);
  return signedIn ? (
    children
  ) : (
    <p role="status">Du bist nicht eingeloggt und wirst zum Login weitergeleitet …</p>
  );
}
