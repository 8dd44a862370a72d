/**
 * What went wrong, in the terms of the portal, not of a transport: a service throws one of these
 * with the German message the user is shown; `http/errors.ts` alone turns a kind into a status.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'throttled'
  | 'unavailable';

/** A failure a service foresees: its kind, the German message and extra fields of the answer. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields of the answer (e.g. a reason code). */
    readonly details: Record<string, unknown> = {},
    /** For a throttled request: how many seconds until it may be tried again. */
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

/** The input breaks a rule (a missing field, an unknown value, a limit). */
export const invalid = (message: string, details?: Record<string, unknown>) =>
  new ServiceError('invalid', message, details);
/** Nobody is signed in, or the credentials are wrong. */
export const unauthorized = (message: string, details?: Record<string, unknown>) =>
  new ServiceError('unauthorized', message, details);
/** Signed in, but not allowed to. */
export const forbidden = (message: string, details?: Record<string, unknown>) =>
  new ServiceError('forbidden', message, details);
export const notFound = (message: string) => new ServiceError('not-found', message);
/** The request collides with the stored state (a taken name, a changed revision). */
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new ServiceError('conflict', message, details);
/** Too many tries: the caller must wait `waitSec` seconds before the next one. */
export const throttled = (message: string, waitSec: number) =>
  new ServiceError('throttled', message, { reason: 'throttled' }, waitSec);
/** A service the request needs is busy or away; trying again later can succeed. */
export const unavailable = (message: string) => new ServiceError('unavailable', message);

/** Whether an error is a service's error of this kind. */
export const isKind = (error: unknown, kind: ErrorKind): error is ServiceError =>
  error instanceof ServiceError && error.kind === kind;
