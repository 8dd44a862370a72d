import { ROUTES } from '@futterkompass/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../state/session';

/** Login, forgot and reset password are closed to signed-in users. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return useSession().signedIn ? <Navigate to={ROUTES.profile} replace /> : children;
}

/** The profile needs a signed-in user. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSession().signedIn ? children : <Navigate to={ROUTES.login} replace />;
}
