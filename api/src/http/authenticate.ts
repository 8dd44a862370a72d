import { ACCOUNT_MESSAGES, isEditor, MESSAGES, PRODUCT_FORM_MESSAGES } from '@futterkompass/domain';
import type { Request, RequestHandler, Response } from 'express';
import type { Sessions, SignedIn } from '../accounts/sessions';
import { forbidden, unauthorized } from '../service-errors';
import { markPrivate } from './no-store';

/** Calls that need a signed-in user: the session of the `token` header, or 401 in German. */
export function requireUser(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    await signIn(sessions, req, res);
    next();
  };
}

async function signIn(sessions: Sessions, req: Request, res: Response): Promise<SignedIn> {
  markPrivate(res);
  const found = await sessions.resolve(req.get('token'));
  if (!found) throw unauthorized(MESSAGES.notSignedIn);
  res.locals.signedIn = found;
  return found;
}

/** Products, brands and images are written by editors and admins: 401 without a session, 403 for other roles. */
export function requireEditor(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    const { user } = await signIn(sessions, req, res);
    if (!isEditor(user.role)) throw forbidden(PRODUCT_FORM_MESSAGES.editorsOnly);
    next();
  };
}

/** The merchant area (/api/b2b): 401 without a session, 403 for any account that is not a merchant. */
export function requireMerchant(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    const { user } = await signIn(sessions, req, res);
    if (user.role !== 'merchant') throw forbidden(ACCOUNT_MESSAGES.merchantsOnly);
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
  if (userId !== undefined && userId !== own.user._id) throw forbidden(ACCOUNT_MESSAGES.otherUser);
  return own;
}
