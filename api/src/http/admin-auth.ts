import { adminTokenOf, isAdminToken } from '@futterkompass/adapters';
import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../service-errors';
import { markPrivate } from './no-store';

const carriesAdminToken = (req: Request, tokens: readonly string[]) =>
  isAdminToken(
    adminTokenOf((name) => req.headers[name]),
    tokens,
  );

/** Admin calls and the metrics: an admin token in `x-admin-token` or `Authorization: Bearer …`. */
export function requireAdmin(tokens: readonly string[]): RequestHandler {
  return requireAdminOrKey(tokens, {});
}

/**
 * Calls open to the admins and to holders of another key (the offer feeds' `x-feed-key`): an admin
 * token, or a header's value that is one of the keys listed for it; compared in constant time.
 */
export function requireAdminOrKey(
  adminTokens: readonly string[],
  keysByHeader: Record<string, readonly string[]>,
): RequestHandler {
  return (req, res, next) => {
    markPrivate(res);
    const allowed =
      carriesAdminToken(req, adminTokens) ||
      Object.entries(keysByHeader).some(([header, keys]) => isAdminToken(req.get(header) ?? '', keys));
    if (!allowed) throw unauthorized('Nicht berechtigt.');
    next();
  };
}
