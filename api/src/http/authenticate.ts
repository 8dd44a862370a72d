import { adminTokenOf, isAdminToken } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, MESSAGES } from '@futterkompass/domain';
import type { RequestHandler, Response } from 'express';
import type { Sessions, SignedIn } from '../accounts/sessions';
import { HttpError, unauthorized } from './errors';

/** Admin calls and the metrics: an admin token in `x-admin-token` or `Authorization: Bearer …`. */
export function requireAdmin(tokens: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (
      !isAdminToken(
        adminTokenOf((name) => req.headers[name]),
        tokens,
      )
    )
      throw unauthorized('Nicht berechtigt.');
    next();
  };
}

/** Calls that need a signed-in user: the session of the `token` header, or 401 in German. */
export function requireUser(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    const signedIn = await sessions.resolve(req.get('token'));
    if (!signedIn) throw unauthorized(MESSAGES.notSignedIn);
    res.locals.signedIn = signedIn;
    next();
  };
}

/** The signed-in user of a request that passed requireUser. */
export function signedIn(res: Response): SignedIn {
  const found = res.locals.signedIn as SignedIn | undefined;
  if (!found) throw unauthorized(MESSAGES.notSignedIn);
  return found;
}

/** A user id in a body must be the token's own: naming another account is never enough. */
export function assertOwnAccount(res: Response, userId: string | undefined): SignedIn {
  const own = signedIn(res);
  if (userId !== undefined && userId !== own.user._id) throw new HttpError(403, ACCOUNT_MESSAGES.otherUser);
  return own;
}
