import { ROUTES } from '@futterkompass/domain';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../state/session';

/** Clears the token, then home. */
export default function LogoutPage() {
  const { signOut } = useSession();
  useEffect(() => signOut(), [signOut]);
  return <Navigate to={ROUTES.home} replace />;
}
