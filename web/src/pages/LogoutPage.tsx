import { ROUTES } from '@futterkompass/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../api/http';
import { useSession } from '../state/session';

/** Ends the session on the server (best effort), clears the token, then home. */
export default function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    postJson('/auth/logout', {})
      .catch(() => undefined)
      .finally(() => {
        signOut();
        if (active) navigate(ROUTES.home, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [signOut, navigate]);
  return <p role="status">Du wirst abgemeldet …</p>;
}
