import { MESSAGES } from '@futterkompass/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

/** An error with the HTTP status and German message the client is shown. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields of the answer, e.g. success: 0 where the list page expects a number. */
    readonly body: Record<string, unknown> = { success: false },
  ) {
    super(message);
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new HttpError(400, message, body);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);

export const apiNotFound: RequestHandler = (_req, _res, next) =>
  next(notFound('Diese Schnittstelle gibt es nicht.'));

/** Maps every error to { success, message } with a German text; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ ...error.body, message: error.message });
      return;
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ success: false, message: 'Die Anfrage ist kein gültiges JSON.' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ success: false, message: 'Die Anfrage ist zu groß.' });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) return;
    res.status(500).json({ success: false, message: MESSAGES.genericError });
  };
}
