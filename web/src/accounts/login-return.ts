import { ROUTES } from '@futterkompass/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../state/session';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../storage';
import {
  claimPending,
  ENTRY_POINTS,
  ownAddress,
  type PendingData,
  type PendingKind,
  type PendingRecord,
  pendingFor,
  readPending,
  type StartedAction,
  startPending,
} from './pending-action';

const anything = (_: unknown): _ is unknown => true;

/** The started action in storage, if still good (pending-action.ts has the rules). */
const stored = (): PendingRecord | null =>
  readPending(readJson(STORAGE_KEYS.pendingAction, null, anything), Date.now());

/**
 * Remembers `action`, started on the page the browser shows, for after the login or registration.
 * The address is read when called, not from the router while rendering: a provider that took the
 * location would change its value with every address and re-render the page under it.
 */
export function startPendingHere(action: StartedAction): void {
  const { pathname, search, hash } = window.location;
  writeJson(STORAGE_KEYS.pendingAction, startPending(action, `${pathname}${search}${hash}`, Date.now()));
}

/** Sends the visitor to the login page, to come back here and do `action` then. */
export function useLoginFirst(): (action: StartedAction) => void {
  const navigate = useNavigate();
  return useCallback(
    (action) => {
      startPendingHere(action);
      navigate(ROUTES.login);
    },
    [navigate],
  );
}

/** Binds the started action to the user who registered: only they get it done after the login. */
export function claimForRegistration(username: string): void {
  const record = stored();
  const claimed = record && claimPending(record, username);
  if (claimed) writeJson(STORAGE_KEYS.pendingAction, claimed);
}

/** After login: back to the page of the action the visitor started, for them to find it done; else home. */
export function useAfterLogin(): (username?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (username) => {
      const record = stored();
      const claimed = record && username ? claimPending(record, username) : null;
      if (!claimed || !ownAddress(claimed.returnTo)) return navigate(ROUTES.home);
      writeJson(STORAGE_KEYS.pendingAction, claimed);
      navigate(claimed.returnTo, { replace: true });
    },
    [navigate],
  );
}

/**
 * Does the action of this kind (for this product, if given) that the signed-in user started before
 * logging in, once their account is loaded, and only once: the record is forgotten first. The
 * page is scrolled to the entry point, so that the visitor sees it done.
 */
export function useResumePending<K extends PendingKind>(
  kind: K,
  productId: string | undefined,
  run: (data: PendingData<K>, productId: string) => void,
): void {
  const username = useSession().user?.username;
  const pending = useMemo(
    () => (username ? pendingFor(stored(), kind, username, productId) : null),
    [username, kind, productId],
  );
  const ran = useRef(false);
  useEffect(() => {
    if (!pending || ran.current) return;
    ran.current = true;
    removeKey(STORAGE_KEYS.pendingAction);
    const { anchor } = ENTRY_POINTS[kind];
    if (anchor) document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
    run(pending.data, pending.productId);
  });
}
