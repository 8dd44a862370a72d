import { ROUTES } from '@futterkompass/domain';
import { useCallback } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';

/** An action a signed-out visitor started, done once they are back from the login. */
export interface PendingAction {
  kind: 'price-alert';
  productId: string;
  target: string;
}

/** What the login page is told by the page that sent the visitor there. */
export interface LoginState {
  returnTo?: string;
  pending?: PendingAction;
}

const addressOf = (l: Location) => `${l.pathname}${l.search}${l.hash}`;

/** Only an address of this site: a state handed over in the history must not lead elsewhere. */
const ownAddress = (to: unknown): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

/** The state for a login link: come back to this page afterwards. */
export function useLoginLinkState(): LoginState {
  return { returnTo: addressOf(useLocation()) };
}

/** Sends the visitor to the login page, to come back here and do `pending` then. */
export function useLoginFirst(): (pending: PendingAction) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (pending) => navigate(ROUTES.login, { state: { returnTo: addressOf(location), pending } }),
    [navigate, location],
  );
}

/** After login: back to the page the visitor came from, with their started action; else home. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  return useCallback(() => {
    const to = state?.returnTo;
    if (!ownAddress(to)) return navigate(ROUTES.home);
    navigate(to, { replace: true, state: state?.pending ? { pending: state.pending } : null });
  }, [navigate, state]);
}

/** The action of this kind the visitor started before logging in, if any (once: `done` forgets it). */
export function usePendingAction(kind: PendingAction['kind']): { pending?: PendingAction; done(): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as LoginState | null)?.pending;
  const done = useCallback(
    () => navigate(addressOf(location), { replace: true, state: null }),
    [navigate, location],
  );
  return { ...(pending?.kind === kind && { pending }), done };
}
