import {
  DocumentIntegrityError,
  FileStoreUnavailableError,
  QueueUnavailableError,
  RebuildRunningError,
  SearchRejectedError,
  SearchUnavailableError,
} from '@futterkompass/adapters';
import { MESSAGES } from '@futterkompass/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { FeedFormatError } from '../offers/feed-reader';
import { WriteConflictError } from '../products/product-writes';
import { type ErrorKind, ServiceError } from '../service-errors';

/**
 * An error of the HTTP layer itself, with its status and German message: what has no kind of a
 * service's error (a wrong method, a body too large, a wrong format, too many requests).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields of the answer (e.g. a reason code). */
    readonly body: Record<string, unknown> = {},
    /** Extra response headers (e.g. Allow on a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The status each kind of a service's error answers with. */
const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  throttled: 429,
  unavailable: 503,
};

export const apiNotFound: RequestHandler = (_req, _res, next) =>
  next(new HttpError(404, 'Diese Schnittstelle gibt es nicht.'));

/** Whatever no route answered: pages and files are only read. */
export const nothingHere: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') next(new HttpError(404, 'Nicht gefunden.'));
  else next(new HttpError(405, 'Diese Seite kann nur abgerufen werden.', {}, { Allow: 'GET, HEAD' }));
};

/**
 * The answer's fixed fields on failure for the routes below it: the list call answers
 * `success: 0` on every failure (its success is a number), everything else `success: false`.
 */
export const failureShape =
  (body: Record<string, unknown>): RequestHandler =>
  (_req, res, next) => {
    res.locals.failureBody = body;
    next();
  };

/** German texts for the 4xx errors that Express, body-parser and the static handler raise. */
const BY_TYPE: Record<string, string> = {
  'entity.parse.failed': 'Die Anfrage ist kein gültiges JSON.',
  'entity.too.large': 'Die Anfrage ist zu groß.',
  'charset.unsupported': 'Dieser Zeichensatz wird nicht unterstützt.',
  'encoding.unsupported': 'Diese Kodierung wird nicht unterstützt.',
  'request.aborted': 'Die Anfrage wurde abgebrochen.',
  'request.size.invalid': 'Die Länge der Anfrage stimmt nicht.',
  'stream.encoding.set': 'Die Anfrage ist fehlerhaft.',
  'parameters.too.many': 'Die Anfrage hat zu viele Parameter.',
};
const BY_STATUS: Record<number, string> = {
  400: 'Die Anfrage ist fehlerhaft.',
  403: 'Zugriff verweigert.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  406: 'Dieses Format kann nicht geliefert werden.',
  408: 'Die Anfrage hat zu lange gedauert.',
  411: 'Die Länge der Anfrage fehlt.',
  412: 'Eine Vorbedingung der Anfrage ist nicht erfüllt.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieses Format wird nicht unterstützt.',
  416: 'Der angeforderte Bereich ist ungültig.',
  431: 'Die Kopfzeilen der Anfrage sind zu groß.',
};

interface Mapped {
  status: number;
  message: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** How the failure is logged; none for a client's ordinary mistake. */
  log?: 'warn' | 'error';
}

/** Every error as status, German message and log level: the one place where errors become answers. */
export function mapError(error: unknown): Mapped {
  if (error instanceof ServiceError) {
    const wait = error.retryAfterSec;
    const headers = wait === undefined ? undefined : { 'Retry-After': String(wait) };
    return { status: STATUS_BY_KIND[error.kind], message: error.message, body: error.details, headers };
  }
  if (error instanceof HttpError)
    return { status: error.status, message: error.message, body: error.body, headers: error.headers };
  if (error instanceof FeedFormatError) return { status: 400, message: error.message };
  if (error instanceof SearchUnavailableError)
    return { status: 503, message: MESSAGES.listError, log: 'warn' };
  // The engine refusing what it is sent is a settings mismatch: an operator must act, not wait.
  if (error instanceof SearchRejectedError) return { status: 500, message: MESSAGES.listError, log: 'error' };
  if (error instanceof RebuildRunningError || error instanceof WriteConflictError)
    return { status: 409, message: error.message };
  if (error instanceof QueueUnavailableError)
    return { status: 503, message: MESSAGES.genericError, log: 'error' };
  // A stored document failed its checksum: not used, logged with its id for the operator.
  if (error instanceof DocumentIntegrityError)
    return { status: 503, message: MESSAGES.genericError, log: 'error' };
  // Nothing was stored (an upload's product is saved only after its file): the editor tries again.
  if (error instanceof FileStoreUnavailableError) return { status: 503, message: error.message, log: 'warn' };
  const foreign = error as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };
  const status = Number(foreign.status ?? foreign.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const text = (typeof foreign.type === 'string' && BY_TYPE[foreign.type]) || BY_STATUS[status];
    return { status, message: text ?? BY_STATUS[400] ?? '' };
  }
  return { status: 500, message: MESSAGES.genericError, log: 'error' };
}

/** Maps every error to { success, message } with a German text; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const mapped = mapError(error);
    if (mapped.log) {
      const extra = error instanceof SearchRejectedError ? { engineCode: error.code } : {};
      logger[mapped.log]({ err: error, method: req.method, path: req.path, ...extra }, 'request failed');
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const failure = (res.locals.failureBody as Record<string, unknown> | undefined) ?? { success: false };
    res.set(mapped.headers ?? {});
    res.status(mapped.status).json({ ...failure, ...mapped.body, message: mapped.message });
  };
}
