import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { unauthorized } from './errors';

/** Compares a secret in constant time, so that the answer's timing tells nothing about it. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const matchesAny = (given: string | undefined, secrets: readonly string[]) =>
  !!given && secrets.some((secret) => sameToken(given, secret));

/** Calls of the ops: the `x-admin-token` header must be one of the admin tokens. */
export function requireAdmin(tokens: readonly string[]): RequestHandler {
  return requireAnyKey({ 'x-admin-token': tokens });
}

/** Calls open to several kinds of key: any header's value must be one of the secrets listed for it. */
export function requireAnyKey(secretsByHeader: Record<string, readonly string[]>): RequestHandler {
  return (req, _res, next) => {
    const allowed = Object.entries(secretsByHeader).some(([header, secrets]) =>
      matchesAny(req.get(header), secrets),
    );
    if (!allowed) throw unauthorized('Nicht berechtigt.');
    next();
  };
}
