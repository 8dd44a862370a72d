import { ROUTES } from '@futterkompass/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../state/session';

/**
 * Login, forgot and reset password are closed to signed-in users: who arrives signed in goes to the
 * profile. A sign-in on the page itself goes where that page leads (the login: the start page);
 * redirecting then would race the page's own navigation.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const [arrivedSignedIn] = useState(signedIn);
  return arrivedSignedIn ? <Navigate to={ROUTES.profile} replace /> : children;
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
