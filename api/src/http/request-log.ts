import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** One structured line per request (debug level: lists and searches are frequent). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'debug';
      logger[level](
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
