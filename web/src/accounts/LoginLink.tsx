import { ROUTES } from '@futterkompass/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { startPendingHere } from './login-return';
import type { StartedAction } from './pending-action';

/** 'Zum Login' from an entry point: after the login the visitor is back here, `action` done. */
export function LoginLink({
  action,
  children = 'Zum Login',
}: {
  action: StartedAction;
  children?: ReactNode;
}) {
  return (
    <Link to={ROUTES.login} onClick={() => startPendingHere(action)}>
      {children}
    </Link>
  );
}
